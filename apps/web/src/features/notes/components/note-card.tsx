import { useTranslation } from 'react-i18next';
import { Pin } from 'lucide-react';
import { noteDisplayTitle, noteExcerpt, type Note } from '@track-grow/domain/notes';
import { cn } from '../../../lib/utils.ts';
import { formatNoteTime } from '../format.ts';

/** A note in the list: title (its own or its first line), a plain-text excerpt, tags, pin and when it changed. */
export function NoteCard({
  note,
  now,
  timeZone,
  onOpen,
}: {
  note: Note;
  now: Date;
  timeZone: string;
  onOpen: (note: Note) => void;
}) {
  const { t, i18n } = useTranslation('notes');
  const title = noteDisplayTitle(note);
  const excerpt = noteExcerpt(note, 180);
  return (
    <li>
      <button
        type="button"
        onClick={() => onOpen(note)}
        className={cn(
          'grid h-full w-full cursor-pointer content-start gap-1.5 rounded-2xl border bg-card p-4 text-left shadow-xs transition-colors hover:border-primary/40 hover:bg-accent/50 focus-visible:outline-2 focus-visible:outline-ring',
          note.pinned ? 'border-primary/30' : 'border-border',
        )}
      >
        <span className="flex items-start gap-2">
          <span
            className={cn(
              'min-w-0 flex-1 font-semibold wrap-anywhere',
              !title && 'text-muted-foreground italic',
            )}
          >
            {title || t('untitled')}
          </span>
          {note.pinned ? (
            <>
              <Pin aria-hidden="true" className="mt-0.5 size-4 shrink-0 fill-primary/20 text-primary" />
              <span className="sr-only">{t('pinned')}</span>
            </>
          ) : null}
        </span>
        {excerpt ? (
          <span className="line-clamp-3 text-sm wrap-anywhere text-muted-foreground">{excerpt}</span>
        ) : null}
        <span className="mt-1 flex flex-wrap items-center gap-1.5 text-xs text-muted-foreground">
          <time dateTime={note.updatedAt}>
            {formatNoteTime(note.updatedAt, now, i18n.language, timeZone)}
          </time>
          {note.tags.map((tag) => (
            <span
              key={tag}
              className="max-w-full rounded-full bg-muted px-2 py-0.5 wrap-anywhere text-foreground/80"
            >
              #{tag}
            </span>
          ))}
        </span>
      </button>
    </li>
  );
}
