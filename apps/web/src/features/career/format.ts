import { dateFormatter } from '../../lib/date-format.ts';

/** A 'yyyy-MM-dd' day as "Mar 14, 2026" in the user's language (formatted in UTC: no day shift). */
export function formatDay(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dateFormatter(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}
