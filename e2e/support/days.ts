/**
 * Calendar days as the app sees them: the browser runs in UTC (playwright.config.ts) and a new user's time zone
 * is the browser's, so "today" is the UTC date. (A test that straddles midnight UTC may see the day change.)
 */
const DAY_MS = 24 * 60 * 60 * 1000;

/** 'yyyy-MM-dd' of today plus `offset` days. */
export function isoDay(offset = 0, now: Date = new Date()): string {
  return new Date(now.getTime() + offset * DAY_MS).toISOString().slice(0, 10);
}

const instant = (day: string) => new Date(`${day}T12:00:00Z`);

/** "Saturday, November 21", as the habit calendar names its days (en-US). */
export function longDay(day: string): string {
  return new Intl.DateTimeFormat('en-US', {
    weekday: 'long',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  }).format(instant(day));
}

/** "Friday" */
export function weekdayName(day: string): string {
  return new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' }).format(instant(day));
}

/** "November 2026", a month calendar's title. */
export function monthTitle(day: string): string {
  return new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    instant(day),
  );
}

/** The first day on or after today that falls on `weekday` (0 = Sunday … 5 = Friday), today included. */
export function comingWeekday(weekday: number, now: Date = new Date()): string {
  const today = instant(isoDay(0, now));
  const ahead = (weekday - today.getUTCDay() + 7) % 7;
  return isoDay(ahead, now);
}

/** 'MM/dd/yyyy' of a 'yyyy-MM-dd' day. */
export function usDate(day: string): string {
  return `${day.slice(5, 7)}/${day.slice(8, 10)}/${day.slice(0, 4)}`;
}
