import { useQuery, useQueryClient } from '@tanstack/react-query';
import { habitsApi } from '@track-grow/domain/habits/api';
import type { Habit } from '@track-grow/domain/habits';
import { callApi } from '../../../lib/api-client.ts';
import { habitKeys, habitReads } from './keys.ts';

/**
 * GET /api/habits/:id (archived ones too). The copy in a cached list shows meanwhile (a placeholder, never
 * cached: a habit deleted elsewhere still ends in "not found").
 */
export function useHabit(habitId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: habitKeys.one(habitId),
    queryFn: () => callApi(habitsApi.get, { params: { id: habitId } }),
    ...habitReads,
    placeholderData: () =>
      [habitKeys.active(), habitKeys.archived()]
        .flatMap((key) => queryClient.getQueryData<Habit[]>(key) ?? [])
        .find((habit) => habit.id === habitId),
  });
}
