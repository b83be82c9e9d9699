import { addDays } from '../shared/day';
import type { CompletionRow } from './history';

/** Test fixture: completion rows from a pattern, one character a day from `from` (x completed, s skipped). */
export function rows(habitId: string, from: string, pattern: string): CompletionRow[] {
  return [...pattern].flatMap((c, i) =>
    c === 'x' || c === 's'
      ? [{ habitId, date: addDays(from, i), completed: c === 'x', skipped: c === 's' }]
      : [],
  );
}
