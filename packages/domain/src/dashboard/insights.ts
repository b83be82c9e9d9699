import type { Insight, InsightFactor, InsightMeasure } from './insights.schema';

/** Fewer days than this on either side and a difference says nothing: the insight is not shown. */
export const MIN_INSIGHT_DAYS = 5;

/** /api/insights compares the last quarter, today included: how the user lives now, not a year ago. */
export const INSIGHTS_WINDOW_DAYS = 90;

/** One day's value of a measure (a mean mood, a count of tasks). */
export interface DayValue {
  date: string;
  value: number;
}

/** An average as shown: one decimal. */
export const roundInsight = (value: number): number => Math.round(value * 10) / 10;

/** The two sides of a comparison: their mean daily values (one decimal), their day counts and the difference. */
export type Comparison = Omit<Insight, 'factor' | 'measure'>;

/**
 * Splits the days that have a value into those with a factor and those without (`has` answers undefined for a
 * day that belongs to neither side) and compares their mean daily value. Null without enough days on each side.
 */
export function compareBy(
  daily: readonly DayValue[],
  has: (date: string) => boolean | undefined,
  minDays = MIN_INSIGHT_DAYS,
): Comparison | null {
  let withSum = 0;
  let withDays = 0;
  let withoutSum = 0;
  let withoutDays = 0;
  for (const day of daily) {
    const side = has(day.date);
    if (side === true) {
      withSum += day.value;
      withDays += 1;
    } else if (side === false) {
      withoutSum += day.value;
      withoutDays += 1;
    }
  }
  if (withDays < minDays || withoutDays < minDays) return null;
  const withAverage = roundInsight(withSum / withDays);
  const withoutAverage = roundInsight(withoutSum / withoutDays);
  // The difference of the averages as shown: "3.8 against 3.8" is no difference, whatever the next decimal says.
  return {
    withAverage,
    withoutAverage,
    withDays,
    withoutDays,
    difference: roundInsight(withAverage - withoutAverage),
  };
}

/** Drops the comparisons with nothing to say (a difference of 0) and puts the strongest first (stable on ties). */
export const strongestFirst = <T extends { difference: number }>(insights: readonly T[]): T[] =>
  insights.filter((i) => i.difference !== 0).sort((a, b) => Math.abs(b.difference) - Math.abs(a.difference));

/** One day of habits as the caller knows it: how many were scheduled and how many of those were done. */
export interface HabitDay {
  date: string;
  scheduled: number;
  completed: number;
}

/** Each day with habits scheduled: were they all done? A day with nothing scheduled is on neither side. */
export const allHabitsDoneByDay = (habitDays: readonly HabitDay[]): Map<string, boolean> =>
  new Map(habitDays.filter((d) => d.scheduled > 0).map((d) => [d.date, d.completed >= d.scheduled]));

/** A day's wellness log as insights read it (null: that measure was not logged). */
export interface WellnessDay {
  date: string;
  sleepHours: number | null;
  meditationMinutes: number | null;
}

/** What /api/insights knows of the user's days over its window (each list holds a day at most once). */
export interface InsightData {
  /** Each day's mean mood rating, for the days with a mood. */
  mood: readonly DayValue[];
  /** Days on which the user logged anything (a mood, a task or habit done, money, a workout, focus, wellness). */
  activeDays: readonly string[];
  /** Days with at least one task completed, and how many. */
  tasksCompleted: readonly DayValue[];
  wellness: readonly WellnessDay[];
  workoutDays: readonly string[];
  habitDays: readonly HabitDay[];
  /** Days with at least one expense. */
  expenseDays: readonly string[];
  /** The first and last dates of all the user's transactions: the span over which they track money. */
  moneySpan: { from: string; to: string } | null;
  /** Focus minutes (focus sessions, not breaks) of each day that had any. */
  focusMinutes: readonly DayValue[];
}

/** Sleep of 7 hours or more: the usual threshold of enough sleep. */
export const SLEEP_HOURS_ENOUGH = 7;
/** An hour of focus. */
export const FOCUS_HOUR_MINUTES = 60;

type Side = (date: string) => boolean | undefined;

/** Each comparison: the measure it reads and how it splits a day. */
const comparisons: readonly {
  factor: InsightFactor;
  measure: InsightMeasure;
  side: (data: InsightData) => Side;
}[] = [
  {
    // Only days with sleep logged count.
    factor: 'sleep7h',
    measure: 'mood',
    side: (data) => {
      const sleep = new Map(data.wellness.map((w) => [w.date, w.sleepHours]));
      return (date) => {
        const hours = sleep.get(date);
        return hours === undefined || hours === null ? undefined : hours >= SLEEP_HOURS_ENOUGH;
      };
    },
  },
  {
    factor: 'workout',
    measure: 'mood',
    side: (data) => {
      const days = new Set(data.workoutDays);
      return (date) => days.has(date);
    },
  },
  {
    factor: 'allHabitsDone',
    measure: 'mood',
    side: (data) => {
      const allDone = allHabitsDoneByDay(data.habitDays);
      return (date) => allDone.get(date);
    },
  },
  {
    factor: 'completedTask',
    measure: 'mood',
    side: (data) => {
      const days = new Set(data.tasksCompleted.filter((d) => d.value > 0).map((d) => d.date));
      return (date) => days.has(date);
    },
  },
  {
    // Only the days within the span the user tracks money (first to last transaction) count on either side:
    // before and after it, "no expense" means "not tracking", not "spent nothing".
    factor: 'noSpend',
    measure: 'mood',
    side: ({ expenseDays, moneySpan }) => {
      const days = new Set(expenseDays);
      return (date) =>
        moneySpan && date >= moneySpan.from && date <= moneySpan.to ? !days.has(date) : undefined;
    },
  },
  {
    // Only the days with a wellness log count: minutes logged are "with", none logged (or 0) "without".
    factor: 'meditation',
    measure: 'mood',
    side: (data) => {
      const minutes = new Map(data.wellness.map((w) => [w.date, w.meditationMinutes ?? 0]));
      return (date) => {
        const logged = minutes.get(date);
        return logged === undefined ? undefined : logged > 0;
      };
    },
  },
  {
    factor: 'focusHour',
    measure: 'tasksCompleted',
    side: (data) => {
      const hours = new Set(
        data.focusMinutes.filter((d) => d.value >= FOCUS_HOUR_MINUTES).map((d) => d.date),
      );
      return (date) => hours.has(date);
    },
  },
];

/**
 * Tasks completed per day over the days the user was active: a day without any activity says nothing about
 * focus (the user was away, or not using the app), so it is on neither side rather than a day of 0 tasks.
 */
export function tasksPerActiveDay(data: Pick<InsightData, 'activeDays' | 'tasksCompleted'>): DayValue[] {
  const done = new Map(data.tasksCompleted.map((d) => [d.date, d.value]));
  return [...new Set(data.activeDays)].sort().map((date) => ({ date, value: done.get(date) ?? 0 }));
}

/** What goes with better days across areas, from the user's own data: the strongest difference first. */
export function crossAreaInsights(data: InsightData, minDays = MIN_INSIGHT_DAYS): Insight[] {
  const measures: Record<InsightMeasure, readonly DayValue[]> = {
    mood: data.mood,
    tasksCompleted: tasksPerActiveDay(data),
  };
  const insights: Insight[] = [];
  for (const { factor, measure, side } of comparisons) {
    const result = compareBy(measures[measure], side(data), minDays);
    if (result) insights.push({ factor, measure, ...result });
  }
  return strongestFirst(insights);
}
