import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, daysBetween, endOfMonth, fromDayNumber } from '../shared/day';
import { addMonthsClamped, nextDueDate, nextOccurrence, recurrenceDayOf } from './recurrence';

const dateArb = fc.integer({ min: dayNumber('1990-01-01'), max: dayNumber('2100-12-31') }).map(fromDayNumber);
const recurrenceArb = fc.constantFrom('daily' as const, 'weekly' as const, 'monthly' as const);

describe('nextOccurrence', () => {
  it('adds a day, a week, or a month', () => {
    expect(nextOccurrence('2026-03-10', 'daily')).toBe('2026-03-11');
    expect(nextOccurrence('2026-12-31', 'daily')).toBe('2027-01-01');
    expect(nextOccurrence('2026-03-10', 'weekly')).toBe('2026-03-17');
    expect(nextOccurrence('2026-12-28', 'weekly')).toBe('2027-01-04');
    expect(nextOccurrence('2026-03-10', 'monthly')).toBe('2026-04-10');
    expect(nextOccurrence('2026-12-15', 'monthly')).toBe('2027-01-15');
  });

  it('clamps a monthly task to the end of a shorter month', () => {
    expect(nextOccurrence('2026-01-31', 'monthly')).toBe('2026-02-28');
    expect(nextOccurrence('2028-01-31', 'monthly')).toBe('2028-02-29'); // leap year
    expect(nextOccurrence('2026-03-31', 'monthly')).toBe('2026-04-30');
    expect(nextOccurrence('2026-08-31', 'monthly')).toBe('2026-09-30');
    expect(nextOccurrence('2028-02-29', 'monthly')).toBe('2028-03-29');
  });

  it('always moves forward, by at most 31 days, to a real date', () => {
    fc.assert(
      fc.property(dateArb, recurrenceArb, (d, r) => {
        const next = nextOccurrence(d, r);
        const gap = daysBetween(d, next);
        return gap >= 1 && gap <= 31 && fromDayNumber(dayNumber(next)) === next;
      }),
    );
  });

  it('keeps the day of the month when it exists, else lands on the last day', () => {
    fc.assert(
      fc.property(dateArb, fc.integer({ min: -30, max: 30 }), (d, n) => {
        const moved = addMonthsClamped(d, n);
        const day = Number(d.slice(8, 10));
        const movedDay = Number(moved.slice(8, 10));
        const lastOfMonth = Number(endOfMonth(moved).slice(8, 10));
        const monthsApart =
          (Number(moved.slice(0, 4)) - Number(d.slice(0, 4))) * 12 +
          Number(moved.slice(5, 7)) -
          Number(d.slice(5, 7));
        return monthsApart === n && (movedDay === day || (movedDay === lastOfMonth && day > lastOfMonth));
      }),
    );
  });
});

describe('nextDueDate (what completing a recurring task schedules)', () => {
  it('is the next occurrence when that is already after today', () => {
    expect(nextDueDate('2026-03-10', 'daily', '2026-03-10')).toBe('2026-03-11');
    expect(nextDueDate('2026-03-12', 'daily', '2026-03-10')).toBe('2026-03-13'); // done early
    expect(nextDueDate('2026-01-31', 'monthly', '2026-01-31')).toBe('2026-02-28');
  });

  it('skips occurrences that are already past, stepping from the due date', () => {
    expect(nextDueDate('2026-03-01', 'daily', '2026-03-10')).toBe('2026-03-11');
    expect(nextDueDate('2026-03-02', 'weekly', '2026-03-10')).toBe('2026-03-16'); // Mondays stay Mondays
    expect(nextDueDate('2026-01-31', 'monthly', '2026-03-10')).toBe('2026-03-31'); // not Mar 28
    expect(nextDueDate('2020-02-29', 'monthly', '2026-03-10')).toBe('2026-03-29');
  });

  it('is the first occurrence after today, whatever the gap', () => {
    fc.assert(
      fc.property(dateArb, recurrenceArb, fc.integer({ min: -60, max: 3000 }), (due, r, gap) => {
        const today = fromDayNumber(dayNumber(due) + gap);
        const next = nextDueDate(due, r, today);
        if (!(next > today && next > due)) return false;
        // No occurrence of the series after the due date lies strictly between today and `next`.
        const step = r === 'daily' ? 1 : r === 'weekly' ? 7 : null;
        if (step !== null)
          return daysBetween(due, next) % step === 0 && daysBetween(today > due ? today : due, next) <= step;
        const months =
          (Number(next.slice(0, 4)) - Number(due.slice(0, 4))) * 12 +
          Number(next.slice(5, 7)) -
          Number(due.slice(5, 7));
        return (
          addMonthsClamped(due, months) === next &&
          (months === 1 || addMonthsClamped(due, months - 1) <= today)
        );
      }),
    );
  });
});

