import { dateFormatter } from '../../lib/date-format.ts';

/** Seconds as h:mm:ss (the timer's display). */
export function formatElapsed(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${h}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/** Seconds as m:ss (the rest countdown and exercise durations under an hour), else h:mm:ss. */
export function formatShort(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  if (seconds >= 3600) return formatElapsed(seconds);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A 'yyyy-MM-dd' day as "Mar 14, 2026" in the user's language (formatted in UTC: no day shift). */
export function formatDay(day: string, language: string): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  return dateFormatter(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** A weight in kg without trailing zeros ("82.5"). */
export const formatKg = (kg: number, language: string): string =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(kg);
