import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { BookOpen, Plus } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { bookStatuses, type Book, type BookStatus } from '@track-grow/domain/books';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../lib/toast.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useBooks } from '../api/get-books.ts';
import { BookItem } from './book-item.tsx';

interface MyBooksProps {
  status: BookStatus;
  onStatusChange: (status: BookStatus) => void;
  counts: Record<BookStatus, number> | undefined;
  onAdd: () => void;
  onEdit: (book: Book) => void;
  onDelete: (book: Book) => void;
}

/** "My books": want to read, reading and completed as tabs, each a list read a page at a time. */
export function MyBooks({ status, onStatusChange, counts, onAdd, onEdit, onDelete }: MyBooksProps) {
  const { t } = useTranslation('books');
  const ids = useId();
  return (
    <section aria-labelledby={`${ids}-title`} className="grid grid-cols-1 gap-3">
      <div className="flex items-center justify-between gap-3">
        <h2 id={`${ids}-title`} className="text-lg font-semibold tracking-tight">
          {t('mine.title')}
        </h2>
        <Button variant="outline" size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {t('mine.add')}
        </Button>
      </div>
      <Tabs.Root value={status} onValueChange={(value) => onStatusChange(value as BookStatus)}>
        <Tabs.List aria-label={t('mine.title')} className="grid grid-cols-3 gap-1 rounded-xl bg-muted p-1">
          {bookStatuses.map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className={cn(
                // Three equal tabs; on a phone the count goes under its label rather than out of sight, and a
                // label breaks only between words (smaller below 360 px, where "Completed" has 70 px).
                'min-w-0 cursor-pointer rounded-lg px-1 py-2 text-[0.8125rem] leading-tight font-medium wrap-normal text-muted-foreground min-[360px]:px-2 min-[360px]:text-sm',
                'focus-visible:outline-2 focus-visible:outline-ring data-[state=active]:bg-card data-[state=active]:text-foreground data-[state=active]:shadow-xs',
              )}
            >
              {t(`statuses.${value}`)}
              {counts ? (
                <span className="ml-1.5 inline-block whitespace-nowrap tabular-nums">({counts[value]})</span>
              ) : null}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {bookStatuses.map((value) => (
          <Tabs.Content key={value} value={value} className="pt-3">
            {value === status ? (
              <BookList status={value} onAdd={onAdd} onEdit={onEdit} onDelete={onDelete} />
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </section>
  );
}

function BookList({
  status,
  onAdd,
  onEdit,
  onDelete,
}: Pick<MyBooksProps, 'status' | 'onAdd' | 'onEdit' | 'onDelete'>) {
  const { t } = useTranslation('books');
  const list = useBooks(status);
  useFailureToast([list], { title: t('errors.loadFailed'), description: t('errors.generic') });
  const books = useMemo(() => list.data?.pages.flatMap((page) => page.items), [list.data]);
  if (!books)
    return (
      <div className="grid gap-3" role="status" aria-label={t('loading')}>
        <Skeleton className="h-24 rounded-2xl" />
        <Skeleton className="h-24 rounded-2xl" />
      </div>
    );
  if (books.length === 0)
    return (
      <EmptyState
        icon={BookOpen}
        title={t(`mine.empty.${status}`)}
        actions={
          <Button variant="outline" onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t('mine.add')}
          </Button>
        }
      >
        {t('mine.emptyHint')}
      </EmptyState>
    );
  return (
    <div className="grid gap-3">
      <ul className="grid gap-3 md:grid-cols-2">
        {books.map((book) => (
          <BookItem key={book.id} book={book} onEdit={onEdit} onDelete={onDelete} />
        ))}
      </ul>
      {list.hasNextPage ? (
        <Button
          variant="outline"
          className="justify-self-center"
          disabled={list.isFetchingNextPage}
          onClick={() => {
            list
              .fetchNextPage()
              .catch(() => toast({ title: t('errors.loadFailed'), variant: 'destructive' }));
          }}
        >
          {t('mine.loadMore')}
        </Button>
      ) : null}
    </div>
  );
}
