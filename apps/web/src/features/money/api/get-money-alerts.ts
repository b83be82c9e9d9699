import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@track-grow/domain';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn } from '../../../lib/query-keys.ts';
import { moneyKeys } from './keys.ts';

/** GET /api/money/alerts: the budget alerts of the user's today (exceeded, or approaching at 80%). */
export const moneyAlertsQuery = queryOptions({
  queryKey: moneyKeys.alerts,
  queryFn: () => callApi(api.money.alerts),
  ...dependsOn('money'),
});

export const useMoneyAlerts = () => useQuery(moneyAlertsQuery);
