import { queryOptions } from '@tanstack/react-query';
import { focusApi } from '@track-grow/domain/focus/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/focus-sessions/stats: today's sessions and minutes, the week's minutes, the last 7 days. */
export const focusStatsQueryOptions = queryOptions({
  queryKey: keyOf(focusApi.stats),
  queryFn: () => callApi(focusApi.stats),
  ...dependsOn('focus'),
});
