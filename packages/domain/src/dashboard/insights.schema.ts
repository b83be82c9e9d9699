import { z } from 'zod';

/**
 * The comparisons /api/insights makes across areas. Each splits the user's days into those with the factor
 * and the rest, and compares one measure:
 * - mood (mean daily rating): sleep7h (slept 7 h or more), workout (any workout), allHabitsDone (every scheduled
 *   habit done), completedTask (a task completed), noSpend (no expense that day), meditation (any minutes);
 * - tasksCompleted (tasks completed per day): focusHour (an hour or more of focus).
 */
export const insightFactors = [
  'sleep7h',
  'workout',
  'allHabitsDone',
  'completedTask',
  'noSpend',
  'meditation',
  'focusHour',
] as const;
export type InsightFactor = (typeof insightFactors)[number];
export const insightMeasures = ['mood', 'tasksCompleted'] as const;
export type InsightMeasure = (typeof insightMeasures)[number];

/** "On days you sleep 7 h or more your mood averages 4.1, against 3.4 otherwise (23 and 41 days)." */
export const insightSchema = z.object({
  factor: z.enum(insightFactors),
  measure: z.enum(insightMeasures),
  withAverage: z.number(),
  withoutAverage: z.number(),
  withDays: z.number().int(),
  withoutDays: z.number().int(),
  /** withAverage − withoutAverage, one decimal, never 0 (an insight with nothing to say is left out). */
  difference: z.number(),
});
export type Insight = z.infer<typeof insightSchema>;

/** GET /api/insights: the strongest difference first, over the `days` days ending today. */
export const insightsSchema = z.object({ days: z.number().int(), insights: z.array(insightSchema) });
export type Insights = z.infer<typeof insightsSchema>;
