import type { QueryClient } from '@tanstack/react-query';

export const MOODS_PATH = '/api/moods';
export const MOOD_SUMMARY_PATH = '/api/moods/summary';
export const MOOD_INSIGHTS_PATH = '/api/moods/insights';

/** SPEC.md 7: the path is the key; parameters are further key parts. */
export const moodKeys = {
  list: [MOODS_PATH] as const,
  summary: (year: number) => [MOOD_SUMMARY_PATH, { year }] as const,
  summaries: [MOOD_SUMMARY_PATH] as const,
  insights: [MOOD_INSIGHTS_PATH] as const,
};

/** Reads elsewhere that a mood moves (home's mood tiles and reminder, life score, charts, timeline). */
const relatedPaths = [
  '/api/widgets/data',
  '/api/dashboard/life-score',
  '/api/dashboard/chart-data',
  '/api/dashboard/analytics',
  '/api/timeline',
];

export async function invalidateMoods(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: moodKeys.list }),
    queryClient.invalidateQueries({ queryKey: moodKeys.summaries }),
    queryClient.invalidateQueries({ queryKey: moodKeys.insights }),
    ...relatedPaths.map((path) => queryClient.invalidateQueries({ queryKey: [path] })),
  ]);
}
