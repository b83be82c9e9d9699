/** Query keys: the path first (SPEC.md 7), the parameters as a further part. */
export const moneyKeys = {
  summaries: ['/api/money/summary'] as const,
  summary: (month: string) => ['/api/money/summary', { month }] as const,
  transactions: ['/api/transactions'] as const,
  /** One month's list, read a page at a time (x-next-cursor). */
  monthTransactions: (from: string, to: string) => ['/api/transactions', { from, to }] as const,
  /** Every row of a range at once (the budget bars read the Monday week and the month). */
  rangeTransactions: (from: string, to: string) => ['/api/transactions', { from, to, limit: 1000 }] as const,
  /** Whether any transaction is dated `day`: one row is enough. */
  anyOfDay: (day: string) => ['/api/transactions', { from: day, to: day, limit: 1 }] as const,
  budget: ['/api/budget-threshold'] as const,
  alerts: ['/api/money/alerts'] as const,
};
