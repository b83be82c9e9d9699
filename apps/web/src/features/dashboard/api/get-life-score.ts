import { queryOptions } from '@tanstack/react-query';
import { dashboardApi } from '@track-grow/domain/dashboard/api';
import { callApi } from '../../../lib/api-client.ts';
import { dashboardKeys, scoreReads } from './keys.ts';

/** GET /api/dashboard/life-score: the last 7 days' score and its trend against the 7 before. */
export const lifeScoreQuery = queryOptions({
  queryKey: dashboardKeys.lifeScore,
  queryFn: () => callApi(dashboardApi.lifeScore),
  ...scoreReads,
});
