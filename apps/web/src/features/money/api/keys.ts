import type { QueryClient } from '@tanstack/react-query';

/** Query keys: the path first (SPEC.md 7), the parameters as a further part. */
export const moneyKeys = {
  summaries: ['/api/money/summary'] as const,
  summary: (month: string) => ['/api/money/summary', { month }] as const,
  transactions: ['/api/transactions'] as const,
  /** One month's list, read a page at a time (x-next-cursor). */
  monthTransactions: (from: string, to: string) => ['/api/transactions', { from, to }] as const,
  /** Every row of a range at once (the budget bars read the Monday week and the month). */
  rangeTransactions: (from: string, to: string) => ['/api/transactions', { from, to, limit: 1000 }] as const,
  budget: ['/api/budget-threshold'] as const,
  alerts: ['/api/money/alerts'] as const,
};

/** Reads elsewhere in the app that money rows feed (home, widgets, the Hub, the timeline). */
const dependentPaths = ['/api/dashboard/', '/api/widgets/data', '/api/timeline'];

/** After a transaction is added, changed, deleted or imported: every read built on transactions. */
export function invalidateMoneyReads(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: ({ queryKey }) => {
      const path = queryKey[0];
      if (typeof path !== 'string') return false;
      return (
        path === moneyKeys.transactions[0] ||
        path === moneyKeys.summaries[0] ||
        path === moneyKeys.alerts[0] ||
        dependentPaths.some((prefix) => path.startsWith(prefix))
      );
    },
  });
}
