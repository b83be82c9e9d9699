import { queryOptions } from '@tanstack/react-query';
import { wellnessApi } from '@track-grow/domain/wellness/api';
import type { WellnessEntry } from '@track-grow/domain/wellness';
import { getOne } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/**
 * GET /api/wellness?from&to: the logged days between two dates, newest first (one row a day, so 30 days is
 * one page). The screen reads the last 30 days, and one earlier day when the user picks it.
 */
export const wellnessRangeQueryOptions = (from: string, to: string) =>
  queryOptions({
    queryKey: keyOf(wellnessApi.list, undefined, { from, to }),
    queryFn: (): Promise<WellnessEntry[]> => getOne(wellnessApi.list, { from, to }),
    ...dependsOn('wellness'),
  });
