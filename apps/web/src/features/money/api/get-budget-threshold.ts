import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyApi } from '@track-grow/domain/money/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/budget-threshold: the weekly and monthly limits (null = no limit). */
export const budgetThresholdQuery = queryOptions({
  queryKey: keyOf(moneyApi.budget),
  queryFn: () => callApi(moneyApi.budget),
  ...dependsOn('money'),
});

export const useBudgetThreshold = () => useQuery(budgetThresholdQuery);
