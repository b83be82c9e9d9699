import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import { createNoteInput, type Note } from '@track-grow/domain/notes';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Switch } from '../../../components/ui/switch.tsx';
import { TagInput } from '../../../components/ui/tag-input.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../lib/toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useCreateNote } from '../api/create-note.ts';
import { useDeleteNote } from '../api/delete-note.ts';
import { useUpdateNote } from '../api/update-note.ts';
import { NoteMarkdown } from './note-markdown.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { useSheetSubmit } from '../../../lib/use-sheet-submit.ts';

interface Values {
  title: string;
  content: string;
  tags: string[];
  pinned: boolean;
}

type Mode = 'write' | 'preview';

interface NoteSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The note to read and edit; null writes a new one. */
  note: Note | null;
  tagSuggestions: readonly string[];
}

/** Write or read a note: title, markdown with a preview, tags, pin; delete with a confirmation. */
export function NoteSheet({ open, onOpenChange, note, tagSuggestions }: NoteSheetProps) {
  const { t } = useTranslation('notes');
  const create = useCreateNote();
  const update = useUpdateNote();
  const remove = useDeleteNote();
  const id = useId();
  const [values, setValues] = useState<Values>(() => ({
    title: note?.title ?? '',
    content: note?.content ?? '',
    tags: note?.tags ?? [],
    pinned: note?.pinned ?? false,
  }));
  // An existing note with text opens as it reads; a new one opens ready to write.
  const [mode, setMode] = useState<Mode>(note && note.content.trim() ? 'preview' : 'write');
  const [confirmDelete, setConfirmDelete] = useState(false);
  const saving = create.isPending || update.isPending;

  const sheet = useSheetSubmit({
    schema: createNoteInput,
    fields: Object.keys(values),
    failure: { title: t('toasts.saveFailed'), fallback: t('toasts.tryAgain') },
    onDone: () => onOpenChange(false),
    // A message about the text needs the editor to be seen.
    onRefused: (errors) => {
      if (errors.content) setMode('write');
    },
    write: async (data) => {
      if (note) {
        await update.mutateAsync({ id: note.id, patch: data });
        // SPEC.md 8's success toast of an edited note.
        toast({ title: t('toasts.updated'), description: t('toasts.updatedBody'), variant: 'success' });
      } else {
        await create.mutateAsync(data);
        toast({ title: t('toasts.created'), description: t('toasts.createdBody'), variant: 'success' });
      }
    },
  });

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    sheet.clear(key);
  };

  const save = () => sheet.submit(values);

  const deleteNote = async () => {
    if (!note) return;
    try {
      await remove.mutateAsync(note.id);
      setConfirmDelete(false);
      // SPEC.md 8's success toast of a deleted note.
      toast({ title: t('toasts.deleted'), description: t('toasts.deletedBody'), variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: t('toasts.deleteFailed'),
        description: errorMessage(error, t('toasts.tryAgain')),
        variant: 'destructive',
      });
    }
  };

  const error = (field: keyof Values) => sheet.message(field);
  const panelId = `${id}-panel`;

  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={note ? t('form.editTitle') : t('form.newTitle')}
      onSave={() => void save()}
      onCancel={() => undefined}
      saveLabel={saving ? t('form.saving') : t('form.save')}
      saveDisabled={saving}
    >
      <div className="grid gap-5">
        <TextField
          label={t('form.title')}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={error('title')}
          autoComplete="off"
          maxLength={200}
        />
        <div className="grid gap-2">
          <div
            role="tablist"
            aria-label={t('form.mode')}
            className="grid w-full grid-cols-2 gap-1 rounded-xl bg-muted p-1 sm:w-64"
          >
            {(['write', 'preview'] as const).map((item) => (
              <button
                key={item}
                type="button"
                role="tab"
                id={`${id}-${item}`}
                aria-selected={mode === item}
                aria-controls={panelId}
                onClick={() => setMode(item)}
                className={cn(
                  'h-9 cursor-pointer rounded-lg text-sm font-semibold transition-colors',
                  mode === item
                    ? 'bg-card text-foreground shadow-sm'
                    : 'text-muted-foreground hover:text-foreground',
                )}
              >
                {t(`form.${item}`)}
              </button>
            ))}
          </div>
          <div id={panelId} role="tabpanel" aria-labelledby={`${id}-${mode}`}>
            {mode === 'write' ? (
              <TextareaField
                label={t('form.content')}
                value={values.content}
                onChange={(event) => set('content', event.target.value)}
                error={error('content')}
                hint={t('form.markdownHint')}
                rows={10}
                className="[&_textarea]:min-h-48 [&_textarea]:font-mono [&_textarea]:text-sm"
              />
            ) : values.content.trim() ? (
              <div className="max-h-[45dvh] min-h-24 overflow-y-auto rounded-xl border border-border bg-card p-4">
                <NoteMarkdown content={values.content} />
              </div>
            ) : (
              <p className="rounded-xl border border-dashed border-border p-4 text-sm text-muted-foreground">
                {t('form.nothingToPreview')}
              </p>
            )}
          </div>
        </div>
        <TagInput
          label={t('form.tags')}
          value={values.tags}
          onChange={(tags) => set('tags', tags)}
          removeLabel={(tag) => t('form.removeTag', { tag })}
          placeholder={t('form.tagsPlaceholder')}
          suggestions={tagSuggestions}
          error={error('tags')}
        />
        <div className="flex items-center justify-between gap-4 rounded-xl border border-border p-3">
          <div className="grid gap-0.5">
            <Label htmlFor={`${id}-pin`}>{t('form.pin')}</Label>
            <p className="text-xs text-muted-foreground">{t('form.pinHint')}</p>
          </div>
          <Switch
            id={`${id}-pin`}
            checked={values.pinned}
            onCheckedChange={(checked) => set('pinned', checked)}
          />
        </div>
        {note ? (
          <Button
            variant="ghost"
            className="justify-self-start text-danger hover:text-danger"
            onClick={() => setConfirmDelete(true)}
          >
            <Trash2 aria-hidden="true" />
            {t('form.delete')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.body')}
        confirmLabel={t('confirmDelete.confirm')}
        pending={remove.isPending}
        onConfirm={() => void deleteNote()}
      />
    </BottomSheet>
  );
}
