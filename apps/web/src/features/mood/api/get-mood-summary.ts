import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { moodApi } from '@track-grow/domain/mood/api';
import { getOne } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/**
 * GET /api/moods/summary?year=: the week/month/year averages and the 30-day trend (always up to today) and
 * the year in pixels of `year`. Switching years keeps the last answer on screen until the new one arrives.
 */
export const moodSummaryQueryOptions = (year: number) =>
  queryOptions({
    queryKey: keyOf(moodApi.summary, undefined, { year }),
    queryFn: () => getOne(moodApi.summary, { year }),
    placeholderData: keepPreviousData,
    ...dependsOn('mood'),
  });
