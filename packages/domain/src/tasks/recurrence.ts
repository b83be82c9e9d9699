import { addDays, daysBetween, endOfMonth } from '../shared/day';
import type { TaskRecurrence } from './task.schema';

/**
 * The same day of the month `months` months later, clamped to the end of a shorter month:
 * Jan 31 + 1 → Feb 28 (Feb 29 in a leap year), Jan 31 + 2 → Mar 31.
 */
export function addMonthsClamped(date: string, months: number): string {
  const year = Number(date.slice(0, 4));
  const monthIndex = Number(date.slice(5, 7)) - 1 + months;
  const y = year + Math.floor(monthIndex / 12);
  const m = ((monthIndex % 12) + 12) % 12;
  const first = `${String(y).padStart(4, '0')}-${String(m + 1).padStart(2, '0')}-01`;
  const lastDay = Number(endOfMonth(first).slice(8, 10));
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${first.slice(0, 8)}${String(day).padStart(2, '0')}`;
}

/** The occurrence after `dueDate`: daily +1 day, weekly +7 days, monthly the same day next month (clamped). */
export function nextOccurrence(dueDate: string, recurrence: Exclude<TaskRecurrence, 'none'>): string {
  return nthOccurrence(dueDate, recurrence, 1);
}

function nthOccurrence(dueDate: string, recurrence: Exclude<TaskRecurrence, 'none'>, n: number): string {
  switch (recurrence) {
    case 'daily':
      return addDays(dueDate, n);
    case 'weekly':
      return addDays(dueDate, 7 * n);
    case 'monthly':
      // Counted from the task's own due date, so one clamped month does not pull the later ones back.
      return addMonthsClamped(dueDate, n);
  }
}

/**
 * The due date of the task that completing a recurring task creates: the first occurrence of the series
 * (stepping from `dueDate`) that falls after `today`. Completing an overdue daily task therefore schedules
 * tomorrow, not another overdue copy; completing one early schedules the occurrence after its own due date.
 */
export function nextDueDate(dueDate: string, recurrence: Exclude<TaskRecurrence, 'none'>, today: string): string {
  let n = 1;
  let next = nthOccurrence(dueDate, recurrence, n);
  if (next > today) return next;
  // Jump to the last occurrence on or before today (a month is at most 31 days), then step past it.
  const gapDays = daysBetween(dueDate, today);
  const perStep = recurrence === 'daily' ? 1 : recurrence === 'weekly' ? 7 : 31;
  n = Math.max(1, Math.floor(gapDays / perStep));
  next = nthOccurrence(dueDate, recurrence, n);
  while (next <= today) next = nthOccurrence(dueDate, recurrence, ++n);
  return next;
}
