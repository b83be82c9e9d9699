import { dateFormatter, dayInstant, formatDay } from '../../lib/date-format.ts';
import { daysBetween } from '@track-grow/domain/shared';

/** "Friday" */
export const formatWeekday = (date: string, language: string): string =>
  dateFormatter(language, { weekday: 'long' }).format(dayInstant(date));

/** 'HH:mm' in the language's clock ("9:30 AM", "09:30"). */
export function formatTime(time: string, language: string): string {
  const instant = new Date(Date.UTC(2000, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5))));
  return dateFormatter(language, { hour: 'numeric', minute: '2-digit' }).format(instant);
}

export type DueTone = 'overdue' | 'today' | 'soon' | 'later';

export interface DueLabel {
  /** An i18n key of the tasks namespace with its values, or a formatted date. */
  key:
    | 'due.today'
    | 'due.tomorrow'
    | 'due.yesterday'
    | 'due.daysOverdue'
    | 'due.since'
    | 'due.weekday'
    | 'due.date';
  values: { count?: number; day?: string };
  tone: DueTone;
}

/** How a due date reads from the user's today: Today, Tomorrow, a weekday this week, or the date. */
export function dueLabel(dueDate: string, today: string, language: string): DueLabel {
  const days = daysBetween(today, dueDate);
  if (days === 0) return { key: 'due.today', values: {}, tone: 'today' };
  if (days === 1) return { key: 'due.tomorrow', values: {}, tone: 'soon' };
  if (days === -1) return { key: 'due.yesterday', values: {}, tone: 'overdue' };
  if (days < -1 && days > -7) return { key: 'due.daysOverdue', values: { count: -days }, tone: 'overdue' };
  if (days < 0)
    return { key: 'due.since', values: { day: formatDay(dueDate, today, language) }, tone: 'overdue' };
  if (days < 7)
    return { key: 'due.weekday', values: { day: formatWeekday(dueDate, language) }, tone: 'soon' };
  return { key: 'due.date', values: { day: formatDay(dueDate, today, language) }, tone: 'later' };
}

/** When a task was completed, read from the user's today: Completed today, yesterday, or on a date. */
export function completedLabel(
  completedDay: string,
  today: string,
  language: string,
): { key: 'done.today' | 'done.yesterday' | 'done.on'; values: { day?: string } } {
  const days = daysBetween(today, completedDay);
  if (days === 0) return { key: 'done.today', values: {} };
  if (days === -1) return { key: 'done.yesterday', values: {} };
  return { key: 'done.on', values: { day: formatDay(completedDay, today, language) } };
}

/** A due date with no judgement on it (a cancelled task): "Due Fri, Mar 13". */
export const plainDueLabel = (dueDate: string, today: string, language: string) => ({
  key: 'due.on' as const,
  values: { day: formatDay(dueDate, today, language) },
});
