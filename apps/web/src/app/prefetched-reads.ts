import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { activeHabitsQuery } from '../features/habits/api/get-habits.ts';
import { lessonCompletionsQuery } from '../features/lessons/api/get-completions.ts';
import { moodsQueryOptions } from '../features/mood/api/get-moods.ts';
import { notesQueryOptions } from '../features/notes/api/get-notes.ts';
import { allTasksQueryOptions } from '../features/tasks/api/get-tasks.ts';

/**
 * SPEC.md 7's prefetch after sign-in: the area reads a screen shows as it opens, each by that screen's own
 * query options (the same key, the same parsing, the same areas), so its first visit finds them cached.
 */
export function prefetchedReads(queryClient: QueryClient): [QueryKey, () => Promise<unknown>][] {
  const habits = activeHabitsQuery();
  const notes = notesQueryOptions({ q: '', tag: '' });
  return [
    [habits.queryKey, () => queryClient.fetchQuery(habits)],
    [allTasksQueryOptions.queryKey, () => queryClient.fetchQuery(allTasksQueryOptions)],
    [moodsQueryOptions.queryKey, () => queryClient.fetchQuery(moodsQueryOptions)],
    [notes.queryKey, () => queryClient.fetchInfiniteQuery(notes)],
    [lessonCompletionsQuery.queryKey, () => queryClient.fetchQuery(lessonCompletionsQuery)],
  ];
}

/** Starts every read not already fresh in the cache; a failure is only logged (SPEC.md 8). */
export function prefetchAreaReads(queryClient: QueryClient): void {
  for (const [key, fetch] of prefetchedReads(queryClient))
    fetch().catch((error: unknown) => console.warn(`Prefetch of ${String(key[0])} failed`, error));
}
