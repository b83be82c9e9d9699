import { eachDay, addDays } from '../shared/day';
import { WELLNESS_GOALS, type WellnessMeasure } from './wellness.schema';

/** How far a value is towards a goal, 0–100 (rounded; past the goal is 100). No value is 0. */
export function goalProgress(value: number | null | undefined, goal: number): number {
  if (value === null || value === undefined || goal <= 0) return 0;
  return Math.min(100, Math.round((Math.max(0, value) / goal) * 100));
}

/** Today's progress towards AREAS.md's two goals. */
export function wellnessGoalProgress(
  entry: { sleepHours: number | null; waterGlasses: number | null } | null,
) {
  return {
    sleep: goalProgress(entry?.sleepHours, WELLNESS_GOALS.sleepHours),
    water: goalProgress(entry?.waterGlasses, WELLNESS_GOALS.waterGlasses),
  };
}

/**
 * One measure over the `days` days ending `today`, oldest first: a point per day, null where the day has no
 * value (a chart leaves a gap there).
 */
export function measureSeries(
  entries: readonly ({ date: string } & Partial<Record<WellnessMeasure, number | null>>)[],
  measure: WellnessMeasure,
  today: string,
  days = 30,
): { date: string; value: number | null }[] {
  const byDate = new Map(entries.map((entry) => [entry.date, entry[measure] ?? null]));
  return eachDay(addDays(today, -(days - 1)), today).map((date) => ({
    date,
    value: byDate.get(date) ?? null,
  }));
}
