import { useTranslation } from 'react-i18next';
import { Star } from 'lucide-react';
import { readingProgress, type Book } from '@track-grow/domain/books';
import { cn } from '../../../lib/utils.ts';
import { formatDay } from '../format.ts';
import { RowActions } from '../../../components/ui/row-actions.tsx';

/** One of the user's books: author, pages with a progress bar, rating, dates, notes, edit and delete. */
export function BookItem({
  book,
  onEdit,
  onDelete,
}: {
  book: Book;
  onEdit: (book: Book) => void;
  onDelete: (book: Book) => void;
}) {
  const { t, i18n } = useTranslation('books');
  const percent = readingProgress(book);
  return (
    <li className="grid gap-2 rounded-2xl border border-border bg-card p-4 shadow-xs">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold wrap-anywhere">{book.title}</h3>
          {book.author ? <p className="text-sm text-muted-foreground wrap-anywhere">{book.author}</p> : null}
        </div>
        <div className="flex shrink-0 gap-1">
          <RowActions
            editLabel={t('mine.edit', { title: book.title })}
            deleteLabel={t('mine.delete', { title: book.title })}
            onEdit={() => onEdit(book)}
            onDelete={() => onDelete(book)}
          />
        </div>
      </div>
      {percent !== null && book.totalPages !== null ? (
        <div className="grid gap-1">
          <div
            role="progressbar"
            aria-label={t('mine.progress', { title: book.title })}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('mine.pages', { read: book.pagesRead, total: book.totalPages })}
            className="h-2 overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn('h-full rounded-full', percent === 100 ? 'bg-emerald-500' : 'bg-primary')}
              style={{ width: `${percent}%` }}
            />
          </div>
          <p className="text-xs text-muted-foreground tabular-nums">
            {t('mine.pages', { read: book.pagesRead, total: book.totalPages })}
          </p>
        </div>
      ) : book.pagesRead > 0 ? (
        <p className="text-xs text-muted-foreground">{t('mine.pagesRead', { count: book.pagesRead })}</p>
      ) : null}
      <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted-foreground">
        {book.rating !== null ? (
          <span
            className="flex items-center gap-0.5"
            role="img"
            aria-label={t('mine.rating', { rating: book.rating })}
          >
            {[1, 2, 3, 4, 5].map((n) => (
              <Star
                key={n}
                aria-hidden="true"
                className={cn(
                  'size-4',
                  n <= book.rating! ? 'fill-amber-400 text-amber-500' : 'text-muted-foreground/50',
                )}
              />
            ))}
          </span>
        ) : null}
        {book.startedAt ? (
          <span>{t('mine.started', { date: formatDay(book.startedAt, i18n.language) })}</span>
        ) : null}
        {book.finishedAt ? (
          <span>{t('mine.finished', { date: formatDay(book.finishedAt, i18n.language) })}</span>
        ) : null}
      </p>
      {book.notes ? <p className="text-sm whitespace-pre-wrap wrap-anywhere">{book.notes}</p> : null}
    </li>
  );
}
