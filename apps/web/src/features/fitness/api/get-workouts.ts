import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fitnessApi } from '@track-grow/domain/fitness/api';
import { getPage } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** How many workouts a page of the history holds. */
export const HISTORY_PAGE_SIZE = 10;

/** GET /api/workouts?limit, newest first, a page at a time: the next page's cursor is x-next-cursor. */
export const workoutHistoryQuery = (limit = HISTORY_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: keyOf(fitnessApi.list, undefined, { limit }),
    queryFn: ({ pageParam }) => getPage(fitnessApi.list, { limit, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...dependsOn('fitness'),
  });

export const useWorkoutHistory = () => useInfiniteQuery(workoutHistoryQuery());
