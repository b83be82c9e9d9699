import { queryOptions } from '@tanstack/react-query';
import { dashboardApi } from '@track-grow/domain/dashboard/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/**
 * A day's score is made of mood, habits (whose scheduled days vacations change), fitness (against the weekly
 * goal kept in the profile), tasks and money (DESIGN.md 5), so a write to any of them, a habit toggle first,
 * refreshes the score and its charts.
 */
export const scoreReads = dependsOn('mood', 'habits', 'vacations', 'fitness', 'profile', 'tasks', 'money');

/** GET /api/dashboard/life-score: the last 7 days' score and its trend against the 7 before. */
export const lifeScoreQuery = queryOptions({
  queryKey: keyOf(dashboardApi.lifeScore),
  queryFn: () => callApi(dashboardApi.lifeScore),
  ...scoreReads,
});
