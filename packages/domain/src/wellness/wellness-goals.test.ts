import { describe, expect, it } from 'vitest';
import { goalProgress, measureSeries, wellnessGoalProgress } from './wellness-goals';
import { WELLNESS_GOALS } from './wellness.schema';

describe('wellness goals', () => {
  it('are 8 hours of sleep and 8 glasses of water', () => {
    expect(WELLNESS_GOALS).toEqual({ sleepHours: 8, waterGlasses: 8 });
  });

  it('measure progress from 0 to 100', () => {
    expect(goalProgress(null, 8)).toBe(0);
    expect(goalProgress(4, 8)).toBe(50);
    expect(goalProgress(7.5, 8)).toBe(94);
    expect(goalProgress(12, 8)).toBe(100);
    expect(wellnessGoalProgress({ sleepHours: 6, waterGlasses: 2 })).toEqual({ sleep: 75, water: 25 });
    expect(wellnessGoalProgress(null)).toEqual({ sleep: 0, water: 0 });
  });
});

describe('measureSeries', () => {
  it('has a point for each of the 30 days, null where nothing was logged', () => {
    const series = measureSeries(
      [
        { date: '2026-03-10', waterGlasses: 6 },
        { date: '2026-03-01', waterGlasses: null },
        { date: '2026-02-09', waterGlasses: 3 },
        { date: '2026-01-01', waterGlasses: 9 },
      ],
      'waterGlasses',
      '2026-03-10',
    );
    expect(series).toHaveLength(30);
    expect(series[0]).toEqual({ date: '2026-02-09', value: 3 });
    expect(series[29]).toEqual({ date: '2026-03-10', value: 6 });
    expect(series.filter((p) => p.value !== null)).toHaveLength(2);
  });
});
