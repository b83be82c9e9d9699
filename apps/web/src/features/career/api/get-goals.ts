import { queryOptions, useQuery } from '@tanstack/react-query';
import { careerGoalsApi } from '@track-grow/domain/career/api';
import { getAllPages } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/career/goals, newest first: every page (a person keeps a handful of goals). */
export const goalsQuery = queryOptions({
  queryKey: keyOf(careerGoalsApi.list),
  queryFn: () => getAllPages(careerGoalsApi.list),
  ...dependsOn('career'),
});

export const useGoals = () => useQuery(goalsQuery);
