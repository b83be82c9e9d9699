import { queryOptions, useQuery } from '@tanstack/react-query';
import { habitsApi } from '@track-grow/domain/habits/api';
import { getAllPages } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/**
 * Every habit read follows the habits and the vacations (a vacation pauses every habit). SPEC.md 7's toggle
 * refresh set is every read that depends on 'habits': these, the mood insights, and the dashboard's reads.
 */
export const habitReads = dependsOn('habits', 'vacations');

/** GET /api/habits: the active habits in the user's order. */
export const activeHabitsQuery = () =>
  queryOptions({
    queryKey: keyOf(habitsApi.list),
    queryFn: () => getAllPages(habitsApi.list),
    ...habitReads,
  });

/** GET /api/habits?archived=true. */
export const archivedHabitsQuery = () =>
  queryOptions({
    queryKey: keyOf(habitsApi.list, undefined, { archived: true }),
    queryFn: () => getAllPages(habitsApi.list, { archived: true }),
    ...habitReads,
  });

export const useActiveHabits = () => useQuery(activeHabitsQuery());
export const useArchivedHabits = (enabled: boolean) => useQuery({ ...archivedHabitsQuery(), enabled });
