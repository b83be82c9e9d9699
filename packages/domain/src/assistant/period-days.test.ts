import { describe, expect, it } from 'vitest';
import { assistantPeriods } from './intent.types';
import { periodDays } from './period-days';

describe('periodDays', () => {
  // Wednesday 2026-03-04
  const today = '2026-03-04';
  it.each([
    ['today', 0, '2026-03-04', '2026-03-04'],
    ['yesterday', 0, '2026-03-03', '2026-03-03'],
    ['week', 0, '2026-03-01', '2026-03-04'],
    ['week', 1, '2026-03-02', '2026-03-04'],
    ['lastWeek', 1, '2026-02-23', '2026-03-01'],
    ['lastWeek', 0, '2026-02-22', '2026-02-28'],
    ['month', 1, '2026-03-01', '2026-03-04'],
    ['lastMonth', 1, '2026-02-01', '2026-02-28'],
    ['year', 1, '2026-01-01', '2026-03-04'],
  ] as const)('%s (week start %i) is %s to %s', (period, weekStart, from, to) => {
    expect(periodDays(period, today, weekStart)).toEqual({ from, to });
  });

  it('last month of January is the previous December; every period ends by today', () => {
    expect(periodDays('lastMonth', '2026-01-15', 0)).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    for (const period of assistantPeriods) {
      const { from, to } = periodDays(period, today, 1);
      expect(from <= to && to <= today).toBe(true);
    }
  });
});
