import { queryOptions } from '@tanstack/react-query';
import { focusApi } from '@track-grow/domain/focus/api';
import { getAllPages } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** GET /api/focus-sessions?from=…&to=…: one day's sessions, newest first. */
export const daySessionsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: keyOf(focusApi.list, undefined, { from: date, to: date }),
    queryFn: () => getAllPages(focusApi.list, { from: date, to: date }),
    ...dependsOn('focus'),
  });
