import { queryOptions, useQuery } from '@tanstack/react-query';
import { booksApi } from '@track-grow/domain/books/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn } from '../../../lib/query-keys.ts';
import { booksKeys } from './keys.ts';

/**
 * GET /api/books/summary: the yearly reading goal and the books finished this year. The goal is a profile
 * preference, so the read depends on the profile too.
 */
export const bookSummaryQuery = queryOptions({
  queryKey: booksKeys.summary,
  queryFn: () => callApi(booksApi.summary),
  ...dependsOn('books', 'profile'),
});

export const useBookSummary = () => useQuery(bookSummaryQuery);
