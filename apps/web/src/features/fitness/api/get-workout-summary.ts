import { queryOptions, useQuery } from '@tanstack/react-query';
import { fitnessApi } from '@track-grow/domain/fitness/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/**
 * GET /api/workouts/summary: this week's minutes, workouts and calories against the weekly goal, and the
 * personal bests. The goal is a profile preference, so the read depends on the profile too.
 */
export const workoutSummaryQuery = queryOptions({
  queryKey: keyOf(fitnessApi.summary),
  queryFn: () => callApi(fitnessApi.summary),
  ...dependsOn('fitness', 'profile'),
});

export const useWorkoutSummary = () => useQuery(workoutSummaryQuery);
