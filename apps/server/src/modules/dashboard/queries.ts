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

/** One day's raw figures of the chart (habits come from the habits service). */
export interface ChartDayRow {
  date: string;
  moodSum: number;
  moodCount: number;
  /** Workout minutes in the 7 days ending that day; null before the user's first workout. */
  workoutMinutes: number | null;
  tasksDue: number;
  tasksCompleted: number;
  /** Income and expenses over the 30 days ending that day, decimal strings. */
  income: string;
  expenses: string;
}

type ChartDayTuple = [string, number, number, number | null, number, number, string, string];

/**
 * One statement: the days `from`..`to` with each day's mood sum and count, tasks due (not cancelled) and
 * completed, and the 7-day workout minutes and 30-day income and expenses as window sums over a series that
 * starts `moneyDays - 1` days earlier (so the first point's windows are whole).
 */
export async function chartDays(
  db: Db,
  userId: string,
  range: { from: string; to: string; fitnessDays: number; moneyDays: number },
): Promise<ChartDayRow[]> {
  const { from, to } = range;
  const fitnessFrom = sql`(${from}::date - ${range.fitnessDays - 1}::int)`;
  const moneyFrom = sql`(${from}::date - ${range.moneyDays - 1}::int)`;
  const rows = await executePrepared<{ days: ChartDayTuple[] | null }>(
    db,
    sql`
    with days as (
      select d::date as day from generate_series(${moneyFrom}::timestamp, ${to}::date::timestamp, interval '1 day') d
    ), m as (
      select date, sum(rating)::int as total, count(*)::int as n from moods
      where user_id = ${userId} and date between ${from}::date and ${to}::date group by date
    ), w as (
      select date, sum(duration)::int as minutes from workouts
      where user_id = ${userId} and date between ${fitnessFrom} and ${to}::date group by date
    ), t as (
      select due_date as date, count(*)::int as due, (count(*) filter (where status = 'completed'))::int as done
      from tasks
      where user_id = ${userId} and due_date between ${from}::date and ${to}::date and status <> 'cancelled'
      group by due_date
    ), x as (
      select date, sum(amount) filter (where type = 'income') as income,
        sum(amount) filter (where type = 'expense') as expenses
      from transactions where user_id = ${userId} and date between ${moneyFrom} and ${to}::date group by date
    ), rolled as (
      select days.day, m.total, m.n, t.due, t.done,
        sum(coalesce(w.minutes, 0)) over (order by days.day rows between ${sql.raw(String(range.fitnessDays - 1))} preceding and current row) as minutes,
        sum(coalesce(x.income, 0)) over (order by days.day rows between ${sql.raw(String(range.moneyDays - 1))} preceding and current row) as income,
        sum(coalesce(x.expenses, 0)) over (order by days.day rows between ${sql.raw(String(range.moneyDays - 1))} preceding and current row) as expenses
      from days left join m on m.date = days.day left join w on w.date = days.day
        left join t on t.date = days.day left join x on x.date = days.day
    )
    select json_agg(json_build_array(r.day, coalesce(r.total, 0), coalesce(r.n, 0),
        case when f.first is null or r.day < f.first then null else r.minutes end,
        coalesce(r.due, 0), coalesce(r.done, 0), r.income::text, r.expenses::text) order by r.day) as days
    from rolled r cross join (select min(date) as first from workouts where user_id = ${userId}) f
    where r.day >= ${from}::date`,
  );
  return (rows[0]?.days ?? []).map(
    ([date, moodSum, moodCount, workoutMinutes, tasksDue, tasksCompleted, income, expenses]) => ({
      date,
      moodSum,
      moodCount,
      workoutMinutes,
      tasksDue,
      tasksCompleted,
      income,
      expenses,
    }),
  );
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
