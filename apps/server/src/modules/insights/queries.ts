import { sql, type SQL } from 'drizzle-orm';
import type { DayValue, InsightData, WellnessDay } from '@track-grow/domain/dashboard';
import type { Database } from '../../db/client';
import { executeTemplate } from '../../db/prepared';
import type { UserRow } from '../auth/types';
// The habits' data folds into this statement; the habits service turns it into days.
import { activeHabitDays, type HabitDataRow } from '../habits/stats-service';
import { dayStartSql, userDaySql } from '../../lib/user-day';

export type InsightsUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour' | 'weekStart'>;

/** Each list as the statement returns it: JSON arrays (null when empty). */
interface InsightsRow extends HabitDataRow {
  mood: [string, number][] | null;
  wellness: [string, number | null, number | null][] | null;
  workouts: string[] | null;
  tasks: [string, number][] | null;
  expenses: string[] | null;
  focus: [string, number][] | null;
  active: string[] | null;
  money_from: string | null;
  money_to: string | null;
}

const values = (pairs: [string, number][] | null): DayValue[] =>
  (pairs ?? []).map(([date, value]) => ({ date, value }));

// The statement's values, as placeholders: its text is built once (executeTemplate).
const placeholderUser = {
  timezone: sql.placeholder('timezone'),
  dayStartHour: sql.placeholder('dayStartHour'),
} as unknown as Omit<InsightsUser, 'id'>;

export function statement(): SQL {
  const u = sql`${sql.placeholder('userId')}::uuid`;
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  const window = sql`date between ${from}::date and ${to}::date`;
  return sql`
    with mood as (
      select date, sum(rating)::float8 / count(*) as v from moods where user_id = ${u} and ${window} group by date),
    wellness as (
      select date, sleep_hours, meditation_minutes from wellness_entries where user_id = ${u} and ${window}),
    workout as (select distinct date from workouts where user_id = ${u} and ${window}),
    task as (
      select ${userDaySql(sql`completed_at`, placeholderUser)} as date, count(*)::int as n
      from tasks
      where user_id = ${u} and status = 'completed'
        and completed_at >= ${dayStartSql(sql`${from}::date`, placeholderUser)}
        and completed_at < ${dayStartSql(sql`(${to}::date + 1)`, placeholderUser)}
      group by 1),
    money as (
      select date, bool_or(type = 'expense') as expense from transactions
      where user_id = ${u} and ${window} group by date),
    focus as (
      select date, sum(actual_duration)::int as minutes from focus_sessions
      where user_id = ${u} and type = 'focus' and ${window} group by date),
    habit as (select distinct date from habit_completions where user_id = ${u} and completed and ${window})
    select
      (select json_agg(json_build_array(date::text, v)) from mood) as mood,
      (select json_agg(json_build_array(date::text, sleep_hours, meditation_minutes)) from wellness) as wellness,
      (select json_agg(date::text) from workout) as workouts,
      (select json_agg(json_build_array(date::text, n)) from task) as tasks,
      (select json_agg(date::text) filter (where expense) from money) as expenses,
      (select json_agg(json_build_array(date::text, minutes)) from focus) as focus,
      (select json_agg(d::text) from (
        select date from mood union select date from wellness union select date from workout
        union select date from task union select date from money union select date from focus
        union select date from habit) a(d)) as active,
      (select min(date)::text from transactions where user_id = ${u}) as money_from,
      (select max(date)::text from transactions where user_id = ${u}) as money_to,
      ${activeHabitDays.columns(sql.placeholder('userId'), {
        from: sql.placeholder('habitFrom'),
        to: sql.placeholder('habitTo'),
      })}`;
}

/**
 * Everything /api/insights compares but the habits, in one statement aggregated per day in SQL over the window
 * `from`–`to` (each area read by its (user_id, date) or (user_id, completed_at) index, so the cost follows the
 * window, not the history): each day's mean mood, sleep and meditation, workouts, tasks completed (grouped by
 * the user's day), expenses, focus minutes (breaks aside), the days with any activity, and the first and last
 * transaction dates (one index step each).
 */
export async function insightData(
  db: Database,
  user: InsightsUser,
  today: string,
  from: string,
  to: string,
): Promise<InsightData> {
  const habitWindow = activeHabitDays.window(from, to, user.weekStart);
  const [row] = await executeTemplate<InsightsRow>(db, 'insights', statement, {
    userId: user.id,
    timezone: user.timezone,
    dayStartHour: user.dayStartHour,
    from,
    to,
    habitFrom: habitWindow.from,
    habitTo: habitWindow.to,
  });
  if (!row) throw new Error('the insights statement returned no row');
  const wellness: WellnessDay[] = (row.wellness ?? []).map(([date, sleepHours, meditationMinutes]) => ({
    date,
    sleepHours,
    meditationMinutes,
  }));
  return {
    mood: values(row.mood),
    activeDays: row.active ?? [],
    tasksCompleted: values(row.tasks),
    wellness,
    workoutDays: row.workouts ?? [],
    expenseDays: row.expenses ?? [],
    moneySpan: row.money_from && row.money_to ? { from: row.money_from, to: row.money_to } : null,
    focusMinutes: values(row.focus),
    habitDays: activeHabitDays.daysOf(row, user, today, from, to),
  };
}
