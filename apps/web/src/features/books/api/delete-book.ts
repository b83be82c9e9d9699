import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** DELETE /api/books/:id. */
export function useDeleteBook() {
  return useMutation({
    mutationFn: (id: string) => callApi(api.books.remove, { params: { id } }),
    ...changes('books'),
  });
}
