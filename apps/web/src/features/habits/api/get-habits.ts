import { queryOptions, useQuery } from '@tanstack/react-query';
import { habitsApi } from '@track-grow/domain/habits/api';
import { habitKeys, habitReads } from './keys.ts';
import { getAllPages } from '../../../lib/api-list.ts';

/** GET /api/habits: the active habits in the user's order. */
export const activeHabitsQuery = () =>
  queryOptions({
    queryKey: habitKeys.active(),
    queryFn: () => getAllPages(habitsApi.list),
    ...habitReads,
  });

/** GET /api/habits?archived=true. */
export const archivedHabitsQuery = () =>
  queryOptions({
    queryKey: habitKeys.archived(),
    queryFn: () => getAllPages(habitsApi.list, { archived: true }),
    ...habitReads,
  });

export const useActiveHabits = () => useQuery(activeHabitsQuery());
export const useArchivedHabits = (enabled: boolean) => useQuery({ ...archivedHabitsQuery(), enabled });
