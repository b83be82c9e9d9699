import {
  allHabitsDoneByDay,
  compareBy,
  MIN_INSIGHT_DAYS,
  strongestFirst,
  type HabitDay,
} from '../dashboard/insights';
import type { DailyMood } from './mood-stats';

// The comparison is the cross-area insights' own (dashboard/insights.ts), read here as the mood screen's.
export { MIN_INSIGHT_DAYS, type HabitDay } from '../dashboard/insights';

/** The things a day can have that insights compare moods by. */
export const moodInsightFactors = ['allHabitsDone', 'completedTask'] as const;
export type MoodInsightFactor = (typeof moodInsightFactors)[number];

/** "On days you <factor> your mood averages 4.2, against 3.5 otherwise." Averages to one decimal. */
export interface MoodInsight {
  factor: MoodInsightFactor;
  withAverage: number;
  withoutAverage: number;
  withDays: number;
  withoutDays: number;
  /** withAverage − withoutAverage, one decimal; never 0 (an insight with nothing to say is left out). */
  difference: number;
}

/**
 * Splits the days with a mood into those that have X and those that do not (`has` answers undefined for a
 * day that belongs to neither side) and compares their mean daily mood. Null without enough days on each side.
 */
export const compareMoodBy = (
  daily: readonly DailyMood[],
  has: (date: string) => boolean | undefined,
  minDays = MIN_INSIGHT_DAYS,
): Omit<MoodInsight, 'factor'> | null =>
  compareBy(
    daily.map((d) => ({ date: d.date, value: d.average })),
    has,
    minDays,
  );

export interface MoodInsightsInput {
  daily: readonly DailyMood[];
  /** Days with habits scheduled; a day absent (or with nothing scheduled) counts on neither side. */
  habitDays?: readonly HabitDay[];
  /** The user's days on which at least one task was completed; every other day with a mood is "otherwise". */
  taskCompletionDays?: readonly string[];
  minDays?: number;
}

/** What goes with better days, from the user's own data: the strongest difference first. */
export function moodInsights({
  daily,
  habitDays,
  taskCompletionDays,
  minDays = MIN_INSIGHT_DAYS,
}: MoodInsightsInput): MoodInsight[] {
  const insights: MoodInsight[] = [];
  if (habitDays) {
    const allDone = allHabitsDoneByDay(habitDays);
    const result = compareMoodBy(daily, (date) => allDone.get(date), minDays);
    if (result) insights.push({ factor: 'allHabitsDone', ...result });
  }
  if (taskCompletionDays) {
    const days = new Set(taskCompletionDays);
    const result = compareMoodBy(daily, (date) => days.has(date), minDays);
    if (result) insights.push({ factor: 'completedTask', ...result });
  }
  return strongestFirst(insights);
}