describe('a monthly series keeps its day of the month (recurrence day)', () => {
  /** The due dates of `count` completions in a row, each done on its due day. */
  const series = (start: string, count: number, anchorDay = recurrenceDayOf('monthly', start)) => {
    const dates = [start];
    while (dates.length < count) dates.push(nextDueDate(dates.at(-1)!, 'monthly', dates.at(-1)!, anchorDay));
    return dates;
  };
  const monthOf = (date: string) => Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1;
  const lastDayOf = (date: string) => Number(endOfMonth(date).slice(8, 10));

  it('is the due date’s day for a monthly task, and none otherwise', () => {
    expect(recurrenceDayOf('monthly', '2026-01-31')).toBe(31);
    expect(recurrenceDayOf('monthly', '2026-03-05')).toBe(5);
    expect(recurrenceDayOf('monthly', null)).toBeNull();
    expect(recurrenceDayOf('weekly', '2026-01-31')).toBeNull();
    expect(recurrenceDayOf('none', '2026-01-31')).toBeNull();
  });

  it('lands on the last day of a short month and returns to its day in a long one', () => {
    expect(series('2026-01-31', 5)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
    expect(series('2028-01-30', 3)).toEqual(['2028-01-30', '2028-02-29', '2028-03-30']); // leap year
    expect(series('2026-01-29', 3)).toEqual(['2026-01-29', '2026-02-28', '2026-03-29']);
    expect(series('2026-01-15', 4)).toEqual(['2026-01-15', '2026-02-15', '2026-03-15', '2026-04-15']);
  });

  it('keeps its day when an overdue occurrence jumps past today', () => {
    expect(nextDueDate('2026-02-28', 'monthly', '2026-03-10', 31)).toBe('2026-03-31');
    expect(nextDueDate('2026-02-28', 'monthly', '2026-04-10', 31)).toBe('2026-04-30');
    expect(nextDueDate('2026-02-28', 'monthly', '2026-04-30', 31)).toBe('2026-05-31');
    expect(nextDueDate('2026-02-28', 'monthly', '2029-02-27', 30)).toBe('2029-02-28');
  });

  it('leaves daily and weekly series alone', () => {
    expect(nextDueDate('2026-02-28', 'daily', '2026-02-28', 31)).toBe('2026-03-01');
    expect(nextDueDate('2026-02-28', 'weekly', '2026-03-10', 31)).toBe('2026-03-14');
  });

  it('every occurrence is min(day, month length), the first after today', () => {
    fc.assert(
      fc.property(
        dateArb,
        fc.integer({ min: 1, max: 31 }),
        fc.array(fc.integer({ min: -40, max: 400 }), { minLength: 1, maxLength: 24 }),
        (start, day, gaps) => {
          let due = start;
          for (const gap of gaps) {
            const today = fromDayNumber(dayNumber(due) + gap);
            const next = nextDueDate(due, 'monthly', today, day);
            if (!(next > today && next > due)) return false;
            if (Number(next.slice(8, 10)) !== Math.min(day, lastDayOf(next))) return false;
            // The series' occurrence in the month before is not after today, unless that month is the due date's own.
            const before = addMonthsClamped(next, -1, day);
            if (monthOf(before) > monthOf(due) && before > today) return false;
            due = next;
          }
          return true;
        },
      ),
    );
  });
});
