import { queryOptions, useQuery } from '@tanstack/react-query';
import { vacationsApi } from '@track-grow/domain/habits/api';
import { dependsOn } from '../../../lib/query-keys.ts';
import { vacationKeys } from './keys.ts';
import { getAllPages } from '../../../lib/api-list.ts';

/** GET /api/vacations: every vacation, newest first. */
export const vacationsQuery = () =>
  queryOptions({
    queryKey: vacationKeys.all(),
    queryFn: () => getAllPages(vacationsApi.list),
    ...dependsOn('vacations'),
  });

export const useVacations = () => useQuery(vacationsQuery());
