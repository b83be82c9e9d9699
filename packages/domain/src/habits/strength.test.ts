import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { DayStatus } from './history';
import { loopDailyMultiplier, strengthMultiplier, strengthOf } from './strength';

/** Loop Habit Tracker's Score.compute, transcribed as the reference. */
const loopCompute = (frequency: number, previous: number, checked: number) => {
  const multiplier = 0.5 ** (Math.sqrt(frequency) / 13);
  return previous * multiplier + checked * (1 - multiplier);
};

const repeat = (status: DayStatus, n: number): DayStatus[] => new Array<DayStatus>(n).fill(status);

describe('strength', () => {
  it("is Loop Habit Tracker's score for a daily habit: 13 done days from nothing reach 50", () => {
    expect(loopDailyMultiplier(1)).toBeCloseTo(0.5 ** (1 / 13), 12);
    expect(strengthOf(repeat('done', 13), 1)).toBe(50);
    let loop = 0;
    const history: DayStatus[] = [
      'done',
      'done',
      'missed',
      'done',
      'missed',
      'missed',
      'done',
      'done',
      'done',
      'done',
    ];
    for (const status of history) loop = loopCompute(1, loop, status === 'done' ? 1 : 0);
    expect(strengthOf(history, 1)).toBe(Math.round(loop * 100));
  });

  it('leaves the score unchanged on off days and an unfinished today (skips, vacations, unlisted days)', () => {
    const base: DayStatus[] = ['done', 'done', 'missed', 'done'];
    const padded: DayStatus[] = ['off', 'done', 'off', 'off', 'done', 'missed', 'off', 'done', 'pending'];
    expect(strengthOf(padded, 1)).toBe(strengthOf(base, 1));
  });

  it("keeps Loop's pace in calendar time for habits that are not daily", () => {
    // A perfect once-a-week habit for 5 weeks scores what Loop gives after 35 daily updates at frequency 1/7.
    let loop = 0;
    for (let day = 0; day < 35; day++) loop = loopCompute(1 / 7, loop, 1);
    expect(strengthOf(repeat('done', 5), 1 / 7)).toBe(Math.round(loop * 100));
    expect(strengthMultiplier(1)).toBeCloseTo(loopDailyMultiplier(1), 12);
    expect(strengthMultiplier(3 / 7) ** 3).toBeCloseTo(loopDailyMultiplier(3 / 7) ** 7, 12);
  });

  it('stays within 0–100, never falls on a done day, never rises on a missed one', () => {
    const statusArb = fc.array(fc.constantFrom<DayStatus>('done', 'missed', 'off', 'pending'), {
      maxLength: 400,
    });
    const freqArb = fc.integer({ min: 1, max: 7 }).map((n) => n / 7);
    fc.assert(
      fc.property(statusArb, freqArb, (days, f) => {
        const s = strengthOf(days, f);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(100);
        expect(strengthOf([...days, 'done'], f)).toBeGreaterThanOrEqual(s);
        expect(strengthOf([...days, 'missed'], f)).toBeLessThanOrEqual(s);
      }),
    );
  });

  it('approaches the share of done days', () => {
    const twoOfThree: DayStatus[] = Array.from({ length: 600 }, (_, i) => (i % 3 === 2 ? 'missed' : 'done'));
    expect(Math.abs(strengthOf(twoOfThree, 1) - 67)).toBeLessThanOrEqual(3);
    expect(strengthOf(repeat('done', 400), 1)).toBe(100);
    expect(strengthOf(repeat('missed', 10), 1)).toBe(0);
  });
});
