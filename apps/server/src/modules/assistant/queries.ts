import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { executePrepared } from '../../db/prepared';

/**
 * The assistant's data questions: each one statement over the days asked about, by the (user_id, date)
 * indexes, like the dashboard's composite reads. Money is summed as numeric and travels as text: exact cents.
 */

interface Days {
  from: string;
  to: string;
}

const one = async <T extends Record<string, unknown>>(db: Db, query: ReturnType<typeof sql>) => {
  const rows = await executePrepared<T>(db, query);
  if (!rows[0]) throw new Error('assistant query returned no row');
  return rows[0];
};

/** Income or expenses of the days (of one category, or the three largest categories). */
export function moneyOf(
  db: Db,
  userId: string,
  type: 'income' | 'expense',
  days: Days,
  category: string | null,
): Promise<{ total: string; count: number; top: { category: string; total: string }[] }> {
  const inCategory = category === null ? sql`true` : sql`lower(category) = lower(${category})`;
  return one(
    db,
    sql`select coalesce(sum(amount), 0)::text as total, count(*)::int as count,
      coalesce((select json_agg(json_build_object('category', c.category, 'total', c.total::text) order by c.total desc, c.category)
        from (select category, sum(amount) as total from transactions
          where user_id = ${userId} and type = ${type} and date between ${days.from}::date and ${days.to}::date
          group by category order by total desc, category limit 3) c), '[]') as top
    from transactions
    where user_id = ${userId} and type = ${type} and date between ${days.from}::date and ${days.to}::date
      and ${inCategory}`,
  );
}

/** Expenses of the budget week and month, and the limits (null when not set). */
export function budgetOf(
  db: Db,
  userId: string,
  week: Days,
  month: Days,
): Promise<{
  weekSpent: string;
  monthSpent: string;
  weeklyLimit: string | null;
  monthlyLimit: string | null;
}> {
  const spent = (days: Days) => sql`(select coalesce(sum(amount), 0)::text from transactions
    where user_id = ${userId} and type = 'expense' and date between ${days.from}::date and ${days.to}::date)`;
  return one(
    db,
    sql`select ${spent(week)} as "weekSpent", ${spent(month)} as "monthSpent",
      (select weekly_limit::text from budget_thresholds where user_id = ${userId}) as "weeklyLimit",
      (select monthly_limit::text from budget_thresholds where user_id = ${userId}) as "monthlyLimit"`,
  );
}

/** The mean of the days' average ratings and the entries, of the days and of as many days before them. */
export function moodOf(
  db: Db,
  userId: string,
  days: Days,
  before: Days,
): Promise<{ average: number | null; count: number; previousAverage: number | null }> {
  const daily = (span: Days) => sql`(select date, avg(rating) as average, count(*) as n from moods
    where user_id = ${userId} and date between ${span.from}::date and ${span.to}::date group by date)`;
  return one(
    db,
    sql`select (select avg(average)::float8 from ${daily(days)} d) as average,
      (select coalesce(sum(n), 0)::int from ${daily(days)} d) as count,
      (select avg(average)::float8 from ${daily(before)} d) as "previousAverage"`,
  );
}

/** Open tasks (to do or in progress) due in the days, or before `overdueBefore`: the first five and the count. */
export function openTasksDue(
  db: Db,
  userId: string,
  due: Days | { overdueBefore: string },
): Promise<{ total: number; tasks: { title: string; dueDate: string; dueTime: string | null }[] }> {
  const when =
    'overdueBefore' in due
      ? sql`due_date < ${due.overdueBefore}::date`
      : sql`due_date between ${due.from}::date and ${due.to}::date`;
  const open = sql`user_id = ${userId} and status in ('todo', 'in_progress') and ${when}`;
  return one(
    db,
    sql`select (select count(*)::int from tasks where ${open}) as total,
      coalesce((select json_agg(json_build_object('title', t.title, 'dueDate', t.due_date,
          'dueTime', t.due_time) order by t.due_date, t.due_time nulls last, t.title)
        from (select title, due_date, due_time from tasks where ${open}
          order by due_date, due_time nulls last, title limit 5) t), '[]') as tasks`,
  );
}

/** Minutes and sessions of focus (not breaks) in the days. */
export function focusOf(db: Db, userId: string, days: Days): Promise<{ minutes: number; sessions: number }> {
  return one(
    db,
    sql`select coalesce(sum(actual_duration), 0)::int as minutes, count(*)::int as sessions from focus_sessions
      where user_id = ${userId} and type = 'focus' and date between ${days.from}::date and ${days.to}::date`,
  );
}

/** Workouts and their minutes in the days. */
export function workoutsOf(db: Db, userId: string, days: Days): Promise<{ count: number; minutes: number }> {
  return one(
    db,
    sql`select count(*)::int as count, coalesce(sum(duration), 0)::int as minutes from workouts
      where user_id = ${userId} and date between ${days.from}::date and ${days.to}::date`,
  );
}

/** The books being read (at most five, latest started first) and the books finished since `yearFrom`. */
export function booksOf(
  db: Db,
  userId: string,
  yearFrom: string,
): Promise<{
  reading: { title: string; author: string | null; pagesRead: number; totalPages: number | null }[];
  finished: number;
}> {
  return one(
    db,
    sql`select coalesce((select json_agg(json_build_object('title', b.title, 'author', b.author,
          'pagesRead', b.pages_read, 'totalPages', b.total_pages) order by b.started_at desc nulls last, b.title)
        from (select title, author, pages_read, total_pages, started_at from books
          where user_id = ${userId} and status = 'reading' order by started_at desc nulls last, title limit 5) b), '[]') as reading,
      (select count(*)::int from books where user_id = ${userId} and status = 'completed'
        and finished_at >= ${yearFrom}::date) as finished`,
  );
}

/** The means of each measure over the days that logged it, and the days with an entry. */
export function wellnessOf(
  db: Db,
  userId: string,
  days: Days,
): Promise<{
  sleepHours: number | null;
  waterGlasses: number | null;
  meditationMinutes: number | null;
  steps: number | null;
  daysLogged: number;
}> {
  return one(
    db,
    sql`select avg(sleep_hours)::float8 as "sleepHours", avg(water_glasses)::float8 as "waterGlasses",
      avg(meditation_minutes)::float8 as "meditationMinutes", avg(steps)::float8 as steps,
      count(*)::int as "daysLogged"
    from wellness_entries where user_id = ${userId} and date between ${days.from}::date and ${days.to}::date`,
  );
}
