import { tzOffset } from '@date-fns/tz';
import { addDays, userDay, wallClock, weekdayOf } from '../shared/day';

/**
 * When a reminder fires: pure functions of a rule and an instant (STYLE.md 5). A rule is a local 'HH:mm' on the
 * user's days (their time zone, shifted by "my day starts at"), so an 08:00 reminder stays 08:00 on the wall on
 * the days the clocks move. Instants are `Date`s; local dates are 'yyyy-MM-dd'.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** Minutes after midnight of a 'HH:mm' time. */
export const minutesOfDay = (time: string): number =>
  Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

const offsetAt = (timeZone: string, ms: number): number => tzOffset(timeZone, new Date(ms));

/**
 * The instant a wall clock in `timeZone` shows `time` on `date`. A time the clocks skip (the spring gap) is
 * the first minute after the gap (02:30 on the day Rome moves to summer time is 03:00 CEST); a time that happens
 * twice (the autumn overlap) is its first occurrence, so it fires once.
 */
export function wallTimeInstant(date: string, time: string, timeZone: string): Date {
  const wall = Date.UTC(
    Number(date.slice(0, 4)),
    Number(date.slice(5, 7)) - 1,
    Number(date.slice(8, 10)),
    Number(time.slice(0, 2)),
    Number(time.slice(3, 5)),
  );
  // The offsets a day either side: a zone changes its offset at most once in two days.
  const before = offsetAt(timeZone, wall - DAY_MS);
  const after = offsetAt(timeZone, wall + DAY_MS);
  const valid = [...new Set([before, after])]
    .map((offset) => wall - offset * MINUTE_MS)
    .filter((instant) => wall - offsetAt(timeZone, instant) * MINUTE_MS === instant);
  if (valid.length > 0) return new Date(Math.min(...valid));
  // In the gap: the clocks jumped from `before` to `after`. The first instant on the new offset, by halving the
  // minutes between the two readings of the wall time (about 7 steps for an hour's gap).
  let lo = wall - after * MINUTE_MS; // still on the old offset
  let hi = wall - before * MINUTE_MS; // already on the new one
  while (hi - lo > MINUTE_MS) {
    const mid = lo + Math.floor((hi - lo) / 2 / MINUTE_MS) * MINUTE_MS;
    if (offsetAt(timeZone, mid) === before) lo = mid;
    else hi = mid;
  }
  return new Date(hi);
}

export interface DailyRule {
  /** 'HH:mm', local. */
  time: string;
  /** IANA zone. */
  timeZone: string;
  /** "My day starts at", 0–4: a time before it belongs to the day before (a 01:00 reminder ends that day). */
  dayStartHour: number;
  /** The user's days it fires on, 0 = Sunday; undefined = every day. */
  weekdays?: readonly number[] | undefined;
}

export interface Occurrence {
  /** The user's day the occurrence belongs to, 'yyyy-MM-dd'. */
  day: string;
  at: Date;
}

/** The occurrence of a rule on one of the user's days (whatever its weekday). */
export function occurrenceOn(rule: DailyRule, day: string): Occurrence {
  const beforeDayStart = minutesOfDay(rule.time) < rule.dayStartHour * 60;
  return { day, at: wallTimeInstant(beforeDayStart ? addDays(day, 1) : day, rule.time, rule.timeZone) };
}

/**
 * The first occurrence of the rule strictly after `after`, or undefined when it has no day at all (an empty
 * weekday list). Looks at most 9 days ahead: a week, and a day either side for the zone and the day start.
 */
export function nextOccurrence(rule: DailyRule, after: Date): Occurrence | undefined {
  const from = addDays(userDay(after, rule.timeZone, rule.dayStartHour), -1);
  for (let i = 0; i <= 8; i++) {
    const day = addDays(from, i);
    if (rule.weekdays && !rule.weekdays.includes(weekdayOf(day))) continue;
    const occurrence = occurrenceOn(rule, day);
    if (occurrence.at.getTime() > after.getTime()) return occurrence;
  }
  return undefined;
}

export interface QuietHours {
  /** 'HH:mm', local: nothing is sent from here... */
  start: string;
  /** ...until here (exclusive); a start after the end spans midnight (22:00–07:00). */
  end: string;
}

/** Whether a local 'HH:mm' lies inside quiet hours. */
export function inQuietHours(time: string, quiet: QuietHours): boolean {
  const m = minutesOfDay(time);
  const start = minutesOfDay(quiet.start);
  const end = minutesOfDay(quiet.end);
  return start < end ? m >= start && m < end : m >= start || m < end;
}

/**
 * When something due at `at` may go out: `at` itself, or the end of the quiet hours it falls in (what would
 * have been sent inside them goes out when they end).
 */
export function afterQuietHours(at: Date, quiet: QuietHours | null, timeZone: string): Date {
  if (!quiet || quiet.start === quiet.end) return at;
  let out = at;
  // An end in a DST gap moves to the gap's end, which a start in the same gap may cover: then the next end.
  for (let i = 0; i < 3; i++) {
    const wall = wallClock(out, timeZone);
    if (!inQuietHours(wall.time, quiet)) return out;
    const m = minutesOfDay(wall.time);
    const wraps = minutesOfDay(quiet.start) > minutesOfDay(quiet.end);
    const endDate = wraps && m >= minutesOfDay(quiet.start) ? addDays(wall.date, 1) : wall.date;
    const end = wallTimeInstant(endDate, quiet.end, timeZone);
    out = end.getTime() > out.getTime() ? end : new Date(out.getTime() + 60_000);
  }
  return out;
}
