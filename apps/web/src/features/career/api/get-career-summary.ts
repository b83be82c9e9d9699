import { queryOptions, useQuery } from '@tanstack/react-query';
import { careerApi } from '@track-grow/domain/career/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/career/summary: goals active and completed, average progress, next target, skills, this year. */
export const careerSummaryQuery = queryOptions({
  queryKey: keyOf(careerApi.summary),
  queryFn: () => callApi(careerApi.summary),
  ...dependsOn('career'),
});

export const useCareerSummary = () => useQuery(careerSummaryQuery);
