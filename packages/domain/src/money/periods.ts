import { endOfMonth, startOfMonth, startOfWeek, startOfYear, addDays } from '../shared/day';
import { formatCents, roundDiv, toCents } from './cents';
import type { TransactionType } from './money.schema';

/** Budget weeks start on Monday (SPEC.md 9), whatever the profile's week start. */
export const BUDGET_WEEK_START = 1;

export const moneyPeriods = ['today', 'week', 'month', 'year'] as const;
export type MoneyPeriod = (typeof moneyPeriods)[number];

export interface DateRange {
  from: string;
  to: string;
}

/** What the money rules read from a transaction. */
export interface MoneyRow {
  date: string;
  type: TransactionType;
  amount: string;
}

/** The whole calendar period holding `today`: the day, its Monday week, its month or its year. */
export function periodRange(period: MoneyPeriod, today: string): DateRange {
  switch (period) {
    case 'today':
      return { from: today, to: today };
    case 'week': {
      const from = startOfWeek(today, BUDGET_WEEK_START);
      return { from, to: addDays(from, 6) };
    }
    case 'month':
      return { from: startOfMonth(today), to: endOfMonth(today) };
    case 'year':
      return { from: startOfYear(today), to: `${today.slice(0, 4)}-12-31` };
  }
}

export const inRange = (date: string, range: DateRange): boolean => date >= range.from && date <= range.to;

export interface MoneyTotalsCents {
  income: bigint;
  expenses: bigint;
  net: bigint;
}

/** Exact income, expenses and net (income − expenses) of the rows, optionally only those in `range`. */
export function moneyTotalsCents(rows: Iterable<MoneyRow>, range?: DateRange): MoneyTotalsCents {
  let income = 0n;
  let expenses = 0n;
  for (const row of rows) {
    if (range && !inRange(row.date, range)) continue;
    if (row.type === 'income') income += toCents(row.amount);
    else expenses += toCents(row.amount);
  }
  return { income, expenses, net: income - expenses };
}

export interface MoneyTotals {
  income: string;
  expenses: string;
  net: string;
}

export function moneyTotals(rows: Iterable<MoneyRow>, range?: DateRange): MoneyTotals {
  const t = moneyTotalsCents(rows, range);
  return { income: formatCents(t.income), expenses: formatCents(t.expenses), net: formatCents(t.net) };
}

/** Income, expenses and net for today, this Monday week, this month and this year (the money tiles). */
export function periodTotals(rows: readonly MoneyRow[], period: MoneyPeriod, today: string): MoneyTotals {
  return moneyTotals(rows, periodRange(period, today));
}

/** (income − expenses) ÷ income × 100, rounded (half up); null without income. May be negative. */
export function savingsRate(income: string | bigint, expenses: string | bigint): number | null {
  const inc = typeof income === 'bigint' ? income : toCents(income);
  const exp = typeof expenses === 'bigint' ? expenses : toCents(expenses);
  if (inc <= 0n) return null;
  return Number(roundDiv((inc - exp) * 100n, inc));
}

/** 'yyyy-MM' of a date, and the 12 months ending with `month` (oldest first). */
export const monthOf = (date: string): string => date.slice(0, 7);

export function last12Months(month: string): string[] {
  const year = Number(month.slice(0, 4));
  const index = year * 12 + Number(month.slice(5, 7)) - 1;
  return Array.from({ length: 12 }, (_, i) => {
    const n = index - 11 + i;
    return `${String(Math.floor(n / 12)).padStart(4, '0')}-${String((n % 12) + 1).padStart(2, '0')}`;
  });
}
