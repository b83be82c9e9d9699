import type { AreaScore, ChartPoint, LifeScore, LifeScoreTrend, ScoreArea } from './dashboard.schema';
import { scoreAreas } from './dashboard.schema';

/** Days of workouts fitness looks back over, today included. */
export const FITNESS_WINDOW_DAYS = 7;
/** Days of transactions money's savings rate looks back over, today included. */
export const MONEY_WINDOW_DAYS = 30;
/** Points a life score must move against the week before to count as a trend (DESIGN.md 5). */
export const TREND_THRESHOLD = 3;
/** Days each life score averages: the last 7, and the 7 before them. */
export const LIFE_SCORE_DAYS = 7;

/**
 * One day's raw figures, as the server sums them (DESIGN.md 5). A null (or a zero denominator) is "no data
 * that day": the area is left out of the score, never counted as 0.
 */
export interface DayFigures {
  date: string;
  /** Sum and count of the day's mood ratings (1–5). */
  mood: { sum: number; count: number };
  /** Habits scheduled that day and how many of them were completed (the habits' dayCounts). */
  habits: { scheduled: number; completed: number };
  /** Workout minutes in the 7 days ending that day; null before the user's first workout ever. */
  workoutMinutes: number | null;
  /** Tasks due that day (cancelled left out) and how many of those are completed. */
  tasks: { due: number; completed: number };
  /** Income and expenses in cents over the 30 days ending that day. */
  money: { income: bigint; expenses: bigint };
}

export type AreaPercents = Record<ScoreArea, number | null>;

const clampPercent = (value: number) => Math.min(100, Math.max(0, value));

/** Savings rate 0–100 over the window: 0 with expenses and no income, null with neither. */
export function moneyPercent(income: bigint, expenses: bigint): number | null {
  if (income > 0n) return clampPercent((Number(income - expenses) * 100) / Number(income));
  return expenses > 0n ? 0 : null;
}

/** Each area's exact (unrounded) percentage for a day, null where it had no data. */
export function areaPercents(day: DayFigures, weeklyGoalMinutes: number): AreaPercents {
  return {
    mood: day.mood.count === 0 ? null : (day.mood.sum / day.mood.count) * 20,
    habits: day.habits.scheduled === 0 ? null : (100 * day.habits.completed) / day.habits.scheduled,
    fitness:
      day.workoutMinutes === null ? null : Math.min(100, (100 * day.workoutMinutes) / weeklyGoalMinutes),
    tasks: day.tasks.due === 0 ? null : (100 * day.tasks.completed) / day.tasks.due,
    money: moneyPercent(day.money.income, day.money.expenses),
  };
}

/** The mean of the values that are not null, or null when all are. */
export function meanOfKnown(values: readonly (number | null)[]): number | null {
  let sum = 0;
  let count = 0;
  for (const value of values)
    if (value !== null) {
      sum += value;
      count++;
    }
  return count === 0 ? null : sum / count;
}

const rounded = (value: number | null) => (value === null ? null : Math.round(value));

/** The day's score is the mean of its known areas' exact figures; every figure is rounded only at the end. */
export function chartPoint(day: DayFigures, weeklyGoalMinutes: number): ChartPoint {
  const areas = areaPercents(day, weeklyGoalMinutes);
  return {
    date: day.date,
    score: rounded(meanOfKnown(scoreAreas.map((area) => areas[area]))),
    mood: rounded(areas.mood),
    habits: rounded(areas.habits),
    fitness: rounded(areas.fitness),
    tasks: rounded(areas.tasks),
    money: rounded(areas.money),
  };
}

/** Up or down when the current score moved by TREND_THRESHOLD or more; flat otherwise, or without both. */
export function trendOf(current: number | null, previous: number | null): LifeScoreTrend {
  if (current === null || previous === null) return 'flat';
  if (current - previous >= TREND_THRESHOLD) return 'up';
  if (previous - current >= TREND_THRESHOLD) return 'down';
  return 'flat';
}

/** Days the life score reads: the 7 finished days, the 7 before them, and today (left out until it ends). */
export const LIFE_SCORE_WINDOW = 2 * LIFE_SCORE_DAYS + 1;

/**
 * The days that count for the life score: the finished ones. Today is still running, so its figures (habits
 * not done yet, tasks still open) would pull the score down every morning: it counts once it has ended.
 */
export const finishedDays = <T extends { date: string }>(points: readonly T[], today: string): T[] =>
  points.filter((point) => point.date < today);

/**
 * DESIGN.md 5's life score from the points of the last days, oldest first, ending `today`: the rounded mean of
 * the known scores of the last 7 finished days (today left out), against the 7 before them.
 */
export function lifeScoreOf(points: readonly ChartPoint[], today: string): LifeScore {
  const finished = finishedDays(points, today);
  const current = finished.slice(-LIFE_SCORE_DAYS);
  const previous = finished.slice(-2 * LIFE_SCORE_DAYS, -LIFE_SCORE_DAYS);
  const currentScore = rounded(meanOfKnown(current.map((p) => p.score)));
  const previousScore = rounded(meanOfKnown(previous.map((p) => p.score)));
  return { currentScore, previousScore, trend: trendOf(currentScore, previousScore) };
}

/** Each area's rounded mean over the points (the last 7 days) and on how many of them it had data. */
export function areaScoresOf(points: readonly ChartPoint[]): AreaScore[] {
  return scoreAreas.map((area) => {
    const values = points.map((p) => p[area]);
    return {
      area,
      score: rounded(meanOfKnown(values)),
      days: values.filter((v) => v !== null).length,
    };
  });
}

/**
 * Trailing window sums: entry i is the sum of `values[i - window + 1 .. i]` (of fewer at the start). Money's
 * 30 days and fitness's 7 are summed this way over days laid out oldest first; bigint keeps cents exact.
 */
export function trailingSums(values: readonly bigint[], window: number): bigint[] {
  const sums: bigint[] = [];
  let total = 0n;
  values.forEach((value, i) => {
    total += value - (i >= window ? values[i - window]! : 0n);
    sums.push(total);
  });
  return sums;
}
