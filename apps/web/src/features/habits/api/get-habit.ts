import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { habitsApi } from '@track-grow/domain/habits/api';
import type { Habit } from '@track-grow/domain/habits';
import { callApi } from '../../../lib/api-client.ts';
import { keyOf } from '../../../lib/query-keys.ts';
import { activeHabitsQuery, archivedHabitsQuery, habitReads } from './get-habits.ts';

/** GET /api/habits/:id (archived ones too). */
export const habitQuery = (habitId: string) =>
  queryOptions({
    queryKey: keyOf(habitsApi.get, { id: habitId }),
    queryFn: () => callApi(habitsApi.get, { params: { id: habitId } }),
    ...habitReads,
  });

/**
 * One habit. The copy in a cached list shows meanwhile (a placeholder, never cached: a habit deleted elsewhere
 * still ends in "not found").
 */
export function useHabit(habitId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...habitQuery(habitId),
    placeholderData: () =>
      [activeHabitsQuery().queryKey, archivedHabitsQuery().queryKey]
        .flatMap((key) => queryClient.getQueryData<Habit[]>(key) ?? [])
        .find((habit) => habit.id === habitId),
  });
}
