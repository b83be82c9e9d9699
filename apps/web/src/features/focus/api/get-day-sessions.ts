import { queryOptions } from '@tanstack/react-query';
import { focusSessionsApi } from '@track-grow/domain/focus/api';
import { getAllPages } from '../../../lib/api-list.ts';
import { dependsOn } from '../../../lib/query-keys.ts';
import { focusKeys } from './keys.ts';

/** GET /api/focus-sessions?from=…&to=…: one day's sessions, newest first. */
export const daySessionsQueryOptions = (date: string) =>
  queryOptions({
    queryKey: focusKeys.day(date),
    queryFn: () => getAllPages(focusSessionsApi.list, { from: date, to: date }),
    ...dependsOn('focus'),
  });
