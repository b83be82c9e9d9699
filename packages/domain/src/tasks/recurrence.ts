import { addDays, daysBetween, endOfMonth } from '../shared/day';
import type { TaskRecurrence } from './tasks.schema';

/**
 * The same day of the month `months` months later, clamped to the end of a shorter month:
 * Jan 31 + 1 → Feb 28 (Feb 29 in a leap year), Jan 31 + 2 → Mar 31. `day` (1–31) replaces the date's own
 * day of the month: a monthly series keeps the day it started on, not the clamped day of a short month.
 */
export function addMonthsClamped(date: string, months: number, day = Number(date.slice(8, 10))): string {
  const year = Number(date.slice(0, 4));
  const monthIndex = Number(date.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(monthIndex / 12);
  const m = ((monthIndex % 12) + 12) % 12;
  const first = `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
  const lastDay = Number(endOfMonth(first).slice(8, 10));
  return `${first.slice(0, 8)}${String(Math.min(day, lastDay)).padStart(2, '0')}`;
}

/**
 * The day of the month a series repeats on, remembered when it is set up (from its due date): a monthly
 * task due Jan 31 repeats on "the 31st, or the month's last day". Null for every other recurrence.
 */
export function recurrenceDayOf(recurrence: TaskRecurrence, dueDate: string | null): number | null {
  return recurrence === 'monthly' && dueDate ? Number(dueDate.slice(8, 10)) : null;
}

/**
 * The occurrence after `dueDate`: daily +1 day, weekly +7 days, monthly the series' day next month (clamped).
 * `anchorDay` is the monthly series' day (recurrenceDayOf); without it, the due date's own day.
 */
export function nextOccurrence(
  dueDate: string,
  recurrence: Exclude<TaskRecurrence, 'none'>,
  anchorDay?: number | null,
): string {
  return nthOccurrence(dueDate, recurrence, 1, anchorDay ?? undefined);
}

function nthOccurrence(
  dueDate: string,
  recurrence: Exclude<TaskRecurrence, 'none'>,
  n: number,
  anchorDay: number | undefined,
): string {
  switch (recurrence) {
    case 'daily':
      return addDays(dueDate, n);
    case 'weekly':
      return addDays(dueDate, 7 * n);
    case 'monthly':
      // Counted from the due date's month on the series' day, so a clamped month does not pull the later ones back.
      return addMonthsClamped(dueDate, n, anchorDay);
  }
}

/**
 * How many steps from `dueDate` reach today's month (monthly) or the last occurrence on or before `today`:
 * the step before any of them is on or before today, so stepping on from there finds the first one after it.
 */
function stepsUntil(dueDate: string, recurrence: Exclude<TaskRecurrence, 'none'>, today: string): number {
  if (recurrence === 'monthly') {
    const months =
      (Number(today.slice(0, 4)) - Number(dueDate.slice(0, 4))) * 12 +
      Number(today.slice(5, 7)) -
      Number(dueDate.slice(5, 7));
    return Math.max(0, months);
  }
  return Math.max(0, Math.floor(daysBetween(dueDate, today) / (recurrence === 'daily' ? 1 : 7)));
}

/**
 * The due date of the task that completing a recurring task creates: the first occurrence of the series
 * (stepping from `dueDate`, on `anchorDay` for a monthly one) that falls after `today`. Completing an overdue
 * daily task therefore schedules tomorrow, not another overdue copy; completing one early schedules the
 * occurrence after its own due date.
 */
export function nextDueDate(
  dueDate: string,
  recurrence: Exclude<TaskRecurrence, 'none'>,
  today: string,
  anchorDay?: number | null,
): string {
  const anchor = anchorDay ?? undefined;
  // Jump to the step that lands in today's month (or on or before today), then step past today.
  let n = Math.max(1, stepsUntil(dueDate, recurrence, today));
  let next = nthOccurrence(dueDate, recurrence, n, anchor);
  while (next <= today) next = nthOccurrence(dueDate, recurrence, ++n, anchor);
  return next;
}
