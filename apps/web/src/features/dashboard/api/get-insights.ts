import { queryOptions } from '@tanstack/react-query';
import { insightsApi } from '@track-grow/domain/dashboard/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/**
 * GET /api/insights: comparisons of mood and completed tasks across sleep and meditation (wellness), workouts,
 * habits, tasks, spending and focus.
 */
export const insightsQuery = queryOptions({
  queryKey: keyOf(insightsApi.list),
  queryFn: () => callApi(insightsApi.list),
  ...dependsOn('mood', 'tasks', 'habits', 'vacations', 'fitness', 'money', 'focus', 'wellness'),
});
