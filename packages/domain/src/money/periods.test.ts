import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dayNumber, fromDayNumber, weekdayOf } from '../shared/day';
import { last12Months, moneyTotals, periodRange, periodTotals, savingsRate, type MoneyRow } from './periods';

const rows: MoneyRow[] = [
  { date: '2026-11-22', type: 'expense', amount: '10.10' }, // Sunday: the week before
  { date: '2026-11-23', type: 'expense', amount: '20.20' }, // Monday
  { date: '2026-11-23', type: 'income', amount: '1000.00' },
  { date: '2026-11-25', type: 'expense', amount: '0.05' }, // Wednesday (today)
  { date: '2026-11-29', type: 'expense', amount: '5.00' }, // Sunday: same budget week
  { date: '2026-11-30', type: 'expense', amount: '7.00' }, // Monday: next week
  { date: '2026-10-31', type: 'income', amount: '50.00' },
  { date: '2025-12-31', type: 'expense', amount: '1.00' },
];

describe('money periods', () => {
  it('uses Monday weeks, calendar months and years', () => {
    expect(periodRange('today', '2026-11-25')).toEqual({ from: '2026-11-25', to: '2026-11-25' });
    expect(periodRange('week', '2026-11-25')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    // Around the Sunday/Monday boundary: Sunday still belongs to the week that started six days before.
    expect(periodRange('week', '2026-11-29')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(periodRange('week', '2026-11-30')).toEqual({ from: '2026-11-30', to: '2026-12-06' });
    expect(periodRange('month', '2024-02-10')).toEqual({ from: '2024-02-01', to: '2024-02-29' });
    expect(periodRange('year', '2026-11-25')).toEqual({ from: '2026-01-01', to: '2026-12-31' });
  });

  it('a budget week always starts on a Monday and holds the day (property)', () => {
    const day = fc.integer({ min: dayNumber('2000-01-01'), max: dayNumber('2100-12-31') }).map(fromDayNumber);
    fc.assert(
      fc.property(day, (d) => {
        const { from, to } = periodRange('week', d);
        return weekdayOf(from) === 1 && weekdayOf(to) === 0 && from <= d && d <= to;
      }),
    );
  });

  it('totals income, expenses and net per period, exactly', () => {
    expect(periodTotals(rows, 'today', '2026-11-25')).toEqual({
      income: '0.00',
      expenses: '0.05',
      net: '-0.05',
    });
    expect(periodTotals(rows, 'week', '2026-11-25')).toEqual({
      income: '1000.00',
      expenses: '25.25',
      net: '974.75',
    });
    expect(periodTotals(rows, 'week', '2026-11-30')).toEqual({
      income: '0.00',
      expenses: '7.00',
      net: '-7.00',
    });
    expect(periodTotals(rows, 'month', '2026-11-25')).toEqual({
      income: '1000.00',
      expenses: '42.35',
      net: '957.65',
    });
    expect(periodTotals(rows, 'year', '2026-11-25')).toEqual({
      income: '1050.00',
      expenses: '42.35',
      net: '1007.65',
    });
    expect(moneyTotals(rows)).toEqual({ income: '1050.00', expenses: '43.35', net: '1006.65' });
  });

  it('computes the savings rate, rounded, null without income', () => {
    expect(savingsRate('1000.00', '250.00')).toBe(75);
    expect(savingsRate('3.00', '1.00')).toBe(67); // 66.67
    expect(savingsRate('200.00', '199.00')).toBe(1); // 0.5 rounds up
    expect(savingsRate('100.00', '300.00')).toBe(-200);
    expect(savingsRate('0.00', '50.00')).toBeNull();
    expect(savingsRate(0n, 0n)).toBeNull();
    expect(savingsRate('0.01', '0.00')).toBe(100);
  });

  it('lists the 12 months ending with a month, across years', () => {
    expect(last12Months('2026-03')).toEqual([
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
    ]);
    expect(last12Months('2026-12')[0]).toBe('2026-01');
  });
});
