import { sql, type SQL } from 'drizzle-orm';
import type { DayValue, InsightData, WellnessDay } from '@track-grow/domain/dashboard';
import { dayNumber, fromDayNumber } from '@track-grow/domain/shared';
import type { Database } from '../../db/client';
import { executeTemplate } from '../../db/prepared';
import type { UserRow } from '../auth/types';
// The habits' data folds into this statement; the habits service turns it into days.
import { activeHabitDays, type HabitDataRow } from '../habits/stats-service';
import { fitnessSql } from '../fitness/service';
import { focusSql } from '../focus/service';
import { moneySql } from '../money/service';
import { moodSql } from '../mood/service';
import { tasksSql } from '../tasks/service';
import { wellnessSql } from '../wellness/service';

export type InsightsUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour' | 'weekStart'>;

/**
 * Each list as the statement returns it: JSON arrays (null when empty), days as day numbers (days since
 * 1970-01-01, the domain's dayNumber), cheaper to write, send and read than their text.
 */
interface InsightsRow extends HabitDataRow {
  mood: [number, number][] | null;
  wellness: [number, number | null, number | null][] | null;
  workouts: number[] | null;
  tasks: [number, number][] | null;
  expenses: number[] | null;
  focus: [number, number][] | null;
  money_days: number[] | null;
  money_from: string | null;
  money_to: string | null;
}

/** A day number of the window as its date: the window's dates are made once per request. */
type DateOf = (day: number) => string;

const values = (pairs: [number, number][] | null, dateOf: DateOf): DayValue[] =>
  (pairs ?? []).map(([day, value]) => ({ date: dateOf(day), value }));
const dates = (days: number[] | null, dateOf: DateOf): string[] => (days ?? []).map(dateOf);

// The statement's values, as placeholders: its text is built once (executeTemplate).
const placeholderUser = {
  timezone: sql.placeholder('timezone'),
  dayStartHour: sql.placeholder('dayStartHour'),
} as unknown as Omit<InsightsUser, 'id'>;

function statement(): SQL {
  const u = sql`${sql.placeholder('userId')}::uuid`;
  const from = sql.placeholder('from');
  const to = sql.placeholder('to');
  const span = [u, from, to] as const;
  return sql`
    with mood as (select date, total::float8 / n as v from (${moodSql.perDay(...span)}) m),
    wellness as (${wellnessSql.sleepAndMeditation(...span)}),
    workout as (select date from (${fitnessSql.perDay(...span)}) w),
    task as (${tasksSql.completedPerDay(u, placeholderUser, from, to)}),
    money as (select date, has_expense as expense from (${moneySql.perDay(...span)}) m),
    focus as (${focusSql.perDay(...span)})
    select
      (select json_agg(json_build_array(date - date '1970-01-01', v)) from mood) as mood,
      (select json_agg(json_build_array(date - date '1970-01-01', sleep_hours, meditation_minutes)) from wellness) as wellness,
      (select json_agg(date - date '1970-01-01') from workout) as workouts,
      (select json_agg(json_build_array(date - date '1970-01-01', n)) from task) as tasks,
      (select json_agg(date - date '1970-01-01') filter (where expense) from money) as expenses,
      (select json_agg(json_build_array(date - date '1970-01-01', minutes)) from focus) as focus,
      (select json_agg(date - date '1970-01-01') from money) as money_days,
      ${moneySql.span(u).first} as money_from,
      ${moneySql.span(u).last} as money_to,
      ${activeHabitDays.columns(sql.placeholder('userId'), {
        from: sql.placeholder('habitFrom'),
        to: sql.placeholder('habitTo'),
      })}`;
}

/**
 * The days with any activity, from the lists the statement returns: a mood, a wellness log, a workout, a task
 * completed, a transaction, focus, or a habit done (of any habit, archived too: the marks hold all the user's).
 */
function activeDays(row: InsightsRow, first: number, last: number): number[] {
  const days = new Set<number>();
  for (const list of [row.mood, row.wellness, row.tasks, row.focus])
    for (const entry of list ?? []) days.add(entry[0]);
  for (const day of row.workouts ?? []) days.add(day);
  for (const day of row.money_days ?? []) days.add(day);
  for (const [, done] of row.marks) for (const day of done) if (day >= first && day <= last) days.add(day);
  return [...days].sort((a, b) => a - b);
}

/**
 * Everything /api/insights compares, in one statement aggregated per day in SQL over the window `from`–`to` (each
 * area read by its (user_id, date) or (user_id, completed_at) index, so the cost follows the window, not the
 * history): each day's mean mood, sleep and meditation, workouts, tasks completed (grouped by the user's day),
 * days with transactions and with expenses, focus minutes (breaks aside), the first and last transaction dates
 * (one index step each), and the habits' data, whose days the habits service counts.
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
  const first = dayNumber(from);
  const last = dayNumber(to);
  const window = Array.from({ length: last - first + 1 }, (_, i) => fromDayNumber(first + i));
  const dateOf: DateOf = (day) => window[day - first] ?? fromDayNumber(day);
  const wellness: WellnessDay[] = (row.wellness ?? []).map(([day, sleepHours, meditationMinutes]) => ({
    date: dateOf(day),
    sleepHours,
    meditationMinutes,
  }));
  return {
    mood: values(row.mood, dateOf),
    activeDays: dates(activeDays(row, first, last), dateOf),
    tasksCompleted: values(row.tasks, dateOf),
    wellness,
    workoutDays: dates(row.workouts, dateOf),
    expenseDays: dates(row.expenses, dateOf),
    moneySpan: row.money_from && row.money_to ? { from: row.money_from, to: row.money_to } : null,
    focusMinutes: values(row.focus, dateOf),
    habitDays: activeHabitDays.daysOf(row, user, today, from, to),
  };
}
