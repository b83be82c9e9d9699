import { dateFormatter } from '../../lib/date-format.ts';

const dayKey = (instant: Date, timeZone: string) =>
  dateFormatter('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }, timeZone).format(instant);

/** When a note changed, in the user's zone: the time if today, else the date (with the year if not this year's). */
export function formatNoteTime(iso: string, now: Date, language: string, timeZone: string): string {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return '';
  if (dayKey(instant, timeZone) === dayKey(now, timeZone)) {
    return dateFormatter(language, { hour: 'numeric', minute: '2-digit' }, timeZone).format(instant);
  }
  const sameYear = dayKey(instant, timeZone).slice(0, 4) === dayKey(now, timeZone).slice(0, 4);
  return dateFormatter(
    language,
    { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) },
    timeZone,
  ).format(instant);
}
