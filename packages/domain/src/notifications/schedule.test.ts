import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { userDay, wallClock } from '../shared/day';
import {
  afterQuietHours,
  inQuietHours,
  minutesOfDay,
  nextOccurrence,
  occurrenceOn,
  wallTimeInstant,
  type DailyRule,
} from './schedule';

const iso = (d: Date | undefined) => d?.toISOString();
const rome = (time: string, extra: Partial<DailyRule> = {}): DailyRule => ({
  time,
  timeZone: 'Europe/Rome',
  dayStartHour: 0,
  ...extra,
});

describe('wallTimeInstant', () => {
  it('is 08:00 on the wall in Rome, winter and summer', () => {
    expect(iso(wallTimeInstant('2026-01-15', '08:00', 'Europe/Rome'))).toBe('2026-01-15T07:00:00.000Z');
    expect(iso(wallTimeInstant('2026-07-15', '08:00', 'Europe/Rome'))).toBe('2026-07-15T06:00:00.000Z');
  });

  it('keeps 08:00 on the days the clocks move', () => {
    expect(iso(wallTimeInstant('2026-03-29', '08:00', 'Europe/Rome'))).toBe('2026-03-29T06:00:00.000Z');
    expect(iso(wallTimeInstant('2026-10-25', '08:00', 'Europe/Rome'))).toBe('2026-10-25T07:00:00.000Z');
  });

  it('moves a time in the spring gap to the first minute after it', () => {
    // 02:00–02:59 do not exist in Rome on 2026-03-29: 03:00 CEST is 01:00Z.
    expect(iso(wallTimeInstant('2026-03-29', '02:30', 'Europe/Rome'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(wallTimeInstant('2026-03-29', '02:00', 'Europe/Rome'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(wallTimeInstant('2026-03-29', '03:00', 'Europe/Rome'))).toBe('2026-03-29T01:00:00.000Z');
    expect(iso(wallTimeInstant('2026-03-08', '02:15', 'America/New_York'))).toBe('2026-03-08T07:00:00.000Z');
    // Lord Howe moves by half an hour.
    expect(
      wallClock(wallTimeInstant('2026-10-04', '02:10', 'Australia/Lord_Howe'), 'Australia/Lord_Howe').time,
    ).toBe('02:30');
  });

  it('takes the first of a time the autumn overlap shows twice', () => {
    // 02:30 happens at 00:30Z (CEST) and again at 01:30Z (CET).
    expect(iso(wallTimeInstant('2026-10-25', '02:30', 'Europe/Rome'))).toBe('2026-10-25T00:30:00.000Z');
    expect(iso(wallTimeInstant('2026-11-01', '01:30', 'America/New_York'))).toBe('2026-11-01T05:30:00.000Z');
  });

  it('works in zones without DST and far from UTC', () => {
    expect(iso(wallTimeInstant('2026-03-10', '08:00', 'Asia/Kolkata'))).toBe('2026-03-10T02:30:00.000Z');
    expect(iso(wallTimeInstant('2026-03-10', '08:00', 'Pacific/Kiritimati'))).toBe(
      '2026-03-09T18:00:00.000Z',
    );
    expect(iso(wallTimeInstant('2026-03-10', '08:00', 'UTC'))).toBe('2026-03-10T08:00:00.000Z');
  });
});

describe('nextOccurrence', () => {
  it('fires 08:00 Rome at 07:00Z in winter and 06:00Z in summer', () => {
    expect(nextOccurrence(rome('08:00'), new Date('2026-01-15T00:00:00Z'))).toEqual({
      day: '2026-01-15',
      at: new Date('2026-01-15T07:00:00Z'),
    });
    expect(nextOccurrence(rome('08:00'), new Date('2026-07-15T06:00:00Z'))).toEqual({
      day: '2026-07-16',
      at: new Date('2026-07-16T06:00:00Z'),
    });
  });

  it('steps across both DST changes at 08:00 on the wall', () => {
    const days: string[] = [];
    let after = new Date('2026-03-27T12:00:00Z');
    for (let i = 0; i < 4; i++) {
      const next = nextOccurrence(rome('08:00'), after)!;
      days.push(`${next.day} ${iso(next.at)}`);
      after = next.at;
    }
    expect(days).toEqual([
      '2026-03-28 2026-03-28T07:00:00.000Z',
      '2026-03-29 2026-03-29T06:00:00.000Z',
      '2026-03-30 2026-03-30T06:00:00.000Z',
      '2026-03-31 2026-03-31T06:00:00.000Z',
    ]);
    const autumn = nextOccurrence(rome('08:00'), new Date('2026-10-24T07:00:00Z'))!;
    expect(iso(autumn.at)).toBe('2026-10-25T07:00:00.000Z');
  });

  it('fires an ambiguous time once on the day of the overlap', () => {
    const first = nextOccurrence(rome('02:30'), new Date('2026-10-24T12:00:00Z'))!;
    expect(iso(first.at)).toBe('2026-10-25T00:30:00.000Z');
    const second = nextOccurrence(rome('02:30'), first.at)!;
    expect(second.day).toBe('2026-10-26');
    expect(iso(second.at)).toBe('2026-10-26T01:30:00.000Z');
  });

  it('fires a time in the gap once, at the first valid minute', () => {
    const next = nextOccurrence(rome('02:30'), new Date('2026-03-28T12:00:00Z'))!;
    expect(next).toEqual({ day: '2026-03-29', at: new Date('2026-03-29T01:00:00Z') });
    expect(nextOccurrence(rome('02:30'), next.at)!.day).toBe('2026-03-30');
  });

  it('only on the listed weekdays', () => {
    // 2026-03-10 is a Tuesday; Monday and Friday only.
    const next = nextOccurrence(rome('08:00', { weekdays: [1, 5] }), new Date('2026-03-10T12:00:00Z'))!;
    expect(next.day).toBe('2026-03-13');
    expect(nextOccurrence(rome('08:00', { weekdays: [] }), new Date('2026-03-10T12:00:00Z'))).toBeUndefined();
  });

  it('puts a time before the day start on the next calendar date of the same user day', () => {
    const rule = rome('01:30', { dayStartHour: 4, weekdays: [2] }); // Tuesdays, the day starting at 04:00
    const next = nextOccurrence(rule, new Date('2026-03-10T12:00:00Z'))!;
    expect(next.day).toBe('2026-03-10');
    expect(iso(next.at)).toBe('2026-03-11T00:30:00.000Z'); // Wednesday 01:30 in Rome
    expect(userDay(next.at, 'Europe/Rome', 4)).toBe('2026-03-10');
    expect(occurrenceOn(rule, '2026-03-10')).toEqual(next);
  });
});

const zones = [
  'Europe/Rome',
  'America/New_York',
  'America/Sao_Paulo',
  'Australia/Lord_Howe',
  'Asia/Kolkata',
  'Pacific/Chatham',
  'UTC',
];
const timeArb = fc
  .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
  .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
const instantArb = fc
  .integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2028-12-31T00:00:00Z') })
  .map((ms) => new Date(Math.floor(ms / 60_000) * 60_000));
const ruleArb = fc.record({
  time: timeArb,
  timeZone: fc.constantFrom(...zones),
  dayStartHour: fc.integer({ min: 0, max: 4 }),
  weekdays: fc.option(fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }), {
    nil: undefined,
  }),
});

describe('nextOccurrence, for any rule and instant', () => {
  it('is after the instant, within 8 days, on a listed day, shows its time on the wall or the first minute after a gap', () => {
    fc.assert(
      fc.property(ruleArb, instantArb, (rule, after) => {
        const next = nextOccurrence(rule, after)!;
        expect(next.at.getTime()).toBeGreaterThan(after.getTime());
        expect(next.at.getTime() - after.getTime()).toBeLessThanOrEqual(8 * 86_400_000);
        if (rule.weekdays) expect(rule.weekdays).toContain(new Date(`${next.day}T12:00:00Z`).getUTCDay());
        const shown = minutesOfDay(wallClock(next.at, rule.timeZone).time);
        const wanted = minutesOfDay(rule.time);
        // Its user day (unless a gap pushed it past the day start: 02:00 with a 03:00 day start).
        if (shown === wanted) expect(userDay(next.at, rule.timeZone, rule.dayStartHour)).toBe(next.day);
        // On the wall, or (in a gap) at most an hour later, the gap's end.
        expect((shown - wanted + 1440) % 1440).toBeLessThanOrEqual(60);
        if (shown !== wanted)
          expect(wallClock(new Date(next.at.getTime() - 60_000), rule.timeZone).time).not.toBe(
            wallClock(next.at, rule.timeZone).time,
          );
      }),
      { numRuns: 400 },
    );
  });

  it('never skips a day nor fires twice in one: consecutive occurrences of a daily rule are consecutive days', () => {
    fc.assert(
      fc.property(ruleArb, instantArb, (rule, after) => {
        const daily = { ...rule, weekdays: undefined };
        const first = nextOccurrence(daily, after)!;
        const second = nextOccurrence(daily, first.at)!;
        const days = (Date.parse(second.day) - Date.parse(first.day)) / 86_400_000;
        expect(days).toBe(1);
        // No occurrence between `after` and the first one.
        expect(nextOccurrence(daily, new Date(first.at.getTime() - 1))).toEqual(first);
      }),
      { numRuns: 300 },
    );
  });
});

describe('quiet hours', () => {
  const night = { start: '22:00', end: '07:00' };

  it('know the window, across midnight or not', () => {
    expect(inQuietHours('23:00', night)).toBe(true);
    expect(inQuietHours('06:59', night)).toBe(true);
    expect(inQuietHours('07:00', night)).toBe(false);
    expect(inQuietHours('21:59', night)).toBe(false);
    expect(inQuietHours('13:00', { start: '12:00', end: '14:00' })).toBe(true);
    expect(inQuietHours('14:00', { start: '12:00', end: '14:00' })).toBe(false);
  });

  it('delay what falls inside to their end, in the user’s zone', () => {
    // 23:30 in Rome (winter) is 22:30Z: out at 07:00 Rome = 06:00Z the next day.
    expect(iso(afterQuietHours(new Date('2026-01-15T22:30:00Z'), night, 'Europe/Rome'))).toBe(
      '2026-01-16T06:00:00.000Z',
    );
    // 06:00 Rome (summer) is 04:00Z: out at 05:00Z.
    expect(iso(afterQuietHours(new Date('2026-07-15T04:00:00Z'), night, 'Europe/Rome'))).toBe(
      '2026-07-15T05:00:00.000Z',
    );
    // The night the clocks go back still ends at 07:00 on the wall.
    expect(iso(afterQuietHours(new Date('2026-10-24T21:00:00Z'), night, 'Europe/Rome'))).toBe(
      '2026-10-25T06:00:00.000Z',
    );
    // Outside, or none: as it was.
    const noon = new Date('2026-01-15T11:00:00Z');
    expect(afterQuietHours(noon, night, 'Europe/Rome')).toBe(noon);
    expect(afterQuietHours(noon, null, 'Europe/Rome')).toBe(noon);
  });

  it('never send inside them and never earlier, for any window and instant', () => {
    fc.assert(
      fc.property(timeArb, timeArb, fc.constantFrom(...zones), instantArb, (start, end, zone, at) => {
        fc.pre(start !== end);
        const quiet = { start, end };
        const out = afterQuietHours(at, quiet, zone);
        expect(out.getTime()).toBeGreaterThanOrEqual(at.getTime());
        expect(out.getTime() - at.getTime()).toBeLessThanOrEqual(49 * 3_600_000);
        expect(inQuietHours(wallClock(out, zone).time, quiet)).toBe(false);
        if (!inQuietHours(wallClock(at, zone).time, quiet)) expect(out).toBe(at);
      }),
      { numRuns: 400 },
    );
  });
});
