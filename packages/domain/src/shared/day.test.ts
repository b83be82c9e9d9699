import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  dayNumber,
  daysBetween,
  eachDay,
  endOfMonth,
  fromDayNumber,
  startOfWeek,
  userDay,
  wallClock,
  weekdayOf,
} from './day';

const dateArb = fc.integer({ min: dayNumber('1990-01-01'), max: dayNumber('2100-12-31') }).map(fromDayNumber);

describe('calendar arithmetic', () => {
  it('round-trips day numbers and adds days across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-03-01', '2026-03-31')).toBe(30);
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: -1000, max: 1000 }),
        (d, n) => daysBetween(d, addDays(d, n)) === n,
      ),
    );
  });

  it('writes a day number as the date the calendar gives it, for every day from 1900 to 9999', () => {
    expect(fromDayNumber(0)).toBe('1970-01-01');
    expect(fromDayNumber(dayNumber('2000-02-29'))).toBe('2000-02-29');
    expect(fromDayNumber(dayNumber('1900-03-01') - 1)).toBe('1900-02-28');
    const byDate = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);
    const first = dayNumber('1900-01-01');
    const last = dayNumber('9999-12-31');
    fc.assert(
      fc.property(fc.integer({ min: first, max: last }), (day) => fromDayNumber(day) === byDate(day)),
      { numRuns: 20_000 },
    );
    for (let day = dayNumber('1999-12-01'); day <= dayNumber('2001-03-31'); day++)
      expect(fromDayNumber(day)).toBe(byDate(day));
  });

  it('knows weekdays and week starts (Sunday or Monday)', () => {
    expect(weekdayOf('2026-11-22')).toBe(0); // a Sunday
    expect(weekdayOf('2026-11-23')).toBe(1);
    expect(startOfWeek('2026-11-25', 1)).toBe('2026-11-23');
    expect(startOfWeek('2026-11-25', 0)).toBe('2026-11-22');
    expect(startOfWeek('2026-11-22', 1)).toBe('2026-11-16');
    fc.assert(
      fc.property(dateArb, fc.constantFrom(0, 1), (d, ws) => {
        const start = startOfWeek(d, ws);
        return weekdayOf(start) === ws && daysBetween(start, d) >= 0 && daysBetween(start, d) < 7;
      }),
    );
  });

  it('lists days and ends months', () => {
    expect(eachDay('2026-02-27', '2026-03-02')).toEqual([
      '2026-02-27',
      '2026-02-28',
      '2026-03-01',
      '2026-03-02',
    ]);
    expect(endOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(endOfMonth('2026-12-05')).toBe('2026-12-31');
  });
});

describe("the user's day", () => {
  it('follows the time zone around midnight', () => {
    const instant = new Date('2026-03-10T11:30:00Z');
    expect(userDay(instant, 'Pacific/Auckland')).toBe('2026-03-11'); // 00:30 NZDT
    expect(userDay(instant, 'America/Los_Angeles')).toBe('2026-03-10'); // 04:30 PDT
    expect(userDay(new Date('2026-03-10T06:59:00Z'), 'America/Los_Angeles')).toBe('2026-03-09'); // 23:59 PDT
  });

  it('counts a night owl’s early hours for the day before', () => {
    const oneAm = new Date('2026-06-15T01:00:00+02:00');
    expect(userDay(oneAm, 'Europe/Rome', 0)).toBe('2026-06-15');
    expect(userDay(oneAm, 'Europe/Rome', 3)).toBe('2026-06-14');
    expect(userDay(new Date('2026-06-15T03:00:00+02:00'), 'Europe/Rome', 3)).toBe('2026-06-15');
  });

  it('holds on daylight-saving change days', () => {
    // Los Angeles springs forward on 2026-03-08 at 02:00 → 03:00; Auckland falls back on 2026-04-05 at 03:00 → 02:00.
    expect(userDay(new Date('2026-03-08T10:30:00Z'), 'America/Los_Angeles', 3)).toBe('2026-03-08'); // 03:30 PDT
    expect(userDay(new Date('2026-03-08T09:30:00Z'), 'America/Los_Angeles', 3)).toBe('2026-03-07'); // 01:30 PST
    expect(userDay(new Date('2026-04-04T13:30:00Z'), 'Pacific/Auckland', 3)).toBe('2026-04-04'); // 02:30 NZDT, before the change
    expect(userDay(new Date('2026-04-04T14:30:00Z'), 'Pacific/Auckland', 3)).toBe('2026-04-04'); // 02:30 NZST, repeated hour
    expect(userDay(new Date('2026-04-04T15:30:00Z'), 'Pacific/Auckland', 3)).toBe('2026-04-05'); // 03:30 NZST
  });
});

describe('the wall clock of a zone', () => {
  it('reads the date, time and hour a zone’s clock shows, across midnight and daylight saving', () => {
    const instant = new Date('2026-03-10T21:30:00Z');
    expect(wallClock(instant, 'Pacific/Auckland')).toEqual({ date: '2026-03-11', time: '10:30', hour: 10 });
    expect(wallClock(instant, 'America/Los_Angeles')).toEqual({
      date: '2026-03-10',
      time: '14:30',
      hour: 14,
    });
    expect(wallClock(new Date('2026-01-15T08:00:00Z'), 'America/Los_Angeles')).toEqual({
      date: '2026-01-15',
      time: '00:00',
      hour: 0,
    });
    // Los Angeles springs forward at 02:00 → 03:00 on 2026-03-08.
    expect(wallClock(new Date('2026-03-08T10:05:00Z'), 'America/Los_Angeles').time).toBe('03:05');
    expect(wallClock(new Date('2026-06-15T23:59:00Z'), 'UTC')).toEqual({
      date: '2026-06-15',
      time: '23:59',
      hour: 23,
    });
  });

  it('agrees with the user’s day at a midnight start', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000 }),
        fc.constantFrom('Pacific/Auckland', 'Europe/Rome', 'America/Los_Angeles'),
        (seconds, zone) => {
          const instant = new Date(seconds * 1000);
          return wallClock(instant, zone).date === userDay(instant, zone);
        },
      ),
    );
  });
});
