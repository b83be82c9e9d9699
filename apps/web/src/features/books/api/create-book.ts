import { useMutation } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { CreateBookInput } from '@track-grow/domain/books';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/books: a recommended book by `libraryId`, or one by hand. */
export function useCreateBook() {
  return useMutation({
    mutationFn: (input: CreateBookInput) => callApi(api.books.create, input),
    ...changes('books'),
  });
}
