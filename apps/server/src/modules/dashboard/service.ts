import {
  FITNESS_WINDOW_DAYS,
  LIFE_SCORE_DAYS,
  MONEY_WINDOW_DAYS,
  areaScoresOf,
  chartPoint,
  chartRangeDays,
  lifeScoreOf,
  trailingSums,
  type ChartPoint,
  type ChartRange,
  type DashboardAnalytics,
  type LifeScore,
  type WidgetData,
} from '@track-grow/domain/dashboard';
import { DEFAULT_WEEKLY_GOAL_MINUTES } from '@track-grow/domain/fitness';
import { dataWindow, dayCounts, habitCalendar, marksFromDays, weeklyStats } from '@track-grow/domain/habits';
import { averageMood, roundMood, type DailyMood } from '@track-grow/domain/mood';
import { addDays } from '@track-grow/domain/shared';
import { normalizeAmount, periodRange, toCents } from '@track-grow/domain/money';
import { todayFor } from '../../lib/user-day';
import type { UserRow } from '../auth/types';
import type { AreaDeps } from '../areas';
import { activeHabitData, habitsStats } from '../habits/stats-service';
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

/**
 * The chart's points for the `days` days ending `today`, oldest first: two statements in parallel (the
 * habits' data through the habits service; every other area summed per day in SQL from 29 days earlier, so
 * the first point's 30-day money window is whole), then the trailing windows and DESIGN.md 5's formulas of
 * @track-grow/domain/dashboard.
 */
async function chartDays(
  deps: AreaDeps,
  user: DashboardUser,
  today: string,
  days: number,
): Promise<ChartDays> {
  const from = addDays(today, -(days - 1));
  const readFrom = addDays(from, -(MONEY_WINDOW_DAYS - 1));
  const [habitData, sums] = await Promise.all([
    activeHabitData(deps, user.id, dataWindow(from, today, user.weekStart)),
    q.chartDays(deps.db, user.id, { from: readFrom, to: today }),
  ]);
  const marks = marksFromDays(habitData.marks);
  const calendar = habitCalendar(today, user.weekStart, habitData.vacations);
  const habits = dayCounts(habitData.habits, marks, calendar, from, today);
  // Every day read, oldest first; days without data stay empty.
  const length = days + MONEY_WINDOW_DAYS - 1;
  const byOffset = new Array<q.ChartDayRow | undefined>(length);
  for (const row of sums.days) byOffset[row.offset] = row;
  const column = (pick: (row: q.ChartDayRow) => bigint) =>
    Array.from(byOffset, (row) => (row ? pick(row) : 0n));
  const minutes = trailingSums(
    column((r) => BigInt(r.workoutMinutes)),
    FITNESS_WINDOW_DAYS,
  );
  const income = trailingSums(
    column((r) => toCents(r.income)),
    MONEY_WINDOW_DAYS,
  );
  const expenses = trailingSums(
    column((r) => toCents(r.expenses)),
    MONEY_WINDOW_DAYS,
  );
  const goal = user.preferences.fitnessWeeklyGoalMinutes ?? DEFAULT_WEEKLY_GOAL_MINUTES;
  const points = Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    const at = i + MONEY_WINDOW_DAYS - 1;
    const row = byOffset[at];
    const tracksFitness = sums.firstWorkout !== null && sums.firstWorkout <= date;
    return chartPoint(
      {
        date,
        mood: { sum: row?.moodSum ?? 0, count: row?.moodCount ?? 0 },
        habits: { scheduled: habits.scheduled[i] ?? 0, completed: habits.completed[i] ?? 0 },
        workoutMinutes: tracksFitness ? Number(minutes[at]) : null,
        tasks: { due: row?.tasksDue ?? 0, completed: row?.tasksCompleted ?? 0 },
        money: { income: income[at] ?? 0n, expenses: expenses[at] ?? 0n },
      },
      goal,
    );
  });
  return {
    points,
    habitsCompleted: habits.completed,
    // The days read cover the last 7 days' whole weeks (days ≥ 7), all weeklyStats reads.
    weeklyCompletionRate: weeklyStats(habitData.habits, marks, calendar).completionRate,
  };
}

/** GET /api/dashboard/chart-data: one point per day of the range, ending on the user's today. */
export async function chartData(
  deps: AreaDeps,
  user: DashboardUser,
  range: ChartRange,
): Promise<ChartPoint[]> {
  return (await chartDays(deps, user, todayFor(user, deps.clock), chartRangeDays[range])).points;
}

const lifeScoreWindow = 2 * LIFE_SCORE_DAYS;

/** GET /api/dashboard/life-score: the last 7 days' mean score against the 7 before. */
export async function lifeScore(deps: AreaDeps, user: DashboardUser): Promise<LifeScore> {
  const { points } = await chartDays(deps, user, todayFor(user, deps.clock), lifeScoreWindow);
  return lifeScoreOf(points);
}

/** GET /api/dashboard/analytics: the life score, its areas and the week's totals, all of the last 7 days. */
export async function analytics(deps: AreaDeps, user: DashboardUser): Promise<DashboardAnalytics> {
  const today = todayFor(user, deps.clock);
  const weekFrom = addDays(today, -(LIFE_SCORE_DAYS - 1));
  const [days, totals] = await Promise.all([
    chartDays(deps, user, today, lifeScoreWindow),
    q.weekTotals(deps.db, user, weekFrom, today),
  ]);
  const last7Days = days.points.slice(-LIFE_SCORE_DAYS);
  return {
    today,
    lifeScore: lifeScoreOf(days.points),
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
 * 7 days. Four statements in parallel.
 */
export async function widgetData(deps: AreaDeps, user: UserRow): Promise<WidgetData> {
  const today = todayFor(user, deps.clock);
  const periods = {
    week: periodRange('week', today),
    month: periodRange('month', today),
    year: periodRange('year', today),
  };
  const weekAgo = addDays(today, -(LIFE_SCORE_DAYS - 1));
  const [stats, days, sums] = await Promise.all([
    habitsStats(deps, user),
    chartDays(deps, user, today, lifeScoreWindow),
    q.widgetSums(deps.db, user.id, {
      today,
      ...periods,
      // A Monday week can begin in December or end in January: the scan covers it and the year.
      moneyFrom: min(periods.week.from, periods.year.from),
      moneyTo: max(periods.week.to, periods.year.to),
      moodsFrom: min(weekAgo, periods.year.from),
    }),
  ]);
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
    tasks: { openDueFromToday: sums.openDueFromToday },
    moods: {
      week: periodMood(moods, weekAgo, today),
      month: periodMood(moods, periods.month.from, today),
      year: periodMood(moods, periods.year.from, today),
    },
    books: { completed: sums.booksCompleted },
    workouts: { weekMinutes: sums.workouts.week, monthMinutes: sums.workouts.month },
    focusSessions: { weekMinutes: sums.focus.week, monthMinutes: sums.focus.month },
    lifeScore: lifeScoreOf(days.points),
  };
}

/** SQL's sums as the wire format ("0" → "0.00"). */
const periodMoney = (m: { income: string; expenses: string }) => ({
  income: normalizeAmount(m.income),
  expenses: normalizeAmount(m.expenses),
});

const min = (a: string, b: string) => (a < b ? a : b);
const max = (a: string, b: string) => (a > b ? a : b);
