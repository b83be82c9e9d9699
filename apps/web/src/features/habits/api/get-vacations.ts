import { queryOptions, useQuery } from '@tanstack/react-query';
import { vacationsApi } from '@track-grow/domain/habits/api';
import { getAllPages } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/vacations: every vacation, newest first. */
export const vacationsQuery = () =>
  queryOptions({
    queryKey: keyOf(vacationsApi.list),
    queryFn: () => getAllPages(vacationsApi.list),
    ...dependsOn('vacations'),
  });

export const useVacations = () => useQuery(vacationsQuery());
