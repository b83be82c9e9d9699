import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyApi } from '@track-grow/domain/money/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn } from '../../../lib/query-keys.ts';
import { moneyKeys } from './keys.ts';

/** GET /api/budget-threshold: the weekly and monthly limits (null = no limit). */
export const budgetThresholdQuery = queryOptions({
  queryKey: moneyKeys.budget,
  queryFn: () => callApi(moneyApi.budget),
  ...dependsOn('money'),
});

export const useBudgetThreshold = () => useQuery(budgetThresholdQuery);
