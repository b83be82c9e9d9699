import { queryOptions } from '@tanstack/react-query';
import { focusSessionsApi } from '@track-grow/domain/focus/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn } from '../../../lib/query-keys.ts';
import { focusKeys } from './keys.ts';

/** GET /api/focus-sessions/stats: today's sessions and minutes, the week's minutes, the last 7 days. */
export const focusStatsQueryOptions = queryOptions({
  queryKey: focusKeys.stats(),
  queryFn: () => callApi(focusSessionsApi.stats),
  ...dependsOn('focus'),
});
