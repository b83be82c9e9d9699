/** Query keys: the path first (SPEC.md 7), the parameters as a further part. */
export const lessonsKeys = {
  library: ['/api/lessons'] as const,
  lesson: (lessonId: string) => ['/api/lessons', lessonId] as const,
  /** The bare path: the sign-in prefetch (app/use-after-sign-in.ts) fills this very key. */
  completions: ['/api/lessons/completions'] as const,
  dailyQuote: ['/api/quotes/daily'] as const,
};
