import { z } from 'zod';
import { code } from '../shared/errors';
import { dateString } from '../shared/primitives';

/** The Hub's ranges (SPEC.md 2). */
export const chartRanges = ['week', 'month', '3months', '6months', 'year'] as const;
export type ChartRange = (typeof chartRanges)[number];
export const chartRangeSchema = z.enum(chartRanges, { error: code('dashboard.range') });

/** The five areas a day's life score is made of (DESIGN.md 5), in the order the Hub shows them. */
export const scoreAreas = ['mood', 'habits', 'fitness', 'tasks', 'money'] as const;
export type ScoreArea = (typeof scoreAreas)[number];

/** A whole percentage, or null where the area had no data that day: never an invented value. */
const percent = z.number().int().min(0).max(100).nullable();

/** One day of the trend charts (SPEC.md 3), every figure 0–100 or null. */
export const chartPointSchema = z.object({
  date: dateString,
  score: percent,
  mood: percent,
  habits: percent,
  fitness: percent,
  tasks: percent,
  money: percent,
});
export type ChartPoint = z.infer<typeof chartPointSchema>;

/** What one point of a chart stands for: a day, or the mean of the days of a week or a calendar month. */
export const chartPeriods = ['day', 'week', 'month'] as const;
export type ChartPeriod = (typeof chartPeriods)[number];

/**
 * A point of the Hub's charts: a day (week and month ranges), or from 3 months on the mean of a week or a
 * month that starts on `date`. `partial` marks today's point, or the week or month still running: drawn
 * dashed, and its mean leaves today out (today counts once it has ended).
 */
export const chartDataPointSchema = chartPointSchema.extend({
  period: z.enum(chartPeriods),
  partial: z.boolean(),
});
export type ChartDataPoint = z.infer<typeof chartDataPointSchema>;

/** GET /api/dashboard/chart-data/:range and ?range= (absent: week): the range's points, oldest first. */
export const chartRangeParams = z.object({ range: chartRangeSchema });
export const chartRangeQuery = z.object({ range: chartRangeSchema.optional() });
export const chartDataSchema = z.array(chartDataPointSchema);

export const lifeScoreTrends = ['up', 'down', 'flat'] as const;
export type LifeScoreTrend = (typeof lifeScoreTrends)[number];

/**
 * GET /api/dashboard/life-score (DESIGN.md 5): the rounded mean of the last 7 days' scores, and how it moved
 * against the 7 days before. A score is null when none of those days had any data.
 */
export const lifeScoreSchema = z.object({
  currentScore: percent,
  previousScore: percent,
  trend: z.enum(lifeScoreTrends),
});
export type LifeScore = z.infer<typeof lifeScoreSchema>;

/** One area's part of the life score over the last 7 days: its mean and on how many of the days it had data. */
export const areaScoreSchema = z.object({
  area: z.enum(scoreAreas),
  score: percent,
  days: z.number().int().min(0).max(7),
});
export type AreaScore = z.infer<typeof areaScoreSchema>;

/** What happened in the last 7 days, today included, counted per area. Money amounts are decimal strings. */
export const weekTotalsSchema = z.object({
  habitsCompleted: z.number().int(),
  tasksCompleted: z.number().int(),
  moodsLogged: z.number().int(),
  workoutMinutes: z.number().int(),
  focusMinutes: z.number().int(),
  booksFinished: z.number().int(),
  lessonsLearned: z.number().int(),
  notesWritten: z.number().int(),
  income: z.string(),
  expenses: z.string(),
});
export type WeekTotals = z.infer<typeof weekTotalsSchema>;

/** GET /api/dashboard/analytics: /dashboard's figures (DESIGN.md 1). */
export const dashboardAnalyticsSchema = z.object({
  today: dateString,
  lifeScore: lifeScoreSchema,
  areas: z.array(areaScoreSchema).length(scoreAreas.length),
  last7Days: z.array(chartPointSchema).length(7),
  totals: weekTotalsSchema,
});
export type DashboardAnalytics = z.infer<typeof dashboardAnalyticsSchema>;

/** Income and expenses of one period, decimal strings like the transactions' amounts. */
const periodMoneySchema = z.object({ income: z.string(), expenses: z.string() });
/** A mood average to one decimal over a period, null without moods, and how many moods it is made of. */
const periodMoodSchema = z.object({ average: z.number().nullable(), count: z.number().int() });

/**
 * GET /api/widgets/data: SPEC.md 3's bundle, already summed to what the tiles show (DESIGN.md 5), so its size
 * never grows with the user's history. Periods are the user's: today, the week from Monday (SPEC.md 9), the
 * calendar month and year; the mood week is the last 7 days.
 */
export const widgetDataSchema = z.object({
  today: dateString,
  stats: z.object({
    completedToday: z.number().int(),
    totalHabits: z.number().int(),
    longestStreak: z.number().int(),
  }),
  weeklyStats: z.object({ completionRate: z.number().int().min(0).max(100) }),
  transactions: z.object({
    today: periodMoneySchema,
    week: periodMoneySchema,
    month: periodMoneySchema,
    year: periodMoneySchema,
  }),
  /**
   * The count of /tasks' Today view (open tasks due today or overdue, counted as its badge counts them) and
   * how many of them are overdue: the tile and the Today tab always agree.
   */
  tasks: z.object({ today: z.number().int(), overdue: z.number().int() }),
  moods: z.object({ week: periodMoodSchema, month: periodMoodSchema, year: periodMoodSchema }),
  books: z.object({ completed: z.number().int() }),
  /** Workout and focus minutes (focus: actual minutes of focus sessions) of the Monday week and the month. */
  workouts: z.object({ weekMinutes: z.number().int(), monthMinutes: z.number().int() }),
  focusSessions: z.object({ weekMinutes: z.number().int(), monthMinutes: z.number().int() }),
  lifeScore: lifeScoreSchema,
});
export type WidgetData = z.infer<typeof widgetDataSchema>;
