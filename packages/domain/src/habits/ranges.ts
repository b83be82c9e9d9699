import { addDays, daysBetween, startOfWeek } from '../shared/day';
import { HABIT_RANGE_MAX_DAYS } from './habit.schema';

/** Days a range covers when the client does not say (brief #3). */
export const DEFAULT_RANGE_DAYS = { completions: 35, progress: 30, heatmap: 365 } as const;

export type ResolvedRange = { ok: true; from: string; to: string } | { ok: false; message: string };

/**
 * Fills in a `from`/`to` range: neither → the `days` days ending today; only `from` → `days` days from it;
 * only `to` → `days` days ending on it. At most HABIT_RANGE_MAX_DAYS days.
 */
export function resolveDayRange(query: { from?: string | undefined; to?: string | undefined }, today: string, days: number): ResolvedRange {
  const to = query.to ?? (query.from ? addDays(query.from, days - 1) : today);
  const from = query.from ?? addDays(to, -(days - 1));
  if (from > to) return { ok: false, message: 'to: `from` must not be after `to`' };
  if (daysBetween(from, to) >= HABIT_RANGE_MAX_DAYS) return { ok: false, message: `to: Ask for at most ${HABIT_RANGE_MAX_DAYS} days at once` };
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
 * How far back current streaks are first computed, in days; a streak still unbroken at the window's edge is
 * recomputed over the next, wider window, then over the habit's whole history. Most current streaks are
 * shorter than the first window, so `GET /api/habits/stats` reads the same few rows whatever the length of
 * the history (DESIGN.md 7); only a habit with a longer streak costs more.
 */
export const STREAK_WINDOWS = [63, 400] as const;

/** The first day of a streak window of `days` days ending today, moved back to a week start. */
export const streakWindowStart = (today: string, weekStart: number, days: number): string =>
  startOfWeek(addDays(today, -(days - 1)), weekStart);
