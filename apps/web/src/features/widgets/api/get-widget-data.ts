import { queryOptions, useQuery } from '@tanstack/react-query';
import { widgetsApi } from '@track-grow/domain/dashboard/api';
import { callApi } from '../../../lib/api-client.ts';
import { ALL_AREAS, dependsOn, keyOf } from '../../../lib/query-keys.ts';

/**
 * GET /api/widgets/data: the tiles' figures, summed per period by the server. They are computed from every
 * area and the profile's day and week, so any write refreshes them. SPEC.md 7: cached 30 s, no refetch on focus.
 */
export const widgetDataQuery = queryOptions({
  queryKey: keyOf(widgetsApi.data),
  queryFn: () => callApi(widgetsApi.data),
  staleTime: 30_000,
  refetchOnWindowFocus: false,
  ...dependsOn(...ALL_AREAS),
});

export const useWidgetData = () => useQuery(widgetDataQuery);
