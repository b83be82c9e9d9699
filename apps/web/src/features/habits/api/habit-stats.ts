import { queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import { habitsApi } from '@track-grow/domain/habits/api';
import { callApi } from '../../../lib/api-client.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { habitReads } from './get-habits.ts';

/** GET /api/habits/:id/stats: streaks, strength, 30/90-day rates. */
export const habitStatsQuery = (habitId: string) =>
  queryOptions({
    queryKey: keyOf(habitsApi.habitStats, { id: habitId }),
    queryFn: () => callApi(habitsApi.habitStats, { params: { id: habitId } }),
    ...habitReads,
  });

export const useHabitStats = (habitId: string) => useQuery(habitStatsQuery(habitId));

/** The stats of a few habits (those whose streak reaches past the list's window), one query each. */
export const useHabitsStats = (habitIds: readonly string[]) =>
  useQueries({ queries: habitIds.map((id) => habitStatsQuery(id)) });
