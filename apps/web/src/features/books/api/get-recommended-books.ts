import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksApi } from '@track-grow/domain/books/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn } from '../../../lib/query-keys.ts';
import { booksKeys } from './keys.ts';

/** GET /api/books/recommended: the built-in library, each with the id of the user's copy when it is on their list. */
export const recommendedBooksQuery = queryOptions({
  queryKey: booksKeys.recommended,
  queryFn: () => callApi(booksApi.recommended),
  ...dependsOn('books'),
});

export const useRecommendedBooks = () => useQuery(recommendedBooksQuery);
