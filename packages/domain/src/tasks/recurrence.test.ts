import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, daysBetween, endOfMonth, fromDayNumber } from '../shared/day';
import { addMonthsClamped, nextDueDate, nextOccurrence } from './recurrence';

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
        const monthsApart = (Number(moved.slice(0, 4)) - Number(d.slice(0, 4))) * 12 + Number(moved.slice(5, 7)) - Number(d.slice(5, 7));
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
        if (step !== null) return daysBetween(due, next) % step === 0 && daysBetween(today > due ? today : due, next) <= step;
        const months = (Number(next.slice(0, 4)) - Number(due.slice(0, 4))) * 12 + Number(next.slice(5, 7)) - Number(due.slice(5, 7));
        return addMonthsClamped(due, months) === next && (months === 1 || addMonthsClamped(due, months - 1) <= today);
      }),
    );
  });
});
