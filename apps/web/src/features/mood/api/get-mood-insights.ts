import { queryOptions } from '@tanstack/react-query';
import { moodApi } from '@track-grow/domain/mood/api';
import { getOne } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/**
 * GET /api/moods/insights: what goes with better days over the last year, computed on the server from moods,
 * habits and tasks, so a write to any of them refreshes it. Read again each time the mood screen opens
 * (staleTime 0) rather than kept for the app's usual 30 s.
 */
export const moodInsightsQueryOptions = queryOptions({
  queryKey: keyOf(moodApi.insights),
  queryFn: () => getOne(moodApi.insights),
  staleTime: 0,
  ...dependsOn('mood', 'habits', 'tasks'),
});
