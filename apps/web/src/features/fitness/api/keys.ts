/** Query keys: the path first (SPEC.md 7), the parameters as a further part. */
export const fitnessKeys = {
  workouts: ['/api/workouts'] as const,
  /** The history, read a page at a time (x-next-cursor). */
  history: (limit: number) => ['/api/workouts', { limit }] as const,
  summary: ['/api/workouts/summary'] as const,
};
