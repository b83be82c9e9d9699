import { useMutation } from '@tanstack/react-query';
import { booksApi } from '@track-grow/domain/books/api';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/books/:id. */
export function useDeleteBook() {
  return useMutation({
    mutationFn: (id: string) => callApi(booksApi.remove, { params: { id } }),
    ...changes('books'),
  });
}
