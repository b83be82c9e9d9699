import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FolderInput, Pencil, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import type { QuickNote } from '@track-grow/domain/notes';
import { isSubmitKey, NoteTextarea } from './note-textarea.tsx';

interface QuickNoteItemProps {
  note: QuickNote;
  timeZone: string | undefined;
  moving: boolean;
  onSave: (content: string) => void;
  onDelete: () => void;
  onMove: () => void;
}

/** One quick note: display mode with its actions, or edit mode (save only with text; cancel discards). */
export function QuickNoteItem({ note, timeZone, moving, onSave, onDelete, onMove }: QuickNoteItemProps) {
  const { t, i18n } = useTranslation('home');
  const ids = useId();
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(note.content);
  const empty = draft.trim() === '';

  const save = () => {
    if (empty) return;
    onSave(draft.trim());
    setEditing(false);
  };
  const cancel = () => {
    setDraft(note.content);
    setEditing(false);
  };

  if (editing) {
    return (
      <form
        className="grid gap-2 rounded-2xl border border-primary/40 bg-card p-3"
        onSubmit={(event) => {
          event.preventDefault();
          save();
        }}
      >
        <label htmlFor={`${ids}-edit`} className="sr-only">
          {t('quickCapture.editLabel')}
        </label>
        <NoteTextarea
          id={`${ids}-edit`}
          value={draft}
          autoFocus
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (isSubmitKey(event)) {
              event.preventDefault();
              save();
            } else if (event.key === 'Escape') {
              event.preventDefault();
              cancel();
            }
          }}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" size="sm" onClick={cancel}>
            {t('quickCapture.cancel')}
          </Button>
          <Button type="submit" size="sm" disabled={empty}>
            {t('quickCapture.save')}
          </Button>
        </div>
      </form>
    );
  }

  const created = new Date(note.createdAt);
  const when = Number.isNaN(created.getTime())
    ? null
    : new Intl.DateTimeFormat(i18n.language.startsWith('it') ? 'it-IT' : 'en-US', {
        month: 'short',
        day: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        ...(timeZone ? { timeZone } : {}),
      }).format(created);

  return (
    <article className="grid gap-2 rounded-2xl border border-border bg-background/60 p-3.5">
      <p className="text-sm wrap-anywhere whitespace-pre-wrap">{note.content}</p>
      <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1">
        {when ? (
          <time dateTime={note.createdAt} className="text-xs whitespace-nowrap text-muted-foreground">
            {when}
          </time>
        ) : null}
        <div className="ml-auto flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="text-muted-foreground"
            disabled={moving}
            onClick={onMove}
          >
            <FolderInput aria-hidden="true" />
            {moving ? t('quickCapture.moving') : t('quickCapture.move')}
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 text-muted-foreground"
            aria-label={t('quickCapture.edit')}
            onClick={() => {
              setDraft(note.content);
              setEditing(true);
            }}
          >
            <Pencil aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            className="size-9 text-muted-foreground hover:text-danger"
            aria-label={t('quickCapture.delete')}
            onClick={onDelete}
          >
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      </div>
    </article>
  );
}
