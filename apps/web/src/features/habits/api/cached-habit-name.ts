import type { QueryClient } from '@tanstack/react-query';
import { habitQuery } from './get-habit.ts';
import { activeHabitsQuery, archivedHabitsQuery } from './get-habits.ts';

/** The habit's name as the cache knows it, to name a queued day should the server refuse it later. */
export function cachedHabitName(queryClient: QueryClient, habitId: string): string {
  const lists = [activeHabitsQuery(), archivedHabitsQuery()].map((query) =>
    queryClient.getQueryData(query.queryKey),
  );
  const habit =
    lists.flatMap((list) => list ?? []).find((one) => one.id === habitId) ??
    queryClient.getQueryData(habitQuery(habitId).queryKey);
  return habit?.name ?? '';
}
