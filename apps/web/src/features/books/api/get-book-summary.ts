import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksApi } from '@track-grow/domain/books/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/**
 * GET /api/books/summary: the yearly reading goal and the books finished this year. The goal is a profile
 * preference, so the read depends on the profile too.
 */
export const bookSummaryQuery = queryOptions({
  queryKey: keyOf(booksApi.summary),
  queryFn: () => callApi(booksApi.summary),
  ...dependsOn('books', 'profile'),
});

export const useBookSummary = () => useQuery(bookSummaryQuery);
