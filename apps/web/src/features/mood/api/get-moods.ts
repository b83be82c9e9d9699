import { queryOptions } from '@tanstack/react-query';
import { moodApi } from '@track-grow/domain/mood/api';
import type { Mood } from '@track-grow/domain/mood';
import { getOne } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/**
 * GET /api/moods: the entries of the last 90 days, newest first (SPEC.md 7's list, also prefetched). The
 * pixels, trend, averages and insights come from their own aggregate reads, not from this list.
 */
export const moodsQueryOptions = queryOptions({
  queryKey: keyOf(moodApi.list),
  queryFn: (): Promise<Mood[]> => getOne(moodApi.list),
  ...dependsOn('mood'),
});

/** GET /api/moods?from=day&to=day: the entries of one day (Home reads whether today has one). */
export const dayMoodsQueryOptions = (day: string) =>
  queryOptions({
    queryKey: keyOf(moodApi.list, undefined, { from: day, to: day }),
    queryFn: (): Promise<Mood[]> => getOne(moodApi.list, { from: day, to: day }),
    ...dependsOn('mood'),
  });
