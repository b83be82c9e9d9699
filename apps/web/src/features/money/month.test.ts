import { describe, expect, it } from 'vitest';
import { formatCents } from '@track-grow/domain/money';
import { groupByDay, monthRange, shiftMonth } from './month.ts';
import { marchRows } from './test-fixtures.ts';
import type { Transaction } from '@track-grow/domain/money';

const rows = marchRows as Transaction[];

describe('month helpers', () => {
  it('moves across years and knows month ends', () => {
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });
});

describe('groupByDay', () => {
  it('groups newest first with exact day totals and the month’s balance at the end of each day', () => {
    const groups = groupByDay(rows, '1154.70', false);
    expect(
      groups.map((g) => [g.date, formatCents(g.net), g.balance === null ? null : formatCents(g.balance)]),
    ).toEqual([
      ['2026-03-20', '-0.30', '1154.70'],
      ['2026-03-18', '-45.00', '1155.00'],
      ['2026-03-02', '-800.00', '1200.00'],
      ['2026-03-01', '2000.00', '2000.00'],
    ]);
    expect(groups.every((g) => g.complete)).toBe(true);
  });

  it('stays exact while later pages are unloaded, and marks the day a page cut as incomplete', () => {
    const firstPage = rows.slice(0, 2); // the first page ends after 03-20's two rows
    const groups = groupByDay(firstPage, '1154.70', true);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.complete).toBe(false);
    expect(formatCents(groups[0]!.balance!)).toBe('1154.70');

    const cut = groupByDay(rows.slice(0, 4), '1154.70', true);
    expect(cut.map((g) => formatCents(g.balance!))).toEqual(['1154.70', '1155.00', '1200.00']);
  });

  it('has no balance until the month’s net is known', () => {
    expect(groupByDay(rows, null, false).every((g) => g.balance === null)).toBe(true);
  });
});
