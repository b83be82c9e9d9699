import {
  FITNESS_WINDOW_DAYS,
  LIFE_SCORE_DAYS,
  LIFE_SCORE_WINDOW,
  MONEY_WINDOW_DAYS,
  areaScoresOf,
  chartPoint,
  chartRangeDayCount,
  chartSeries,
  finishedDays,
  lifeScoreOf,
  trailingSums,
  type ChartDataPoint,
  type ChartPoint,
  type ChartRange,
  type DashboardAnalytics,
  type LifeScore,
  type WidgetData,
} from '@track-grow/domain/dashboard';
import { DEFAULT_WEEKLY_GOAL_MINUTES } from '@track-grow/domain/fitness';
import { dataWindow, dayCounts, habitCalendar, marksFromDays, weeklyStats } from '@track-grow/domain/habits';
import { averageMood, roundMood, type DailyMood } from '@track-grow/domain/mood';
import { addDays, dayNumber, fromDayNumber } from '@track-grow/domain/shared';
import { normalizeAmount, periodRange } from '@track-grow/domain/money';
import { todayFor } from '../../lib/user-day';
import type { UserRow } from '../auth/types';
import type { AreaDeps } from '../areas';
import { activeHabitData, habitsStatsWithData, type HabitWindowData } from '../habits/stats-service';
import * as q from './queries';

/** What the composite reads need of the user: their day, week start and weekly fitness goal. */
export type DashboardUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour' | 'weekStart' | 'preferences'>;

/** The chart's points, and the habits completed on each of their days. */
interface ChartDays {
  points: ChartPoint[];
  /** Habits completed each day, oldest first (the week totals' habitsCompleted). */
  habitsCompleted: number[];
  /** The habits' weekly progress (the rule of /api/habits/weekly-stats, over the same data). */
  weeklyCompletionRate: number;
}

/** The first day read for a chart of `days` points ending `today`, and the first point's day. */
function chartRange(today: string, days: number) {
  const from = addDays(today, -(days - 1));
  // The first point's 30-day money window is whole.
  return { readFrom: addDays(from, -(MONEY_WINDOW_DAYS - 1)), from, to: today };
}

/**
 * The chart's points for the `days` days ending `today`, oldest first, from the habits' data (read through the
 * habits service) and the other areas' sums per day (SQL): the trailing windows, then DESIGN.md 5's formulas of
 * @track-grow/domain/dashboard.
 */
function chartPoints(
  user: DashboardUser,
  today: string,
  days: number,
  habitData: HabitWindowData,
  sums: q.ChartSums,
): ChartDays {
  const from = addDays(today, -(days - 1));
  const calendar = habitCalendar(today, user.weekStart, habitData.vacations);
  const habits = dayCounts(habitData.habits, habitData.marks, calendar, from, today);
  const goal = user.preferences.fitnessWeeklyGoalMinutes ?? DEFAULT_WEEKLY_GOAL_MINUTES;
  // Every day read (29 before the first point), oldest first; days without data are 0.
  const read = days + MONEY_WINDOW_DAYS - 1;
  const column = (offsets: number[], values: number[]) => {
    const out = new Array<number>(read).fill(0);
    offsets.forEach((offset, k) => (out[offset] = values[k]!));
    return out;
  };
  const [moodDays, moodSums, moodCounts] = sums.moods;
  const [taskDays, due, done] = sums.tasks;
  const [moneyDays, incomeCents, expenseCents] = sums.money;
  const moodSum = column(moodDays, moodSums);
  const moodCount = column(moodDays, moodCounts);
  const tasksDue = column(taskDays, due);
  const tasksDone = column(taskDays, done);
  const big = (values: number[]) => values.map((n) => BigInt(n));
  const minutes = trailingSums(big(column(...sums.workouts)), FITNESS_WINDOW_DAYS);
  const income = trailingSums(big(column(moneyDays, incomeCents)), MONEY_WINDOW_DAYS);
  const expenses = trailingSums(big(column(moneyDays, expenseCents)), MONEY_WINDOW_DAYS);
  const first = dayNumber(from);
  const firstWorkout = sums.firstWorkout === null ? null : dayNumber(sums.firstWorkout);
  const points = Array.from({ length: days }, (_, i) => {
    const at = i + MONEY_WINDOW_DAYS - 1;
    return chartPoint(
      {
        date: fromDayNumber(first + i),
        mood: { sum: moodSum[at]!, count: moodCount[at]! },
        habits: { scheduled: habits.scheduled[i] ?? 0, completed: habits.completed[i] ?? 0 },
        workoutMinutes: firstWorkout !== null && firstWorkout <= first + i ? Number(minutes[at]) : null,
        tasks: { due: tasksDue[at]!, completed: tasksDone[at]! },
        money: { income: income[at]!, expenses: expenses[at]! },
      },
      goal,
    );
  });
  return {
    points,
    habitsCompleted: habits.completed,
    // The days read cover the last 7 days' whole weeks (days ≥ 7), all weeklyStats reads.
    weeklyCompletionRate: weeklyStats(habitData.habits, habitData.marks, calendar).completionRate,
  };
}

/** The active habits of a chart's days (whole weeks), through the habits service. */
async function chartHabits(
  deps: AreaDeps,
  user: DashboardUser,
  range: { from: string; to: string },
): Promise<HabitWindowData> {
  const data = await activeHabitData(deps, user.id, dataWindow(range.from, range.to, user.weekStart));
  return { ...data, marks: marksFromDays(data.marks) };
}

