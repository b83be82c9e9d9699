import { useTranslation } from 'react-i18next';
import type { Book } from '@track-grow/domain/books';
import { DeleteDialog } from '../../../components/ui/delete-dialog.tsx';
import { useDeleteBook } from '../api/delete-book.ts';

/** "Delete Deep Work?" before a book leaves the list. */
export function DeleteBookDialog({
  book,
  onOpenChange,
}: {
  book: Book | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('books');
  return (
    <DeleteDialog
      id={book?.id ?? null}
      remove={useDeleteBook()}
      onOpenChange={onOpenChange}
      texts={{
        title: t('delete.title', { title: book?.title ?? '' }),
        body: t('delete.body'),
        confirm: t('delete.confirm'),
        done: t('delete.done'),
        failed: t('delete.failed'),
        fallback: t('errors.generic'),
      }}
    />
  );
}
