import { daysBetween } from '@track-grow/domain/shared';
import { dateFormatter } from '../../lib/date-format.ts';

/** A 'yyyy-MM-dd' day as a UTC instant: formatted in UTC, it never shifts by a time zone. */
const dayInstant = (date: string) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))));

/** "Today", "Tomorrow" (as i18n keys) or "Fri, Mar 13". */
export function dayLabel(
  date: string,
  today: string,
  language: string,
): { key: 'preview.today' | 'preview.tomorrow' } | { text: string } {
  const days = daysBetween(today, date);
  if (days === 0) return { key: 'preview.today' };
  if (days === 1) return { key: 'preview.tomorrow' };
  const sameYear = date.slice(0, 4) === today.slice(0, 4);
  return {
    text: dateFormatter(language, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      ...(sameYear ? {} : { year: 'numeric' }),
    }).format(dayInstant(date)),
  };
}

/** 'HH:mm' in the language's clock ("9:00 AM", "09:00"). */
export function formatTime(time: string, language: string): string {
  const instant = new Date(Date.UTC(2000, 0, 1, Number(time.slice(0, 2)), Number(time.slice(3, 5))));
  return dateFormatter(language, { hour: 'numeric', minute: '2-digit' }).format(instant);
}
