import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addDays, dayNumber, fromDayNumber } from '../shared/day';
import {
  averageMood,
  dailyMoods,
  formatMoodAverage,
  moodFace,
  moodPeriods,
  moodTrend,
  roundMood,
  yearInPixels,
} from './mood-stats';

const today = '2026-03-10';
const entry = (date: string, rating: number) => ({ date, rating });

describe('daily moods', () => {
  it('averages several entries of one day and sorts the days', () => {
    expect(
      dailyMoods([
        entry('2026-03-02', 5),
        entry('2026-03-01', 2),
        entry('2026-03-02', 2),
        entry('2026-03-02', 4),
      ]),
    ).toEqual([
      { date: '2026-03-01', average: 2, count: 1 },
      { date: '2026-03-02', average: 11 / 3, count: 3 },
    ]);
    expect(dailyMoods([])).toEqual([]);
  });

  it('weighs each day once in a period average', () => {
    const daily = dailyMoods([
      entry('2026-03-09', 5),
      entry('2026-03-09', 5),
      entry('2026-03-09', 5),
      entry('2026-03-10', 1),
    ]);
    expect(averageMood(daily, '2026-03-09', '2026-03-10')).toBe(3);
    expect(averageMood(daily, '2026-03-01', '2026-03-08')).toBeNull();
  });

  it('keeps every daily average within 1–5', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            date: fc.constantFrom('2026-01-01', '2026-01-02', '2026-01-03'),
            rating: fc.integer({ min: 1, max: 5 }),
          }),
        ),
        (entries) => {
          const daily = dailyMoods(entries);
          expect(daily.reduce((n, d) => n + d.count, 0)).toBe(entries.length);
          for (const d of daily) expect(d.average >= 1 && d.average <= 5).toBe(true);
          const all = averageMood(daily, '2026-01-01', '2026-01-03');
          if (entries.length === 0) expect(all).toBeNull();
          else expect(all! >= 1 && all! <= 5).toBe(true);
        },
      ),
    );
  });
});

describe('faces and display (SPEC.md 9)', () => {
  it('is happy from 4, neutral from 3, sad below, "-" with no data', () => {
    expect(moodFace(5)).toBe('happy');
    expect(moodFace(4)).toBe('happy');
    expect(moodFace(3.99)).toBe('happy'); // shown as 4.0, so the face agrees with the number
    expect(moodFace(3.94)).toBe('neutral');
    expect(moodFace(3)).toBe('neutral');
    expect(moodFace(2.9)).toBe('sad');
    expect(moodFace(1)).toBe('sad');
    expect(moodFace(null)).toBeNull();
    expect(formatMoodAverage(null)).toBe('-');
    expect(formatMoodAverage(4)).toBe('4.0');
    expect(formatMoodAverage(11 / 3)).toBe('3.7');
    expect(roundMood(3.25)).toBe(3.3);
  });
});

describe('mood periods', () => {
  const daily = dailyMoods([
    entry('2025-12-31', 1), // last year: in no period
    entry('2026-01-15', 2), // this year only
    entry('2026-03-01', 3), // this month, not the last 7 days
    entry('2026-03-04', 5), // the first of the last 7 days (Mar 4 – Mar 10)
    entry('2026-03-10', 4),
    entry('2026-03-10', 5),
  ]);

  it('averages the last 7 days for the week, calendar month and year for the others', () => {
    const p = moodPeriods(daily, today);
    expect(p.week).toEqual({ from: '2026-03-04', to: today, average: 4.8, face: 'happy', days: 2 }); // (5 + 4.5) / 2 = 4.75
    expect(p.month).toEqual({ from: '2026-03-01', to: today, average: 4.2, face: 'happy', days: 3 }); // (3 + 5 + 4.5) / 3
    expect(p.year).toEqual({ from: '2026-01-01', to: today, average: 3.6, face: 'neutral', days: 4 }); // (2 + 3 + 5 + 4.5) / 4 = 3.625
  });

  it('is empty ("-") where nothing was logged', () => {
    const p = moodPeriods(daily, '2027-02-01');
    expect(p.week).toMatchObject({ average: null, face: null, days: 0 });
    expect(p.year).toMatchObject({ average: null, face: null, days: 0 });
  });

  it('crosses a month and a year boundary for the week', () => {
    const p = moodPeriods(dailyMoods([entry('2025-12-28', 2), entry('2026-01-02', 4)]), '2026-01-02');
    expect(p.week).toMatchObject({ from: '2025-12-27', average: 3, days: 2 });
    expect(p.month).toMatchObject({ from: '2026-01-01', average: 4, days: 1 });
  });
});

describe('year in pixels and trend', () => {
  const daily = dailyMoods([
    entry('2025-12-31', 1),
    entry('2026-02-14', 5),
    entry('2026-02-14', 4),
    entry('2026-03-09', 3),
  ]);

  it('maps each logged day of the year to its average', () => {
    expect(yearInPixels(daily, 2026)).toEqual({ '2026-02-14': 4.5, '2026-03-09': 3 });
    expect(yearInPixels(daily, 2025)).toEqual({ '2025-12-31': 1 });
    expect(yearInPixels(daily, 2024)).toEqual({});
  });

  it('has one point per day for 30 days, null on days without entries', () => {
    const trend = moodTrend(daily, today);
    expect(trend).toHaveLength(30);
    expect(trend[0]).toEqual({ date: '2026-02-09', average: null });
    expect(trend[29]).toEqual({ date: today, average: null });
    expect(trend.find((p) => p.date === '2026-02-14')).toEqual({ date: '2026-02-14', average: 4.5 });
    expect(trend.filter((p) => p.average !== null)).toHaveLength(2);
  });

  it('always ends today with consecutive days', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: dayNumber('2000-01-01'), max: dayNumber('2099-12-31') }).map(fromDayNumber),
        fc.integer({ min: 1, max: 400 }),
        (end, days) => {
          const trend = moodTrend([], end, days);
          expect(trend).toHaveLength(days);
          expect(trend[trend.length - 1]!.date).toBe(end);
          trend.forEach((p, i) => i > 0 && expect(p.date).toBe(addDays(trend[i - 1]!.date, 1)));
        },
      ),
      { numRuns: 50 },
    );
  });
});
