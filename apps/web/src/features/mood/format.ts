import { dateFormatter } from '../../lib/date-format.ts';

/** A 'yyyy-MM-dd' day as a UTC instant: formatted in UTC it never shifts by a time zone. */
const dayInstant = (date: string) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));

/** "Mar 5" */
export const formatShortDay = (date: string, language: string): string =>
  dateFormatter(language, { month: 'short', day: 'numeric' }).format(dayInstant(date));

/** "Thursday, March 5" (with the year when it is not `currentYear`). */
export function formatLongDay(date: string, language: string, currentYear: string): string {
  return dateFormatter(language, {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    ...(date.startsWith(currentYear) ? {} : { year: 'numeric' }),
  }).format(dayInstant(date));
}

/** The month names of a year, short ("Jan"), for the pixels' columns. */
export function monthNames(language: string, style: 'short' | 'narrow' | 'long'): string[] {
  return Array.from({ length: 12 }, (_, month) =>
    dateFormatter(language, { month: style }).format(new Date(Date.UTC(2001, month, 1))),
  );
}

/** The wall-clock time of an instant in the user's zone ("9:41 PM"). */
export function formatClock(iso: string, language: string, timeZone: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime())
    ? ''
    : dateFormatter(language, { hour: 'numeric', minute: '2-digit' }, timeZone).format(instant);
}
