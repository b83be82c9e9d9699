import { describe, expect, it } from 'vitest';
import { makeEntry } from '../test-fixtures.ts';
import { withWater } from './add-water.ts';

const range = { from: '2026-02-19', to: '2026-03-20' };

describe('withWater (the optimistic tap)', () => {
  it("adds to the day's glasses, within 0 and 50", () => {
    const entries = [makeEntry({ waterGlasses: 2 }), makeEntry({ date: '2026-03-19', waterGlasses: 5 })];
    expect(withWater(entries, range, { date: '2026-03-20', delta: 1 }).map((e) => e.waterGlasses)).toEqual([
      3, 5,
    ]);
    expect(withWater(entries, range, { date: '2026-03-20', delta: -5 })[0]?.waterGlasses).toBe(0);
    expect(
      withWater([makeEntry({ waterGlasses: 50 })], range, { date: '2026-03-20', delta: 1 })[0]?.waterGlasses,
    ).toBe(50);
  });

  it('adds the day, newest first, when the list covers it, and leaves other lists alone', () => {
    const entries = [makeEntry({ date: '2026-03-19', waterGlasses: 5 })];
    const next = withWater(entries, range, { date: '2026-03-20', delta: 1 });
    expect(next.map((e) => [e.date, e.waterGlasses])).toEqual([
      ['2026-03-20', 1],
      ['2026-03-19', 5],
    ]);
    expect(
      withWater(entries, { from: '2026-01-05', to: '2026-01-05' }, { date: '2026-03-20', delta: 1 }),
    ).toBe(entries);
  });
});
