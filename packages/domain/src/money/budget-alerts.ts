import { formatCents, toCents } from './cents';
import { formatMoney, type MoneyFormatOptions } from './format';
import type { BudgetAlert, BudgetThreshold } from './money.schema';
import { inRange, periodRange, type DateRange, type MoneyRow } from './periods';

/** The "approaching" alert shows from this share of a limit (AREAS.md, Money). */
export const APPROACHING_PERCENT = 80;

export type BudgetPeriod = 'week' | 'month';

export interface BudgetProgress {
  period: BudgetPeriod;
  range: DateRange;
  /** Expenses dated in the period's Monday week or calendar month, as "312.40". */
  spent: string;
  /** null = no limit set. */
  limit: string | null;
  /** ⌊spent ÷ limit × 100⌋; null without a limit. */
  percent: number | null;
  level: 'ok' | 'approaching' | 'exceeded';
}

const words = {
  week: { id: 'weekly', adjective: 'weekly', title: 'Weekly' },
  month: { id: 'monthly', adjective: 'monthly', title: 'Monthly' },
} as const;

function progressFor(
  period: BudgetPeriod,
  rows: readonly MoneyRow[],
  limit: string | null,
  today: string,
): BudgetProgress {
  const range = periodRange(period, today);
  let spent = 0n;
  for (const row of rows)
    if (row.type === 'expense' && inRange(row.date, range)) spent += toCents(row.amount);
  const limitCents = limit === null ? null : toCents(limit);
  // A limit of 0 or less is no limit: nothing can be a share of it.
  if (limitCents === null || limitCents <= 0n) {
    return { period, range, spent: formatCents(spent), limit: null, percent: null, level: 'ok' };
  }
  // Integer comparisons on cents: 80% is exactly 80%, never a float just under it.
  const level =
    spent > limitCents
      ? 'exceeded'
      : spent * 100n >= limitCents * BigInt(APPROACHING_PERCENT)
        ? 'approaching'
        : 'ok';
  return {
    period,
    range,
    spent: formatCents(spent),
    limit: formatCents(limitCents),
    percent: Number((spent * 100n) / limitCents),
    level,
  };
}

/** Spending against the weekly (Monday week) and monthly limits — the budget progress bars. */
export function budgetProgress(
  rows: readonly MoneyRow[],
  threshold: BudgetThreshold | null,
  today: string,
): { week: BudgetProgress; month: BudgetProgress } {
  return {
    week: progressFor('week', rows, threshold?.weeklyLimit ?? null, today),
    month: progressFor('month', rows, threshold?.monthlyLimit ?? null, today),
  };
}

function alertOf(p: BudgetProgress, format: MoneyFormatOptions): BudgetAlert | null {
  if (p.level === 'ok' || p.limit === null || p.percent === null) return null;
  const w = words[p.period];
  const spent = formatMoney(p.spent, format);
  const limit = formatMoney(p.limit, format);
  if (p.level === 'exceeded') {
    return {
      id: `${w.id}-exceeded`,
      period: p.period,
      level: 'exceeded',
      title: `${w.title} Budget Exceeded`,
      message: `You've spent ${spent} of your ${limit} ${w.adjective} budget.`,
      spent: p.spent,
      limit: p.limit,
      percent: p.percent,
    };
  }
  return {
    id: `${w.id}-approaching`,
    period: p.period,
    level: 'approaching',
    title: `${w.title} Budget Almost Reached`,
    message: `You've spent ${spent} of your ${limit} ${w.adjective} budget (${p.percent}%).`,
    spent: p.spent,
    limit: p.limit,
    percent: p.percent,
  };
}

/**
 * Budget alerts (SPEC.md 9): expenses of the Monday week and of the calendar month holding `today`, against
 * the weekly and monthly limits. Spending over a limit is "exceeded"; from 80% up to the limit itself it is
 * "approaching". Each alert has a stable id (`weekly-exceeded` …) so the web can dismiss it for the day.
 * `rows` may hold any transactions: only expenses dated in each period count.
 */
export function budgetAlerts(
  rows: readonly MoneyRow[],
  threshold: BudgetThreshold | null,
  today: string,
  format: MoneyFormatOptions = {},
): BudgetAlert[] {
  const { week, month } = budgetProgress(rows, threshold, today);
  return [alertOf(week, format), alertOf(month, format)].filter((a): a is BudgetAlert => a !== null);
}

/** The dates the alerts read: the Monday week and the calendar month holding `today`, together. */
export function budgetAlertsRange(today: string): DateRange {
  const week = periodRange('week', today);
  const month = periodRange('month', today);
  return {
    from: week.from < month.from ? week.from : month.from,
    to: week.to > month.to ? week.to : month.to,
  };
}
