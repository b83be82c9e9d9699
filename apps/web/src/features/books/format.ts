import { dateFormatter } from '../../lib/date-format.ts';

/** "Mar 14, 2026" for a 'yyyy-MM-dd' day, in the given language. */
export function formatDay(day: string, language: string): string {
  return dateFormatter(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
