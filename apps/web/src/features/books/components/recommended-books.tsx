import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Plus } from 'lucide-react';
import { bookTopics, type BookTopic, type RecommendedBook } from '@track-grow/domain/books';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useCreateBook } from '../api/create-book.ts';

/** "Recommended books": the built-in library, filterable by topic, each addable to the user's list once. */
export function RecommendedBooks({ books }: { books: RecommendedBook[] | undefined }) {
  const { t } = useTranslation('books');
  const ids = useId();
  const [topic, setTopic] = useState<BookTopic | 'all'>('all');
  const shown = books?.filter((b) => topic === 'all' || b.topic === topic);

  return (
    <section aria-labelledby={`${ids}-title`} className="grid grid-cols-1 gap-3">
      <h2 id={`${ids}-title`} className="text-lg font-semibold tracking-tight">
        {t('recommended.title')}
      </h2>
      <div role="group" aria-label={t('recommended.filter')} className="flex flex-wrap gap-2">
        {(['all', ...bookTopics] as const).map((value) => (
          <Button
            key={value}
            size="sm"
            variant={topic === value ? 'default' : 'outline'}
            aria-pressed={topic === value}
            onClick={() => setTopic(value)}
          >
            {t(`topics.${value}`)}
          </Button>
        ))}
      </div>
      {!shown ? (
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label={t('loading')}>
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-44 rounded-2xl" />
          ))}
        </div>
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">
          {shown.map((book) => (
            <RecommendedBookCard key={book.id} book={book} />
          ))}
        </ul>
      )}
    </section>
  );
}

function RecommendedBookCard({ book }: { book: RecommendedBook }) {
  const { t } = useTranslation('books');
  const create = useCreateBook();
  const onList = book.bookId !== null;
  const add = () =>
    create.mutate(
      { libraryId: book.id },
      {
        onSuccess: () =>
          toast({ variant: 'success', title: t('recommended.added'), description: book.title }),
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: t('recommended.addFailed'),
            description: errorMessage(error, t('errors.generic')),
          }),
      },
    );
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-border bg-card p-4 shadow-xs">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{book.title}</h3>
          <p className="text-sm text-muted-foreground">
            {t('recommended.byline', { author: book.author, year: book.year })}
          </p>
        </div>
        <span className="shrink-0 rounded-full bg-secondary px-2.5 py-0.5 text-xs font-medium text-secondary-foreground">
          {t(`topics.${book.topic}`)}
        </span>
      </div>
      <p className="flex-1 text-sm">{book.summary}</p>
      <Button
        size="sm"
        variant={onList ? 'secondary' : 'outline'}
        className={cn('justify-self-start self-start')}
        disabled={onList || create.isPending}
        aria-label={onList ? undefined : t('recommended.addLabel', { title: book.title })}
        onClick={add}
      >
        {onList ? <Check aria-hidden="true" /> : <Plus aria-hidden="true" />}
        {onList ? t('recommended.onList') : t('recommended.add')}
      </Button>
    </li>
  );
}
