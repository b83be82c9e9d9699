import { useMutation } from '@tanstack/react-query';
import { booksApi } from '@track-grow/domain/books/api';
import type { CreateBookInput } from '@track-grow/domain/books';
import { callApi } from '../../../lib/api-client.ts';
import { changes } from '../../../lib/query-keys.ts';

/** POST /api/books: a recommended book by `libraryId`, or one by hand. */
export function useCreateBook() {
  return useMutation({
    mutationFn: (input: CreateBookInput) => callApi(booksApi.create, input),
    ...changes('books'),
  });
}
