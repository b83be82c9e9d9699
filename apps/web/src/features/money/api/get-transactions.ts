import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { transactionsApi } from '@track-grow/domain/money/api';
import { getAllPages, getOne, getPage } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/transactions?from&to, newest first, a page at a time: the next page's cursor is x-next-cursor. */
export const monthTransactionsQuery = (from: string, to: string) =>
  infiniteQueryOptions({
    queryKey: keyOf(transactionsApi.list, undefined, { from, to }),
    queryFn: ({ pageParam }) => getPage(transactionsApi.list, { from, to, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...dependsOn('money'),
  });

export const useMonthTransactions = (from: string, to: string) =>
  useInfiniteQuery(monthTransactionsQuery(from, to));

/** Every transaction of a range, following x-next-cursor to the end (pages of 1000; the bound is only a guard). */
export const rangeTransactionsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: keyOf(transactionsApi.list, undefined, { from, to, limit: 1000 }),
    queryFn: () => getAllPages(transactionsApi.list, { from, to, limit: 1000 }, 1000),
    ...dependsOn('money'),
  });

export const useRangeTransactions = (from: string, to: string) => useQuery(rangeTransactionsQuery(from, to));

/** GET /api/transactions?from=day&to=day&limit=1: one row of the day if it has any (Home's budget reminder). */
export const anyTransactionOfDayQuery = (day: string) =>
  queryOptions({
    queryKey: keyOf(transactionsApi.list, undefined, { from: day, to: day, limit: 1 }),
    queryFn: () => getOne(transactionsApi.list, { from: day, to: day, limit: 1 }),
    ...dependsOn('money'),
  });
