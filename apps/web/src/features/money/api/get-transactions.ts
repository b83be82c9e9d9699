import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import type { Transaction } from '@track-grow/domain/money';
import { getPage } from './request.ts';
import { moneyKeys } from './keys.ts';

const path = api.transactions.list.path;
const schema = api.transactions.list.output;

/** GET /api/transactions?from&to, newest first, a page at a time: the next page's cursor is x-next-cursor. */
export const monthTransactionsQuery = (from: string, to: string) =>
  infiniteQueryOptions({
    queryKey: moneyKeys.monthTransactions(from, to),
    queryFn: ({ pageParam }) => getPage(path, { from, to, cursor: pageParam ?? undefined }, schema),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

export const useMonthTransactions = (from: string, to: string) =>
  useInfiniteQuery(monthTransactionsQuery(from, to));

/** Every transaction of a range, following x-next-cursor to the end (pages of 1000). */
export async function fetchAllTransactions(from: string, to: string): Promise<Transaction[]> {
  const rows: Transaction[] = [];
  let cursor: string | undefined;
  do {
    const page = await getPage(path, { from, to, limit: 1000, cursor }, schema);
    rows.push(...page.data);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return rows;
}

export const rangeTransactionsQuery = (from: string, to: string) =>
  queryOptions({
    queryKey: moneyKeys.rangeTransactions(from, to),
    queryFn: () => fetchAllTransactions(from, to),
  });

export const useRangeTransactions = (from: string, to: string) => useQuery(rangeTransactionsQuery(from, to));
