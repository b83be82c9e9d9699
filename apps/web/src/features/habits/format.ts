import { dateFormatter } from '../../lib/date-format.ts';
import type { Schedule } from '@track-grow/domain/habits';
import type { TFunction } from 'i18next';

/** A 'yyyy-MM-dd' day as a UTC instant, only for formatting it (never for arithmetic). */
const utcNoon = (date: string) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), 12));

export const formatDay = (date: string, locale: string, options: Intl.DateTimeFormatOptions) =>
  dateFormatter(locale, options).format(utcNoon(date));

/** "Tue, Mar 3" */
export const shortDay = (date: string, locale: string) =>
  formatDay(date, locale, { weekday: 'short', month: 'short', day: 'numeric' });

/** "March 2026" */
export const monthTitle = (date: string, locale: string) =>
  formatDay(date, locale, { month: 'long', year: 'numeric' });

/** Weekday names, 0 = Sunday (2023-01-01 was a Sunday). */
export function weekdayNames(locale: string, width: 'short' | 'narrow' | 'long' = 'short'): string[] {
  return Array.from({ length: 7 }, (_, day) => formatDay(`2023-01-0${day + 1}`, locale, { weekday: width }));
}

/** The weekdays in the user's week order (weekStart 0 = Sunday, 1 = Monday). */
export const orderedWeekdays = (weekStart: number): number[] =>
  Array.from({ length: 7 }, (_, i) => (weekStart + i) % 7);

/** "Every day", "Weekdays", "Mon, Wed, Fri", "3 times a week". */
export function scheduleSummary(
  schedule: Schedule,
  t: TFunction<'habits'>,
  locale: string,
  weekStart: number,
): string {
  switch (schedule.kind) {
    case 'daily':
      return t('schedule.everyDay');
    case 'timesPerWeek':
      return t('schedule.timesPerWeek', { count: schedule.count });
    case 'weekdays': {
      const days = new Set(schedule.days);
      if (days.size === 7) return t('schedule.everyDay');
      if (days.size === 5 && [1, 2, 3, 4, 5].every((d) => days.has(d))) return t('schedule.workdays');
      if (days.size === 2 && days.has(0) && days.has(6)) return t('schedule.weekends');
      const names = weekdayNames(locale);
      return orderedWeekdays(weekStart)
        .filter((d) => days.has(d))
        .map((d) => names[d])
        .join(', ');
    }
  }
}
