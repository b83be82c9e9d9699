import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

/** The figures of one day that had any, summed per day in SQL (habits come from the habits service). */
export interface ChartDayRow {
  /** Days since the first day read. */
  offset: number;
  moodSum: number;
  moodCount: number;
  workoutMinutes: number;
  tasksDue: number;
  tasksCompleted: number;
  /** The day's income and expenses, decimal strings. */
  income: string;
  expenses: string;
}

type ChartDayTuple = [number, number, number, number, number, number, string, string];

/**
 * One statement: from `from` to `to`, the days that had moods, workouts, tasks due (not cancelled) or
 * transactions, each summed once (one GROUP BY over the four index range scans), and the user's first workout
 * date. Days without data are left out; the caller lays the days out and sums the trailing windows.
 */
export async function chartDays(
  db: Db,
  userId: string,
  range: { from: string; to: string },
): Promise<{ days: ChartDayRow[]; firstWorkout: string | null }> {
  const between = (column: SQL) =>
    sql`user_id = ${userId} and ${column} between ${range.from}::date and ${range.to}::date`;
  const rows = await executePrepared<{ days: ChartDayTuple[]; first_workout: string | null }>(
    db,
    sql`
    select (select min(date) from workouts where user_id = ${userId}) as first_workout,
      (select coalesce(json_agg(json_build_array(d.date - ${range.from}::date, d.mood_total, d.mood_n, d.minutes,
          d.due, d.done, d.income::text, d.expenses::text)), '[]')
       from (select date, coalesce(sum(mood), 0)::int as mood_total, count(mood)::int as mood_n,
               coalesce(sum(minutes), 0)::int as minutes, count(due)::int as due,
               (count(due) filter (where due))::int as done,
               coalesce(sum(income), 0) as income, coalesce(sum(expense), 0) as expenses
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
             ) u group by date) d) as days`,
  );
  const row = rows[0];
  return {
    firstWorkout: row?.first_workout ?? null,
    days: (row?.days ?? []).map(
      ([offset, moodSum, moodCount, workoutMinutes, tasksDue, tasksCompleted, income, expenses]) => ({
        offset,
        moodSum,
        moodCount,
        workoutMinutes,
        tasksDue,
        tasksCompleted,
        income,
        expenses,
      }),
    ),
  };
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
 * One statement: what happened from `from` to `to` (user days). Timestamps (task completions, lessons, notes)
 * are compared with the instants those days begin and end; notes are found through (user_id, updated_at), since
 * a note is never updated before it is written.
 */
export async function weekTotals(db: Db, user: DayOwner, from: string, to: string): Promise<WeekTotalsRow> {
  const start = dayStartInstant(user, sql`${from}::date::timestamp`);
  const end = dayStartInstant(user, sql`(${to}::date + 1)::timestamp`);
  const rows = await executePrepared<{ totals: WeekTotalsRow }>(
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
    ) as totals`,
  );
  const totals = rows[0]?.totals;
  if (!totals) throw new Error('week totals returned no row');
  return totals;
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
}

/**
 * One statement for Home's tiles: money of today, the Monday week, the month and the year (one scan of their
 * union), open tasks due from today, books completed, workout and focus minutes of the week and the month, and
 * the moods per day of the year (and the last 7 days).
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
          where user_id = ${userId} and date between ${p.moodsFrom}::date and ${p.today}::date group by date) d)
    ) as sums`,
  );
  const sums = rows[0]?.sums;
  if (!sums) throw new Error('widget sums returned no row');
  return sums;
}
