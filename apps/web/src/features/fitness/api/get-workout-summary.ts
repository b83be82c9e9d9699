import { queryOptions, useQuery } from '@tanstack/react-query';
import { workoutsApi } from '@track-grow/domain/fitness/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn } from '../../../lib/query-keys.ts';
import { fitnessKeys } from './keys.ts';

/**
 * GET /api/workouts/summary: this week's minutes, workouts and calories against the weekly goal, and the
 * personal bests. The goal is a profile preference, so the read depends on the profile too.
 */
export const workoutSummaryQuery = queryOptions({
  queryKey: fitnessKeys.summary,
  queryFn: () => callApi(workoutsApi.summary),
  ...dependsOn('fitness', 'profile'),
});

export const useWorkoutSummary = () => useQuery(workoutSummaryQuery);
