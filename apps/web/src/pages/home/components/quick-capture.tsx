import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NotebookPen, Plus } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { toast } from '../../../lib/toast.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { useCreateNote } from '../../../features/notes/api/create-note.ts';
import { useQuickNotes } from '../../../lib/use-quick-notes.ts';
import { QuickNoteItem } from './quick-note-item.tsx';
import { isSubmitKey, NoteTextarea } from './note-textarea.tsx';

/** SPEC.md 2/5: a notepad on the device: add (button or Enter), edit, delete, or move a note into Notes. */
export function QuickCapture({ userId, timeZone }: { userId: string; timeZone: string | undefined }) {
  const { t } = useTranslation('home');
  const ids = useId();
  const { notes, add, update, remove } = useQuickNotes(userId);
  const createNote = useCreateNote();
  const [draft, setDraft] = useState('');
  const [movingId, setMovingId] = useState<string | null>(null);
  const empty = draft.trim() === '';

  const submit = () => {
    if (empty) return;
    add(draft.trim());
    setDraft('');
    toast({
      title: t('quickCapture.added'),
      description: t('quickCapture.addedDescription'),
      variant: 'success',
    });
  };

  const moveToNotes = async (id: string, content: string) => {
    setMovingId(id);
    try {
      // The server's Notes take the title from the note's first line.
      await createNote.mutateAsync({ content });
      remove(id);
      toast({
        title: t('quickCapture.moved'),
        description: t('quickCapture.movedDescription'),
        variant: 'success',
      });
    } catch (error) {
      toast({
        title: t('quickCapture.moveFailed'),
        description: errorMessage(error, t('quickCapture.moveFailedDescription')),
        variant: 'destructive',
      });
    } finally {
      setMovingId(null);
    }
  };

  return (
    <Card aria-labelledby="quick-capture-title">
      <CardHeader>
        <CardTitle id="quick-capture-title" className="flex items-center gap-2">
          <NotebookPen aria-hidden="true" className="size-5 text-primary" />
          {t('quickCapture.title')}
        </CardTitle>
        <CardDescription>{t('quickCapture.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <form
          className="grid gap-2"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <label htmlFor={`${ids}-draft`} className="sr-only">
            {t('quickCapture.label')}
          </label>
          <NoteTextarea
            id={`${ids}-draft`}
            value={draft}
            placeholder={t('quickCapture.placeholder')}
            aria-describedby={`${ids}-hint`}
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (isSubmitKey(event)) {
                event.preventDefault();
                submit();
              }
            }}
          />
          <div className="flex items-center justify-between gap-3">
            <FieldMessage id={`${ids}-hint`} hint={t('quickCapture.hint')} hintSize="xs" />
            <Button type="submit" size="sm" disabled={empty}>
              <Plus aria-hidden="true" />
              {t('quickCapture.add')}
            </Button>
          </div>
        </form>

        {notes.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-border px-4 py-5 text-center text-sm text-muted-foreground">
            {t('quickCapture.empty')}
          </p>
        ) : (
          <ul className="grid gap-2" aria-label={t('quickCapture.listLabel', { count: notes.length })}>
            {notes.map((note) => (
              <li key={note.id}>
                <QuickNoteItem
                  note={note}
                  timeZone={timeZone}
                  moving={movingId === note.id}
                  onSave={(content) => {
                    update(note.id, content);
                    toast({
                      title: t('quickCapture.updated'),
                      description: t('quickCapture.updatedDescription'),
                      variant: 'success',
                    });
                  }}
                  onDelete={() => {
                    remove(note.id);
                    toast({
                      title: t('quickCapture.deleted'),
                      description: t('quickCapture.deletedDescription'),
                      variant: 'success',
                    });
                  }}
                  onMove={() => void moveToNotes(note.id, note.content)}
                />
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
