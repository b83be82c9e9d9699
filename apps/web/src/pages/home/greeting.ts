import { wallClock } from '@track-grow/domain/shared';

export type DayPart = 'morning' | 'afternoon' | 'evening';

/** Morning until noon, afternoon until 6 pm, evening after, in the given zone (else the browser's). */
export function dayPart(date: Date, timeZone?: string): DayPart {
  const hour = timeZone ? wallClock(date, timeZone).hour : date.getHours();
  if (hour < 12) return 'morning';
  if (hour < 18) return 'afternoon';
  return 'evening';
}

/** SPEC.md 9: time as h:mm a ("9:05 AM") in English; each language's own clock elsewhere. */
export function formatClock(date: Date, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
    hour: 'numeric',
    minute: '2-digit',
    ...(language === 'en' ? { hour12: true } : {}),
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}

/** SPEC.md 9: date as MMM d, yyyy ("Nov 22, 2026") in English; the same parts in the language's order elsewhere. */
export function formatLongDate(date: Date, language: string, timeZone?: string): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(timeZone ? { timeZone } : {}),
  }).format(date);
}
