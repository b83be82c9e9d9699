import { roundMood, type DailyMood } from './mood-stats';

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

/** Fewer days than this on either side and a difference says nothing: the insight is not shown. */
export const MIN_INSIGHT_DAYS = 5;

/**
 * Splits the days with a mood into those that have X and those that do not (`has` answers undefined for a
 * day that belongs to neither side) and compares their mean daily mood. Null without enough days on each side.
 */
export function compareMoodBy(
  daily: readonly DailyMood[],
  has: (date: string) => boolean | undefined,
  minDays = MIN_INSIGHT_DAYS,
): Omit<MoodInsight, 'factor'> | null {
  let withSum = 0;
  let withDays = 0;
  let withoutSum = 0;
  let withoutDays = 0;
  for (const day of daily) {
    const side = has(day.date);
    if (side === true) {
      withSum += day.average;
      withDays += 1;
    } else if (side === false) {
      withoutSum += day.average;
      withoutDays += 1;
    }
  }
  if (withDays < minDays || withoutDays < minDays) return null;
  const withAverage = withSum / withDays;
  const withoutAverage = withoutSum / withoutDays;
  return {
    withAverage: roundMood(withAverage),
    withoutAverage: roundMood(withoutAverage),
    withDays,
    withoutDays,
    difference: roundMood(withAverage - withoutAverage),
  };
}

/** One day of habits as the caller knows it: how many were scheduled and how many of those were done. */
export interface HabitDay {
  date: string;
  scheduled: number;
  completed: number;
}

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
    const allDone = new Map(
      habitDays.filter((d) => d.scheduled > 0).map((d) => [d.date, d.completed >= d.scheduled]),
    );
    const result = compareMoodBy(daily, (date) => allDone.get(date), minDays);
    if (result) insights.push({ factor: 'allHabitsDone', ...result });
  }
  if (taskCompletionDays) {
    const days = new Set(taskCompletionDays);
    const result = compareMoodBy(daily, (date) => days.has(date), minDays);
    if (result) insights.push({ factor: 'completedTask', ...result });
  }
  return insights
    .filter((i) => i.difference !== 0)
    .sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference));
}
