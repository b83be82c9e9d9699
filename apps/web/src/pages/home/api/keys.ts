/**
 * Home reads other areas' data under the same keys those areas use: the path first (SPEC.md 7), the
 * parameters as a further part; each read declares its areas (lib/query-keys.ts), so writes anywhere refresh Home.
 */
export const homeKeys = {
  habits: ['/api/habits'] as const,
  completions: (from: string, to: string) => ['/api/habits/completions', { from, to }] as const,
  vacations: ['/api/vacations'] as const,
  moods: (day: string) => ['/api/moods', { from: day, to: day }] as const,
  /** Whether any transaction is dated `day`: one row is enough. */
  transactions: (day: string) => ['/api/transactions', { from: day, to: day, limit: 1 }] as const,
  alerts: ['/api/money/alerts'] as const,
  taskCounts: ['/api/tasks/counts'] as const,
};
