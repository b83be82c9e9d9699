/**
 * Calendar arithmetic on 'yyyy-MM-dd' strings, and "today" in the user's own time zone and day start.
 * Date-only values never pass through a UTC timestamp of a real instant (DESIGN.md 1): the arithmetic uses
 * UTC noon-free day numbers, which have no DST.
 */

const MS_PER_DAY = 86_400_000;

/**
 * The days the app takes (issue 22): every date a body, query, cursor or import holds lies in this range,
 * so no read walks further than two centuries, and PostgreSQL never sees a year it treats oddly (below 100).
 */
export const FIRST_DAY = '1900-01-01';
export const LAST_DAY = '2100-12-31';

/** Whether a 'yyyy-MM-dd' date (or the date of an ISO timestamp) lies in FIRST_DAY..LAST_DAY. */
export const isDayInRange = (date: string): boolean => {
  const day = date.slice(0, 10);
  return day >= FIRST_DAY && day <= LAST_DAY;
};

/** Days since 1970-01-01 for a 'yyyy-MM-dd' date. */
export function dayNumber(date: string): number {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  const d = Number(date.slice(8, 10));
  return Date.UTC(y, m - 1, d) / MS_PER_DAY;
}

const pad2 = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * The date of a day number, 'yyyy-MM-dd' (years 0–9999), by Howard Hinnant's civil-from-days in integer arithmetic:
 * stats build one string per day of a year per habit, and Date#toISOString is too slow for that.
 */
export function fromDayNumber(day: number): string {
  const z = day + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097; // [0, 146096]
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  ); // [0, 399]
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100)); // [0, 365]
  const mp = Math.floor((5 * doy + 2) / 153); // [0, 11], March = 0
  const d = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const m = mp < 10 ? mp + 3 : mp - 9;
  const y = yoe + era * 400 + (m <= 2 ? 1 : 0);
  return `${String(y).padStart(4, '0')}-${pad2(m)}-${pad2(d)}`;
}

export const addDays = (date: string, days: number): string => fromDayNumber(dayNumber(date) + days);

/** Whole days from `a` to `b` (b − a). */
export const daysBetween = (a: string, b: string): number => dayNumber(b) - dayNumber(a);

/** 0 = Sunday … 6 = Saturday. */
export const weekdayOf = (date: string): number => (((dayNumber(date) + 4) % 7) + 7) % 7;

/** The first day of the week holding `date`; weekStart 0 = Sunday, 1 = Monday. */
export const startOfWeek = (date: string, weekStart: number): string =>
  addDays(date, -((weekdayOf(date) - weekStart + 7) % 7));

export const startOfMonth = (date: string): string => `${date.slice(0, 7)}-01`;

export function endOfMonth(date: string): string {
  const y = Number(date.slice(0, 4));
  const m = Number(date.slice(5, 7));
  return fromDayNumber(Date.UTC(y, m, 0) / MS_PER_DAY);
}

export const startOfYear = (date: string): string => `${date.slice(0, 4)}-01-01`;

/** Every date from `from` to `to`, both included. */
export function eachDay(from: string, to: string): string[] {
  const out: string[] = [];
  for (let d = dayNumber(from), end = dayNumber(to); d <= end; d++) out.push(fromDayNumber(d));
  return out;
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, f);
  }
  return f;
}

export interface WallClock {
  /** The calendar date on the wall, 'yyyy-MM-dd'. */
  date: string;
  /** 'HH:mm', 24-hour. */
  time: string;
  /** 0–23. */
  hour: number;
}

/** The date and time a wall clock in `timeZone` shows at `instant` (an IANA zone; throws for an unknown one). */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts = partsFormatter(timeZone).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const hour = Number(get('hour')) % 24; // some engines write midnight as "24"
  const time = `${String(hour).padStart(2, '0')}:${get('minute')}`;
  return { date: `${get('year')}-${get('month')}-${get('day')}`, time, hour };
}

/**
 * The user's day at an instant: the wall-clock date in `timeZone`, except that hours before
 * `dayStartHour` ("my day starts at", 0–4) still belong to the day before — a night owl's 1 a.m. tick
 * counts for yesterday.
 */
export function userDay(instant: Date, timeZone: string, dayStartHour = 0): string {
  const { date, hour } = wallClock(instant, timeZone);
  return hour < dayStartHour ? addDays(date, -1) : date;
}
