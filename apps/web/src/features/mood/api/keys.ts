export const MOODS_PATH = '/api/moods';
export const MOOD_SUMMARY_PATH = '/api/moods/summary';
export const MOOD_INSIGHTS_PATH = '/api/moods/insights';

/** SPEC.md 7: the path is the key; parameters are further key parts. */
export const moodKeys = {
  list: [MOODS_PATH] as const,
  /** One day's entries (Home's "mood logged today"). */
  day: (day: string) => [MOODS_PATH, { from: day, to: day }] as const,
  summary: (year: number) => [MOOD_SUMMARY_PATH, { year }] as const,
  summaries: [MOOD_SUMMARY_PATH] as const,
  insights: [MOOD_INSIGHTS_PATH] as const,
};
