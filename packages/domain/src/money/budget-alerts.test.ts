import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { budgetAlerts, budgetAlertsRange, budgetProgress } from './budget-alerts';
import { formatCents } from './cents';
import type { MoneyRow } from './periods';

const expense = (date: string, amount: string): MoneyRow => ({ date, type: 'expense', amount });
const today = '2026-11-25'; // a Wednesday; its budget week is Mon 23 – Sun 29 November

describe('budget alerts', () => {
  it('exceeded: titles and messages with both amounts in dollars, two decimals', () => {
    const alerts = budgetAlerts(
      [expense('2026-11-24', '312.40')],
      { weeklyLimit: '300.00', monthlyLimit: '300' },
      today,
    );
    expect(alerts).toEqual([
      {
        id: 'weekly-exceeded',
        period: 'week',
        level: 'exceeded',
        title: 'Weekly Budget Exceeded',
        message: "You've spent $312.40 of your $300.00 weekly budget.",
        spent: '312.40',
        limit: '300.00',
        percent: 104,
      },
      {
        id: 'monthly-exceeded',
        period: 'month',
        level: 'exceeded',
        title: 'Monthly Budget Exceeded',
        message: "You've spent $312.40 of your $300.00 monthly budget.",
        spent: '312.40',
        limit: '300.00',
        percent: 104,
      },
    ]);
  });

  it.each([
    ['79.00', []],
    ['79.99', []],
    ['80.00', ['weekly-approaching']],
    ['100.00', ['weekly-approaching']],
    ['100.01', ['weekly-exceeded']],
    ['101.00', ['weekly-exceeded']],
  ])('at %s of a 100.00 weekly limit: %j', (spent, ids) => {
    const alerts = budgetAlerts([expense(today, spent)], { weeklyLimit: '100', monthlyLimit: null }, today);
    expect(alerts.map((a) => a.id)).toEqual(ids);
  });

  it('approaching alerts say how close, with the percentage', () => {
    const [alert] = budgetAlerts(
      [expense('2026-11-02', '1600')],
      { weeklyLimit: null, monthlyLimit: '2000' },
      today,
    );
    expect(alert).toMatchObject({
      id: 'monthly-approaching',
      title: 'Monthly Budget Almost Reached',
      message: "You've spent $1600.00 of your $2000.00 monthly budget (80%).",
      percent: 80,
    });
  });

  it('counts only expenses of the Monday week and of the calendar month', () => {
    const rows: MoneyRow[] = [
      expense('2026-11-22', '500'), // the Sunday before: last week, this month
      expense('2026-11-23', '10'), // Monday
      expense('2026-11-29', '20'), // Sunday: still this week
      expense('2026-11-30', '999'), // next Monday: next week, this month
      expense('2026-10-31', '999'), // last month
      { date: '2026-11-24', type: 'income', amount: '5000' }, // income never counts
    ];
    const { week, month } = budgetProgress(rows, { weeklyLimit: '100', monthlyLimit: '3000' }, today);
    expect(week).toMatchObject({
      range: { from: '2026-11-23', to: '2026-11-29' },
      spent: '30.00',
      percent: 30,
      level: 'ok',
    });
    expect(month).toMatchObject({
      range: { from: '2026-11-01', to: '2026-11-30' },
      spent: '1529.00',
      percent: 50,
      level: 'ok',
    });
  });

  it('moves to a new week on Monday: Sunday spending stops counting', () => {
    const rows = [expense('2026-11-29', '150')];
    const threshold = { weeklyLimit: '100', monthlyLimit: null };
    expect(budgetAlerts(rows, threshold, '2026-11-29').map((a) => a.id)).toEqual(['weekly-exceeded']);
    expect(budgetAlerts(rows, threshold, '2026-11-30')).toEqual([]);
  });

  it('no limits, a zero limit or no threshold: no alerts', () => {
    const rows = [expense(today, '1000')];
    expect(budgetAlerts(rows, null, today)).toEqual([]);
    expect(budgetAlerts(rows, { weeklyLimit: null, monthlyLimit: null }, today)).toEqual([]);
    expect(budgetAlerts(rows, { weeklyLimit: '0', monthlyLimit: null }, today)).toEqual([]);
    expect(budgetProgress(rows, null, today).week).toMatchObject({
      spent: '1000.00',
      limit: null,
      percent: null,
    });
  });

  it('formats other currencies through Intl', () => {
    const [alert] = budgetAlerts([expense(today, '120')], { weeklyLimit: '100', monthlyLimit: null }, today, {
      currency: 'EUR',
    });
    expect(alert!.message).toBe("You've spent €120.00 of your €100.00 weekly budget.");
  });

  it('the alerts range covers the week and the month, even across a month boundary', () => {
    expect(budgetAlertsRange('2026-12-02')).toEqual({ from: '2026-11-30', to: '2026-12-31' });
    expect(budgetAlertsRange('2026-11-30')).toEqual({ from: '2026-11-01', to: '2026-12-06' });
  });

  it('alerts exactly when spending exceeds the limit, approaching from 80% (property)', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 10n ** 9n }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 8n }), { maxLength: 20 }),
        (limit, parts) => {
          const spent = parts.reduce((a, b) => a + b, 0n);
          const rows = parts.map((p) => expense(today, formatCents(p)));
          const ids = budgetAlerts(rows, { weeklyLimit: formatCents(limit), monthlyLimit: null }, today).map(
            (a) => a.id,
          );
          const expected =
            spent > limit ? ['weekly-exceeded'] : spent * 10n >= limit * 8n ? ['weekly-approaching'] : [];
          return JSON.stringify(ids) === JSON.stringify(expected);
        },
      ),
    );
  });
});
