import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { careerAchievementsApi } from '@track-grow/domain/career/api';
import { getPage } from '../../../lib/api-list.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

/** How many achievements a page of the log holds. */
export const ACHIEVEMENTS_PAGE_SIZE = 20;

/** GET /api/career/achievements?limit, newest first, a page at a time (x-next-cursor). */
export const achievementsQuery = (limit = ACHIEVEMENTS_PAGE_SIZE) =>
  infiniteQueryOptions({
    queryKey: keyOf(careerAchievementsApi.list, undefined, { limit }),
    queryFn: ({ pageParam }) => getPage(careerAchievementsApi.list, { limit, cursor: pageParam }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    ...dependsOn('career'),
  });

export const useAchievements = () => useInfiniteQuery(achievementsQuery());
