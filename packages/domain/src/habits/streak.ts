import type { HabitEvaluation } from './history';

export interface Streaks {
  /** Scheduled days (or, for N-times-a-week habits, weeks) completed in a row, up to today. */
  current: number;
  /** The longest run in the evaluated history. */
  best: number;
  unit: 'day' | 'week';
  /**
   * True when nothing in the evaluated history broke the current run: if the history was cut short (a
   * bounded window that starts after the habit's start date), the real streak may be longer.
   */
  unbroken: boolean;
}

/**
 * Streaks over an evaluation (DESIGN.md 5). Day habits: done days extend the run, missed days end it, days
 * that count nowhere (off) and an unfinished today (pending) leave it as it is. N-times-a-week habits count
 * weeks that met their count; the current week joins once met, and an open week breaks nothing (a week that
 * can no longer be met has a missed day, so it is `failed` at once).
 */
export function streaksOf(evaluation: HabitEvaluation, unit: 'day' | 'week'): Streaks {
  let run = 0;
  let best = 0;
  let unbroken = true;
  const step = (hit: boolean | null) => {
    if (hit === null) return;
    if (hit) best = Math.max(best, ++run);
    else {
      run = 0;
      unbroken = false;
    }
  };
  if (unit === 'week')
    for (const week of evaluation.weeks)
      step(week.outcome === 'met' ? true : week.outcome === 'failed' ? false : null);
  else
    for (const status of evaluation.days) step(status === 'done' ? true : status === 'missed' ? false : null);
  return { current: run, best, unit, unbroken };
}
