import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { booksSql } from '../books/service';
import { fitnessSql } from '../fitness/service';
import { focusSql } from '../focus/service';
import { lessonsSql } from '../lessons/service';
import { moneySql } from '../money/service';
import { moodSql } from '../mood/service';
import { notesSql } from '../notes/service';
import { tasksSql } from '../tasks/service';

/**
 * The composite reads' statements (DESIGN.md 7): each one aggregates in SQL (GROUP BY day, window sums) over
 * only the days it needs, by the (user_id, date) indexes, so its cost follows the window, not the history.
 * Money is summed as numeric and travels as text: exact cents.
 */

interface DayOwner {
  id: string;
  timezone: string;
  dayStartHour: number;
}

/**
 * The chart's sums per day, sparse: for each area the offsets (days since `readFrom`) of the days that had any,
 * and one array per figure, aligned with the offsets. Money in cents (exact as JSON numbers, below 2^53).
 */
export interface ChartSums {
  firstWorkout: string | null;
  /** Offsets, rating sums, rating counts. */
  moods: [number[], number[], number[]];
  /** Offsets, minutes. */
  workouts: [number[], number[]];
  /** Offsets, tasks due (cancelled left out), completed among them. */
  tasks: [number[], number[], number[]];
  /** Offsets, income cents, expense cents. */
  money: [number[], number[], number[]];
}

/**
 * A scalar subquery: the chart's sums (a JSON object of ChartSums) of the days `readFrom`..`to`, each area
 * grouped by day on its own (index range scan of (user_id, date), small integer sums), as a few arrays: the
 * caller lays the days out and sums the trailing windows.
 */
function chartSumsOf(userId: string, range: { readFrom: string; to: string }): SQL {
  // Each area's days (a select with a `date` column) as one array per figure, in the order of the days.
  const perDay = (days: SQL, ...names: string[]) =>
    sql`(select ${sql.raw(`json_build_array(${['i', ...names].map((n) => `coalesce(array_agg(${n} order by i), '{}')`).join(', ')})`)}
      from (select d.*, d.date - ${range.readFrom}::date as i from (${days}) d) x)`;
  const days = [userId, range.readFrom, range.to] as const;
  return sql`(select json_build_object(
      'firstWorkout', ${fitnessSql.first(userId)},
      'moods', ${perDay(moodSql.perDay(...days), 'total', 'n')},
      'workouts', ${perDay(fitnessSql.perDay(...days), 'minutes')},
      'tasks', ${perDay(tasksSql.dueDays(...days), 'due', 'done')},
      'money', ${perDay(moneySql.perDay(...days), 'income', 'expense')}))`;
}

/** One statement: the chart's sums of the days `readFrom`..`to` (ChartSums). */
export async function chartDays(
  db: Db,
  userId: string,
  range: { readFrom: string; to: string },
): Promise<ChartSums> {
  const rows = await executePrepared<{ chart: ChartSums }>(
    db,
    sql`select ${chartSumsOf(userId, range)} as chart`,
  );
  const chart = rows[0]?.chart;
  if (!chart) throw new Error('chart days returned no row');
  return chart;
}

/** The instant a user's day begins (time zone and "my day starts at"), as a constant the planner can use. */
const dayStartInstant = (user: DayOwner, day: SQL) =>
  sql`((${day} + make_interval(hours => ${user.dayStartHour}::int)) at time zone ${user.timezone})`;

export interface WeekTotalsRow {
  tasksCompleted: number;
  moodsLogged: number;
  workoutMinutes: number;
  focusMinutes: number;
  booksFinished: number;
  lessonsLearned: number;
  notesWritten: number;
  income: string;
  expenses: string;
}

/**
 * One statement: what happened from `from` to `to` (user days), and the chart's sums of `chart`. Timestamps
 * (task completions, lessons, notes) are compared with the instants those days begin and end; notes are found
 * through (user_id, updated_at), since a note is never updated before it is written.
 */
export async function weekTotals(
  db: Db,
  user: DayOwner,
  from: string,
  to: string,
  chart: { readFrom: string; to: string },
): Promise<{ totals: WeekTotalsRow; chart: ChartSums }> {
  const start = dayStartInstant(user, sql`${from}::date::timestamp`);
  const end = dayStartInstant(user, sql`(${to}::date + 1)::timestamp`);
  const rows = await executePrepared<{ totals: WeekTotalsRow; chart: ChartSums }>(
    db,
    sql`
    select json_build_object(
      'tasksCompleted', ${tasksSql.completedBetween(user.id, start, end)},
      'moodsLogged', ${moodSql.logged(user.id, from, to)},
      'workoutMinutes', ${fitnessSql.minutes(user.id, from, to)},
      'focusMinutes', ${focusSql.minutes(user.id, from, to)},
      'booksFinished', ${booksSql.finished(user.id, { from, to })},
      'lessonsLearned', ${lessonsSql.learned(user.id, start, end)},
      'notesWritten', ${notesSql.written(user.id, start, end)},
      'income', ${moneySql.spentBetween(user.id, 'income', from, to)},
      'expenses', ${moneySql.spentBetween(user.id, 'expense', from, to)}
    ) as totals, ${chartSumsOf(user.id, chart)} as chart`,
  );
  const row = rows[0];
  if (!row) throw new Error('week totals returned no row');
  return row;
}

export interface Period {
  from: string;
  to: string;
}

export interface WidgetSumsRow {
  /** Income and expenses per period, decimal strings. */
  money: Record<'today' | 'week' | 'month' | 'year', { income: string; expenses: string }>;
  /** The tasks of /tasks' Today view (due today or overdue, open), and how many of them are overdue. */
  tasks: { today: number; overdue: number };
  booksCompleted: number;
  workouts: { week: number; month: number };
  focus: { week: number; month: number };
  /** Each day's mood sum and count from `moodsFrom` to today: [date, sum, count]. */
  moodDays: [string, number, number][];
  /** The chart's sums of the `chart` range (the life score's 14 days and 29 before). */
  chart: ChartSums;
}

/**
 * One statement for Home's tiles: money of today, the Monday week, the month and the year (one scan of their
 * union), the tasks of /tasks' Today view, books completed, workout and focus minutes of the week and the month, the
 * moods per day of the year (and the last 7 days), and the life score's chart sums.
 */
export async function widgetSums(
  db: Db,
  userId: string,
  p: {
    today: string;
    week: Period;
    month: Period;
    year: Period;
    moneyFrom: string;
    moneyTo: string;
    moodsFrom: string;
    chart: { readFrom: string; to: string };
  },
): Promise<WidgetSumsRow> {
  const rows = await executePrepared<{ sums: WidgetSumsRow }>(
    db,
    sql`
    select json_build_object(
      'money', ${moneySql.periodTotals(
        userId,
        { today: { from: p.today, to: p.today }, week: p.week, month: p.month, year: p.year },
        { from: p.moneyFrom, to: p.moneyTo },
      )},
      'tasks', ${tasksSql.todayViewCounts(userId, p.today)},
      'booksCompleted', ${booksSql.finished(userId)},
      'workouts', ${fitnessSql.weekMonth(userId, p.week, p.month)},
      'focus', ${focusSql.weekMonth(userId, p.week, p.month)},
      'moodDays', (select coalesce(json_agg(json_build_array(d.date, d.total, d.n) order by d.date), '[]')
        from (${moodSql.perDay(userId, p.moodsFrom, p.today)}) d),
      'chart', ${chartSumsOf(userId, p.chart)}
    ) as sums`,
  );
  const sums = rows[0]?.sums;
  if (!sums) throw new Error('widget sums returned no row');
  return sums;
}
