import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyApi } from '@track-grow/domain/money/api';
import { getOne } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/money/summary?month=yyyy-MM: the month's totals, spending by category and the last 12 months. */
export const moneySummaryQuery = (month: string) =>
  queryOptions({
    queryKey: keyOf(moneyApi.summary, undefined, { month }),
    queryFn: () => getOne(moneyApi.summary, { month }),
    ...dependsOn('money'),
  });

export const useMoneySummary = (month: string) => useQuery(moneySummaryQuery(month));
