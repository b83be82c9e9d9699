import { addDays, daysBetween, startOfWeek } from '../shared/day';
import type { ErrorCode } from '../shared/errors';
import { HABIT_RANGE_MAX_DAYS } from './habits.schema';

/** Days a range covers when the client does not say (brief #3). */
export const DEFAULT_RANGE_DAYS = { completions: 35, progress: 30, heatmap: 365 } as const;

export type ResolvedRange =
  | { ok: true; from: string; to: string }
  /** What is wrong, as an error code, on the `to` field. */
  | { ok: false; code: ErrorCode; path: 'to' };

/**
 * Fills in a `from`/`to` range: neither → the `days` days ending today; only `from` → `days` days from it;
 * only `to` → `days` days ending on it. At most HABIT_RANGE_MAX_DAYS days.
 */
export function resolveDayRange(
  query: { from?: string | undefined; to?: string | undefined },
  today: string,
  days: number,
): ResolvedRange {
  const to = query.to ?? (query.from ? addDays(query.from, days - 1) : today);
  const from = query.from ?? addDays(to, -(days - 1));
  if (from > to) return { ok: false, code: 'shared.fromAfterTo', path: 'to' };
  if (daysBetween(from, to) >= HABIT_RANGE_MAX_DAYS)
    return { ok: false, code: 'habits.rangeTooLong', path: 'to' };
  return { ok: true, from, to };
}

/**
 * The days of data that rules over `from`..`to` read: whole weeks, because an N-times-a-week habit's day
 * depends on the rest of its week (earlier completions, later skips and vacations).
 */
export const dataWindow = (from: string, to: string, weekStart: number) => ({
  from: startOfWeek(from, weekStart),
  to: addDays(startOfWeek(to, weekStart), 6),
});

/**
 * How far back current streaks are first computed, in days. A habit whose streak is still unbroken at that
 * edge is computed again over its whole history (read compactly, for that habit only). Most current streaks
 * are shorter, so `GET /api/habits/stats` reads the same few rows however long the history grows
 * (DESIGN.md 7); a habit with a longer streak costs one more statement.
 */
export const STREAK_WINDOW_DAYS = 63;

/** The first day of the streak window ending today, moved back to a week start. */
export const streakWindowStart = (today: string, weekStart: number, days = STREAK_WINDOW_DAYS): string =>
  startOfWeek(addDays(today, -(days - 1)), weekStart);
