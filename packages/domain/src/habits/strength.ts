import type { DayStatus } from './history';

/**
 * Loop Habit Tracker's multiplier for one calendar day: 0.5^(√frequency / 13) (uhabits `Score.compute`).
 * A daily habit's score halves its distance to the outcome every 13 days.
 */
export const loopDailyMultiplier = (frequency: number): number => 0.5 ** (Math.sqrt(frequency) / 13);

/**
 * The multiplier applied on each scheduled day. Loop updates its score every calendar day; here only
 * scheduled days move the score (days off, skips and vacations leave it unchanged), and a scheduled day
 * stands for 1/frequency calendar days, so it carries that many of Loop's daily steps:
 * (0.5^(√f / 13))^(1/f) = 0.5^(1 / (13·√f)). For a daily habit (f = 1) this is exactly Loop's step; for a
 * once-a-week habit it keeps Loop's pace in calendar time (half-way in ~34 days) instead of needing 34
 * weeks, which applying the daily multiplier per weekly occurrence would do.
 */
export const strengthMultiplier = (frequency: number): number =>
  loopDailyMultiplier(frequency) ** (1 / frequency);

/**
 * Habit strength 0–100: an exponential moving average of scheduled-day outcomes,
 * score = score·m + checked·(1 − m), from 0 at the habit's start. Missed days pull it down, done days up;
 * `off` and `pending` days leave it unchanged.
 */
export function strengthOf(days: readonly DayStatus[], frequency: number): number {
  const m = strengthMultiplier(frequency);
  let score = 0;
  for (const status of days) {
    if (status === 'done') score = score * m + (1 - m);
    else if (status === 'missed') score = score * m;
  }
  return Math.round(score * 100);
}
