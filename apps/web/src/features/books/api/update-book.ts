import { useMutation } from '@tanstack/react-query';
import { booksApi } from '@track-grow/domain/books/api';
import type { UpdateBookInput } from '@track-grow/domain/books';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** PATCH /api/books/:id with the changed fields. */
export function useUpdateBook() {
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: UpdateBookInput }) =>
      callApi(booksApi.update, input, { params: { id } }),
    ...changes('books'),
  });
}
