import { dateFormatter } from '../../lib/date-format.ts';

/** A 'yyyy-MM-dd' day as a UTC instant: formatted in UTC it never shifts by a time zone. */
const dayInstant = (date: string) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));

/** "Mar 5" */
export const formatShortDay = (date: string, language: string): string =>
  dateFormatter(language, { month: 'short', day: 'numeric' }).format(dayInstant(date));

/** "Thursday, March 5, 2026" */
export const formatLongDay = (date: string, language: string): string =>
  dateFormatter(language, { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric' }).format(
    dayInstant(date),
  );

/** A measure's value as the screen shows it: hours with one decimal, counts grouped ("8,200"). */
export const formatMeasure = (value: number, language: string): string =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(value);