/** The chart's points: two statements in parallel (the habits' window, the other areas' sums). */
async function chartDays(
  deps: AreaDeps,
  user: DashboardUser,
  today: string,
  days: number,
): Promise<ChartDays> {
  const range = chartRange(today, days);
  const [habitData, sums] = await Promise.all([
    chartHabits(deps, user, range),
    q.chartDays(deps.db, user.id, range),
  ]);
  return chartPoints(user, today, days, habitData, sums);
}

/**
 * GET /api/dashboard/chart-data: the range's points ending on the user's today, a day each or, from 3 months
 * on, the mean of each week or month (one pass over the days); today's point, or its period, is partial.
 */
export async function chartData(
  deps: AreaDeps,
  user: DashboardUser,
  range: ChartRange,
): Promise<ChartDataPoint[]> {
  const today = todayFor(user, deps.clock);
  const days = chartRangeDayCount(range, today, user.weekStart);
  const { points } = await chartDays(deps, user, today, days);
  return chartSeries(points, range, today, user.weekStart);
}

const lifeScoreWindow = LIFE_SCORE_WINDOW;

/** GET /api/dashboard/life-score: the last 7 finished days' mean score against the 7 before. */
export async function lifeScore(deps: AreaDeps, user: DashboardUser): Promise<LifeScore> {
  const today = todayFor(user, deps.clock);
  const { points } = await chartDays(deps, user, today, lifeScoreWindow);
  return lifeScoreOf(points, today);
}

/**
 * GET /api/dashboard/analytics: the life score and its areas over the last 7 finished days (today counts once
 * it has ended), and the totals of the last 7 days, today included (a count only grows as the day goes on).
 */
export async function analytics(deps: AreaDeps, user: DashboardUser): Promise<DashboardAnalytics> {
  const today = todayFor(user, deps.clock);
  const weekFrom = addDays(today, -(LIFE_SCORE_DAYS - 1));
  // Two statements in parallel: the habits' window, and the week's totals with the chart's other sums.
  const range = chartRange(today, lifeScoreWindow);
  const [habitData, { totals, chart }] = await Promise.all([
    chartHabits(deps, user, range),
    q.weekTotals(deps.db, user, weekFrom, today, range),
  ]);
  const days = chartPoints(user, today, lifeScoreWindow, habitData, chart);
  const last7Days = finishedDays(days.points, today).slice(-LIFE_SCORE_DAYS);
  return {
    today,
    lifeScore: lifeScoreOf(days.points, today),
    areas: areaScoresOf(last7Days),
    last7Days,
    totals: {
      habitsCompleted: days.habitsCompleted.slice(-LIFE_SCORE_DAYS).reduce((sum, n) => sum + n, 0),
      ...totals,
      income: normalizeAmount(totals.income),
      expenses: normalizeAmount(totals.expenses),
    },
  };
}

/** A period's mood: the mean of its daily averages (as the mood tiles count it), one decimal, and the entries. */
function periodMood(days: readonly DailyMood[], from: string, to: string) {
  const average = averageMood(days, from, to);
  const count = days.reduce((n, d) => (d.date >= from && d.date <= to ? n + d.count : n), 0);
  return { average: average === null ? null : roundMood(average), count };
}

/**
 * GET /api/widgets/data: Home's tiles. The habit tiles come from the habits service (/api/habits/stats) and
 * the habits' weeklyStats rule (/weekly-stats); the rest is one statement over the current year and the last
 * 14 days. Two statements in parallel.
 */
export async function widgetData(deps: AreaDeps, user: UserRow): Promise<WidgetData> {
  const today = todayFor(user, deps.clock);
  const periods = {
    week: periodRange('week', today),
    month: periodRange('month', today),
    year: periodRange('year', today),
  };
  const weekAgo = addDays(today, -(LIFE_SCORE_DAYS - 1));
  // Two statements in parallel: the habit tiles' window (63 days and more) also gives the life score's
  // habit days; every other figure, the life score's included, is one statement.
  const [habits, sums] = await Promise.all([
    habitsStatsWithData(deps, user),
    q.widgetSums(deps.db, user.id, {
      today,
      ...periods,
      // A Monday week can begin in December or end in January: the scan covers it and the year.
      moneyFrom: min(periods.week.from, periods.year.from),
      moneyTo: max(periods.week.to, periods.year.to),
      moodsFrom: min(weekAgo, periods.year.from),
      chart: chartRange(today, lifeScoreWindow),
    }),
  ]);
  const { stats } = habits;
  const days = chartPoints(user, today, lifeScoreWindow, habits.data, sums.chart);
  const moods: DailyMood[] = sums.moodDays.map(([date, total, count]) => ({
    date,
    average: total / count,
    count,
  }));
  return {
    today,
    stats,
    weeklyStats: { completionRate: days.weeklyCompletionRate },
    transactions: {
      today: periodMoney(sums.money.today),
      week: periodMoney(sums.money.week),
      month: periodMoney(sums.money.month),
      year: periodMoney(sums.money.year),
    },
    tasks: sums.tasks,
    moods: {
      week: periodMood(moods, weekAgo, today),
      month: periodMood(moods, periods.month.from, today),
      year: periodMood(moods, periods.year.from, today),
    },
    books: { completed: sums.booksCompleted },
    workouts: { weekMinutes: sums.workouts.week, monthMinutes: sums.workouts.month },
    focusSessions: { weekMinutes: sums.focus.week, monthMinutes: sums.focus.month },
    lifeScore: lifeScoreOf(days.points, today),
  };
}

/** SQL's sums as the wire format ("0" → "0.00"). */
const periodMoney = (m: { income: string; expenses: string }) => ({
  income: normalizeAmount(m.income),
  expenses: normalizeAmount(m.expenses),
});

const min = (a: string, b: string) => (a < b ? a : b);
const max = (a: string, b: string) => (a > b ? a : b);
