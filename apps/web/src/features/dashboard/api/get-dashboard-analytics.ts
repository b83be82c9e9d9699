import { queryOptions } from '@tanstack/react-query';
import { dashboardApi } from '@track-grow/domain/dashboard/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/**
 * GET /api/dashboard/analytics: /dashboard's figures. Its week totals also count focus minutes, books,
 * lessons and notes, so it follows those areas besides the score's.
 */
export const dashboardAnalyticsQuery = queryOptions({
  queryKey: keyOf(dashboardApi.analytics),
  queryFn: () => callApi(dashboardApi.analytics),
  ...dependsOn(
    'mood',
    'habits',
    'vacations',
    'fitness',
    'tasks',
    'money',
    'focus',
    'books',
    'lessons',
    'notes',
  ),
});
