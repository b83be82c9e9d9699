import type { QueryClient } from '@tanstack/react-query';
import type { Habit } from '@track-grow/domain/habits';
import { habitKeys } from './keys.ts';

/** The habit's name as the cache knows it, to name a queued day should the server refuse it later. */
export function cachedHabitName(queryClient: QueryClient, habitId: string): string {
  const lists = [habitKeys.active(), habitKeys.archived()].map((key) =>
    queryClient.getQueryData<Habit[]>(key),
  );
  const habit =
    lists.flatMap((list) => list ?? []).find((one) => one.id === habitId) ??
    queryClient.getQueryData<Habit>(habitKeys.one(habitId));
  return habit?.name ?? '';
}
