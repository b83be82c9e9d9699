import { queryOptions, useQuery } from '@tanstack/react-query';
import { quotesApi } from '@track-grow/domain/lessons/api';
import { callApi } from '../../../lib/api-client.ts';
import { dependsOn, keyOf } from '../../../lib/query-keys.ts';

const HOUR = 3_600_000;

/**
 * GET /api/quotes/daily: the quote of the user's day. SPEC.md 7 and 9: cached 12 h (fresh), kept 24 h.
 * The day follows the profile's time zone, so a profile change refreshes it. Home may read it from here.
 */
export const dailyQuoteQuery = queryOptions({
  queryKey: keyOf(quotesApi.daily),
  queryFn: () => callApi(quotesApi.daily),
  staleTime: 12 * HOUR,
  gcTime: 24 * HOUR,
  ...dependsOn('profile'),
});

export const useDailyQuote = () => useQuery(dailyQuoteQuery);
