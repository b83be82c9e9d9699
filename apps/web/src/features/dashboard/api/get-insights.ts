import { queryOptions } from '@tanstack/react-query';
import { insightsApi } from '@track-grow/domain/dashboard/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn } from '../../../lib/query-keys.ts';
import { dashboardKeys } from './keys.ts';

/**
 * GET /api/insights: comparisons of mood and completed tasks across sleep and meditation (wellness), workouts,
 * habits, tasks, spending and focus.
 */
export const insightsQuery = queryOptions({
  queryKey: dashboardKeys.insights,
  queryFn: () => callApi(insightsApi.list),
  ...dependsOn('mood', 'tasks', 'habits', 'vacations', 'fitness', 'money', 'focus', 'wellness'),
});
