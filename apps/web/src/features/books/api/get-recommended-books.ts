import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksApi } from '@track-grow/domain/books/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/books/recommended: the built-in library, each with the id of the user's copy when it is on their list. */
export const recommendedBooksQuery = queryOptions({
  queryKey: keyOf(booksApi.recommended),
  queryFn: () => callApi(booksApi.recommended),
  ...dependsOn('books'),
});

export const useRecommendedBooks = () => useQuery(recommendedBooksQuery);
