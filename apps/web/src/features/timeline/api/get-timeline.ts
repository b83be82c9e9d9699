import { infiniteQueryOptions } from '@tanstack/react-query';
import { type TimelineArea, timelineAreas } from '@track-grow/domain/timeline';
import { timelineApi } from '@track-grow/domain/timeline/api';
import { getPage } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** Entries a page asks for: a screenful and a half on a phone. */
export const TIMELINE_PAGE_SIZE = 30;

/**
 * GET /api/timeline?area=…&cursor=…: every area's events, newest first, a page at a time; the next page's
 * cursor comes in `x-next-cursor`. It reads every area it shows, and the profile (the user's day of an entry
 * follows their time zone), so a habit ticked or a mood logged anywhere refreshes it.
 */
export const timelineQueryOptions = (area: TimelineArea | '') => {
  const query = { area: area || undefined, limit: TIMELINE_PAGE_SIZE };
  return infiniteQueryOptions({
    queryKey: keyOf(timelineApi.list, undefined, query),
    queryFn: ({ pageParam }) => getPage(timelineApi.list, { ...query, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...dependsOn(...timelineAreas, 'profile'),
  });
};
