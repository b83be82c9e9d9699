import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';
import { todayViewCountsSql } from '../tasks/service';

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
  const between = (column: SQL) =>
    sql`user_id = ${userId} and ${column} between ${range.readFrom}::date and ${range.to}::date`;
  // One array per figure, in the order of the days.
  const arrays = (...names: string[]) =>
    sql.raw(`json_build_array(${names.map((n) => `coalesce(array_agg(${n} order by i), '{}')`).join(', ')})`);
  const offset = (column: SQL) => sql`${column} - ${range.readFrom}::date`;
  return sql`(select json_build_object(
      'firstWorkout', (select min(date) from workouts where user_id = ${userId}),
      'moods', (select ${arrays('i', 'a', 'b')} from (select ${offset(sql`date`)} as i, sum(rating)::int as a,
          count(*)::int as b from moods where ${between(sql`date`)} group by date) x),
      'workouts', (select ${arrays('i', 'a')} from (select ${offset(sql`date`)} as i, sum(duration)::int as a
          from workouts where ${between(sql`date`)} group by date) x),
      'tasks', (select ${arrays('i', 'a', 'b')} from (select ${offset(sql`due_date`)} as i, count(*)::int as a,
          (count(*) filter (where status = 'completed'))::int as b
          from tasks where ${between(sql`due_date`)} and status <> 'cancelled' group by due_date) x),
      'money', (select ${arrays('i', 'a', 'b')} from (select ${offset(sql`date`)} as i,
          (coalesce(sum(amount) filter (where type = 'income'), 0) * 100)::bigint as a,
          (coalesce(sum(amount) filter (where type = 'expense'), 0) * 100)::bigint as b
          from transactions where ${between(sql`date`)} group by date) x)))`;
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
      'tasksCompleted', (select count(*) from tasks where user_id = ${user.id} and status = 'completed'
        and completed_at >= ${start} and completed_at < ${end}),
      'moodsLogged', (select count(*) from moods where user_id = ${user.id} and date between ${from}::date and ${to}::date),
      'workoutMinutes', (select coalesce(sum(duration), 0) from workouts
        where user_id = ${user.id} and date between ${from}::date and ${to}::date),
      'focusMinutes', (select coalesce(sum(actual_duration), 0) from focus_sessions
        where user_id = ${user.id} and type = 'focus' and date between ${from}::date and ${to}::date),
      'booksFinished', (select count(*) from books where user_id = ${user.id} and status = 'completed'
        and finished_at between ${from}::date and ${to}::date),
      'lessonsLearned', (select count(*) from lesson_completions where user_id = ${user.id}
        and completed_at >= ${start} and completed_at < ${end}),
      'notesWritten', (select count(*) from notes where user_id = ${user.id}
        and updated_at >= ${start} and created_at >= ${start} and created_at < ${end}),
      'income', (select coalesce(sum(amount), 0)::text from transactions where user_id = ${user.id}
        and type = 'income' and date between ${from}::date and ${to}::date),
      'expenses', (select coalesce(sum(amount), 0)::text from transactions where user_id = ${user.id}
        and type = 'expense' and date between ${from}::date and ${to}::date)
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
  const moneyOf = (period: Period) => sql`json_build_object(
    'income', coalesce(sum(amount) filter (where type = 'income' and date between ${period.from}::date and ${period.to}::date), 0)::text,
    'expenses', coalesce(sum(amount) filter (where type = 'expense' and date between ${period.from}::date and ${period.to}::date), 0)::text)`;
  const minutes = (table: SQL, column: SQL, extra: SQL) => sql`(select json_build_object(
      'week', coalesce(sum(${column}) filter (where date between ${p.week.from}::date and ${p.week.to}::date), 0),
      'month', coalesce(sum(${column}) filter (where date between ${p.month.from}::date and ${p.month.to}::date), 0))
    from ${table} where user_id = ${userId} and ${extra}
      and date between least(${p.week.from}::date, ${p.month.from}::date) and greatest(${p.week.to}::date, ${p.month.to}::date))`;
  const rows = await executePrepared<{ sums: WidgetSumsRow }>(
    db,
    sql`
    select json_build_object(
      'money', (select json_build_object('today', ${moneyOf({ from: p.today, to: p.today })}, 'week', ${moneyOf(p.week)},
          'month', ${moneyOf(p.month)}, 'year', ${moneyOf(p.year)})
        from transactions where user_id = ${userId} and date between ${p.moneyFrom}::date and ${p.moneyTo}::date),
      'tasks', ${todayViewCountsSql(userId, p.today)},
      'booksCompleted', (select count(*) from books where user_id = ${userId} and status = 'completed'),
      'workouts', ${minutes(sql`workouts`, sql`duration`, sql`true`)},
      'focus', ${minutes(sql`focus_sessions`, sql`actual_duration`, sql`type = 'focus'`)},
      'moodDays', (select coalesce(json_agg(json_build_array(d.date, d.total, d.n) order by d.date), '[]')
        from (select date, sum(rating)::int as total, count(*)::int as n from moods
          where user_id = ${userId} and date between ${p.moodsFrom}::date and ${p.today}::date group by date) d),
      'chart', ${chartSumsOf(userId, p.chart)}
    ) as sums`,
  );
  const sums = rows[0]?.sums;
  if (!sums) throw new Error('widget sums returned no row');
  return sums;
}
