import { queryOptions, useQuery } from '@tanstack/react-query';
import { widgetsApi } from '@track-grow/domain/dashboard/api';
import { callApi } from '../../../lib/api-client.ts';
import { ALL_AREAS, dependsOn } from '../../../lib/query-keys.ts';

/** Query key: the path itself (SPEC.md 7). */
export const widgetDataKey = ['/api/widgets/data'] as const;

/**
 * GET /api/widgets/data: the tiles' figures, summed per period by the server. They are computed from every
 * area and the profile's day and week, so any write refreshes them. SPEC.md 7: cached 30 s, no refetch on focus.
 */
export const widgetDataQuery = queryOptions({
  queryKey: widgetDataKey,
  queryFn: () => callApi(widgetsApi.data),
  staleTime: 30_000,
  refetchOnWindowFocus: false,
  ...dependsOn(...ALL_AREAS),
});

export const useWidgetData = () => useQuery(widgetDataQuery);
