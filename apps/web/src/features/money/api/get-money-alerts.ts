import { queryOptions, useQuery } from '@tanstack/react-query';
import { moneyApi } from '@track-grow/domain/money/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/money/alerts: the budget alerts of the user's today (exceeded, or approaching at 80%). */
export const moneyAlertsQuery = queryOptions({
  queryKey: keyOf(moneyApi.alerts),
  queryFn: () => callApi(moneyApi.alerts),
  ...dependsOn('money'),
});

export const useMoneyAlerts = () => useQuery(moneyAlertsQuery);
