import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Book, BookStatus } from '@track-grow/domain/books';
import { AreaPageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useCreateIntent } from '../../../lib/use-create-intent.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useToday } from '../../../lib/user-today.ts';
import '../i18n.ts';
import { useBookSummary } from '../api/get-book-summary.ts';
import { useRecommendedBooks } from '../api/get-recommended-books.ts';
import { BookSheet, type BookSheetState } from './book-sheet.tsx';
import { DeleteBookDialog } from './delete-book-dialog.tsx';
import { MyBooks } from './my-books.tsx';
import { ReadingGoalCard } from './reading-goal-card.tsx';
import { RecommendedBooks } from './recommended-books.tsx';

/** /books: the yearly reading goal, the user's books by status, and the recommended library. */
export default function BooksPage() {
  const { t } = useTranslation('books');
  const { user } = useCurrentUser();
  const today = useToday(user);
  const summary = useBookSummary();
  const recommended = useRecommendedBooks();
  useFailureToast([summary, recommended], {
    title: t('errors.loadFailed'),
    description: t('errors.generic'),
  });

  const [status, setStatus] = useState<BookStatus>('reading');
  // /books?new=1 (the Hub's "Quick add") opens the add-a-book sheet.
  const intent = useCreateIntent();
  const [sheet, setSheet] = useState<BookSheetState | null>(intent ? { mode: 'create' } : null);
  const [deleting, setDeleting] = useState<Book | null>(null);
  const add = () => setSheet({ mode: 'create' });

  return (
    <div className="grid grid-cols-1 gap-6">
      {/* On a phone, My books' own add button is the way in. */}
      <AreaPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        addLabel={t('mine.add')}
        onAdd={add}
        phone="none"
      />
      <ReadingGoalCard summary={summary.data} />
      <MyBooks
        status={status}
        onStatusChange={setStatus}
        counts={summary.data?.counts}
        onAdd={add}
        onEdit={(book) => setSheet({ mode: 'edit', book })}
        onDelete={setDeleting}
      />
      <RecommendedBooks books={recommended.data} />

      <BookSheet state={sheet} onClose={() => setSheet(null)} today={today} />
      <DeleteBookDialog
        book={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </div>
  );
}
