import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { FITNESS_WINDOW_DAYS, MONEY_WINDOW_DAYS } from '@track-grow/domain/dashboard';
import { executePrepared } from '../../db/prepared';

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
 * The chart's figures, one entry per point day (oldest first): each day's mood sum and count, tasks due (not
 * cancelled) and completed, and the trailing windows DESIGN.md 5 scores (workout minutes over 7 days, income and
 * expenses in cents over 30 days) already summed in SQL; and the user's first workout date.
 */
export interface ChartColumns {
  firstWorkout: string | null;
  moodSum: number[];
  moodCount: number[];
  tasksDue: number[];
  tasksCompleted: number[];
  workoutMinutes: number[];
  /** Cents: exact as JSON numbers (below 2^53). */
  income: number[];
  expenses: number[];
}

/**
 * A scalar subquery: the chart's columns (a JSON object of ChartColumns) for the points `from`..`to`. One GROUP BY
 * over the four index range scans (moods, workouts, tasks, transactions) from `readFrom` (the first point's 30-day
 * money window), laid out on every day by offset, the windows summed by SQL window functions; only the points'
 * days travel, as one array per figure.
 */
function chartColumnsOf(userId: string, range: { readFrom: string; from: string; to: string }): SQL {
  const between = (column: SQL) =>
    sql`user_id = ${userId} and ${column} between ${range.readFrom}::date and ${range.to}::date`;
  const window = (days: number) => sql.raw(`rows between ${days - 1} preceding and current row`);
  const column = (name: string) => sql.raw(`'${name}', coalesce(array_agg(s."${name}" order by s.i), '{}')`);
  return sql`(select json_build_object(
      'firstWorkout', (select min(date) from workouts where user_id = ${userId}),
      ${column('moodSum')}, ${column('moodCount')}, ${column('tasksDue')}, ${column('tasksCompleted')},
      ${column('workoutMinutes')}, ${column('income')}, ${column('expenses')})
    from (select g.i, coalesce(d.mood_sum, 0) as "moodSum", coalesce(d.mood_n, 0) as "moodCount",
        coalesce(d.due, 0) as "tasksDue", coalesce(d.done, 0) as "tasksCompleted",
        sum(coalesce(d.minutes, 0)) over (order by g.i ${window(FITNESS_WINDOW_DAYS)}) as "workoutMinutes",
        sum(coalesce(d.income, 0)) over (order by g.i ${window(MONEY_WINDOW_DAYS)}) as income,
        sum(coalesce(d.expenses, 0)) over (order by g.i ${window(MONEY_WINDOW_DAYS)}) as expenses
      from generate_series(0, ${range.to}::date - ${range.readFrom}::date) g(i)
      left join (select date - ${range.readFrom}::date as i, coalesce(sum(mood), 0)::int as mood_sum,
          count(mood)::int as mood_n, coalesce(sum(minutes), 0)::int as minutes, count(due)::int as due,
          (count(due) filter (where due))::int as done,
          (coalesce(sum(income), 0) * 100)::bigint as income, (coalesce(sum(expense), 0) * 100)::bigint as expenses
        from (
          select date, rating as mood, null::int as minutes, null::boolean as due,
            null::numeric as income, null::numeric as expense from moods where ${between(sql`date`)}
          union all
          select date, null, duration, null, null, null from workouts where ${between(sql`date`)}
          union all
          select due_date, null, null, status = 'completed', null, null from tasks
            where ${between(sql`due_date`)} and status <> 'cancelled'
          union all
          select date, null, null, null, case when type = 'income' then amount end,
            case when type = 'expense' then amount end from transactions where ${between(sql`date`)}
        ) u group by date) d on d.i = g.i) s
    where s.i >= ${range.from}::date - ${range.readFrom}::date)`;
}

/** One statement: the chart's columns for the points `from`..`to` (ChartColumns). */
export async function chartDays(
  db: Db,
  userId: string,
  range: { readFrom: string; from: string; to: string },
): Promise<ChartColumns> {
  const rows = await executePrepared<{ chart: ChartColumns }>(
    db,
    sql`select ${chartColumnsOf(userId, range)} as chart`,
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
 * One statement: what happened from `from` to `to` (user days), and the chart's columns of `chart`. Timestamps (task completions, lessons, notes)
 * are compared with the instants those days begin and end; notes are found through (user_id, updated_at), since
 * a note is never updated before it is written.
 */
export async function weekTotals(
  db: Db,
  user: DayOwner,
  from: string,
  to: string,
  chart: { readFrom: string; from: string; to: string },
): Promise<{ totals: WeekTotalsRow; chart: ChartColumns }> {
  const start = dayStartInstant(user, sql`${from}::date::timestamp`);
  const end = dayStartInstant(user, sql`(${to}::date + 1)::timestamp`);
  const rows = await executePrepared<{ totals: WeekTotalsRow; chart: ChartColumns }>(
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
    ) as totals, ${chartColumnsOf(user.id, chart)} as chart`,
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
  openDueFromToday: number;
  booksCompleted: number;
  workouts: { week: number; month: number };
  focus: { week: number; month: number };
  /** Each day's mood sum and count from `moodsFrom` to today: [date, sum, count]. */
  moodDays: [string, number, number][];
  /** The chart's columns of the `chart` range (the life score's 14 days). */
  chart: ChartColumns;
}

/**
 * One statement for Home's tiles: money of today, the Monday week, the month and the year (one scan of their
 * union), open tasks due from today, books completed, workout and focus minutes of the week and the month, the
 * moods per day of the year (and the last 7 days), and the life score's chart columns.
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
    chart: { readFrom: string; from: string; to: string };
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
      'openDueFromToday', (select count(*) from tasks where user_id = ${userId}
        and status in ('todo', 'in_progress') and due_date >= ${p.today}::date),
      'booksCompleted', (select count(*) from books where user_id = ${userId} and status = 'completed'),
      'workouts', ${minutes(sql`workouts`, sql`duration`, sql`true`)},
      'focus', ${minutes(sql`focus_sessions`, sql`actual_duration`, sql`type = 'focus'`)},
      'moodDays', (select coalesce(json_agg(json_build_array(d.date, d.total, d.n) order by d.date), '[]')
        from (select date, sum(rating)::int as total, count(*)::int as n from moods
          where user_id = ${userId} and date between ${p.moodsFrom}::date and ${p.today}::date group by date) d),
      'chart', ${chartColumnsOf(userId, p.chart)}
    ) as sums`,
  );
  const sums = rows[0]?.sums;
  if (!sums) throw new Error('widget sums returned no row');
  return sums;
}
