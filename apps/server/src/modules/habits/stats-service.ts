import {
  DEFAULT_RANGE_DAYS,
  dataWindow,
  evaluateHabit,
  type DayStatus,
  dayRates,
  habitCalendar,
  habitsOverview,
  habitStats,
  marksFromDays,
  marksOf,
  streakWindowStart,
  heatmapOf,
  weeklyStats,
  type DayRate,
  type HabitCalendar,
  type HabitsStats,
  type HabitStats,
  type HeatmapStatsQuery,
  type ProgressStatsQuery,
} from '@track-grow/domain/habits';
import { addDays, dayNumber, daysBetween, FIRST_DAY, startOfWeek, userDay } from '@track-grow/domain/shared';
import { todayFor } from '../../lib/user-day';
import type { UserRow } from '../auth/types';
import * as q from './queries';
import { found, rangeOrThrow, type HabitsDeps } from './service';

/**
 * The active habits with their marks, and the vacations, over a window: for other areas that count habit days
 * themselves (the dashboard), through this service rather than the habits' queries.
 */
export function activeHabitData(
  deps: HabitsDeps,
  userId: string,
  window: { from: string; to: string },
): Promise<q.HabitData> {
  return q.loadHabitData(deps.db, userId, { ...window, habitIds: null });
}

/**
 * Each day from `from` to `to` with how many active habits were scheduled and how many of those were done
 * (vacations and schedules applied as the stats do): how other areas (mood and cross-area insights) read habits,
 * through this service rather than the habits' queries. One statement for the habits, marks and vacations.
 */
export async function habitDaysOf(
  deps: HabitsDeps,
  user: { id: string; weekStart: UserRow['weekStart'] },
  today: string,
  from: string,
  to: string,
): Promise<DayRate[]> {
  const data = await activeHabitData(deps, user.id, dataWindow(from, to, user.weekStart));
  return dayRatesOf(data, user, today, from, to);
}

const dayRatesOf = (
  data: q.HabitData,
  user: { weekStart: UserRow['weekStart'] },
  today: string,
  from: string,
  to: string,
): DayRate[] =>
  dayRates(
    data.habits,
    marksFromDays(data.marks),
    habitCalendar(today, user.weekStart, data.vacations),
    from,
    to,
  );

/**
 * habitDaysOf for a statement of another area that reads the habit data itself, saving a round trip: `columns`
 * are the select's `habits`, `marks` and `vacations` (values may be placeholders; the window is
 * `dataWindow(from, to, weekStart)`), `daysOf` turns its row into the days.
 */
export type HabitDataRow = q.HabitDataRow;
export const activeHabitDays = {
  window: dataWindow,
  columns: (userId: unknown, window: { from: unknown; to: unknown }) =>
    q.habitDataColumns(userId, { ...window, habitIds: null }),
  daysOf: (
    row: q.HabitDataRow,
    user: { weekStart: UserRow['weekStart'] },
    today: string,
    from: string,
    to: string,
  ): DayRate[] => dayRatesOf(q.toHabitData(row), user, today, from, to),
};

/**
 * Habit stats: one SQL statement for the habits, their marks and the vacations of a bounded window, then the
 * pure rules of @track-grow/domain/habits. Archived habits count nowhere in these totals.
 */

/**
 * The tiles: completed today / habits scheduled today, and the longest current streak. One statement reads the
 * last 63 days (from a week start). Only a habit whose streak is still unbroken at that edge needs older days:
 * they are read for those habits alone, in windows twice as long each time (126 days, then 252, …), until every
 * streak has ended or reached its habit's start. The read grows with the longest current streak (a year-long
 * streak: three more statements), never with the length of the history (DESIGN.md 7).
 */
export async function habitsStats(deps: HabitsDeps, user: UserRow): Promise<HabitsStats> {
  return (await habitsStatsWithData(deps, user)).stats;
}

/** The active habits, their marks (by habit) and the vacations read for the stats: at least the last 63 days. */
export interface HabitWindowData {
  habits: q.StatsHabit[];
  marks: ReturnType<typeof marksFromDays>;
  vacations: q.HabitData['vacations'];
}

/**
 * habitsStats, and the data it read (every active habit's marks of at least the current week and the 8 before),
 * so that a composite read that also counts recent habit days (the widget bundle) needs no statement of its own.
 */
export async function habitsStatsWithData(
  deps: HabitsDeps,
  user: UserRow,
): Promise<{ stats: HabitsStats; data: HabitWindowData }> {
  const today = todayFor(user, deps.clock);
  const weekStart = user.weekStart;
  const windowFrom = streakWindowStart(today, weekStart);
  // Through the end of this week: a vacation later this week lowers this week's target.
  const to = dataWindow(today, today, weekStart).to;
  const data = await q.loadHabitData(deps.db, user.id, { from: windowFrom, to, habitIds: null });
  const marks = marksFromDays(data.marks);
  const overview = habitsOverview(
    data.habits,
    marks,
    habitCalendar(today, weekStart, data.vacations),
    windowFrom,
  );
  let { longestStreak } = overview.stats;
  let truncated = overview.truncated;
  let from = windowFrom;
  const vacations = [...data.vacations];
  while (truncated.length > 0) {
    const habits = data.habits.filter((h) => truncated.includes(h.id));
    const earliest = startOfWeek(
      habits.reduce((min, h) => (h.startDate < min ? h.startDate : min), from),
      weekStart,
    );
    const doubled = startOfWeek(addDays(from, -2 * daysBetween(from, today)), weekStart);
    const olderFrom = doubled > earliest ? doubled : earliest;
    const older = await q.loadHabitData(deps.db, user.id, {
      from: olderFrom,
      to: addDays(from, -1),
      habitIds: truncated,
    });
    marksFromDays(older.marks, marks);
    vacations.push(...older.vacations);
    // Those habits' first-pass streaks were lower bounds, so max() is exact.
    const longer = habitsOverview(habits, marks, habitCalendar(today, weekStart, vacations), olderFrom);
    longestStreak = Math.max(longestStreak, longer.stats.longestStreak);
    truncated = longer.truncated;
    from = olderFrom;
  }
  return { stats: { ...overview.stats, longestStreak }, data: { habits: data.habits, marks, vacations } };
}

type DaysReader<T> = (
  habits: q.StatsHabit[],
  marks: ReturnType<typeof marksFromDays>,
  calendar: HabitCalendar,
  from: string,
  to: string,
) => T;

/** The days `from`..`to` of the active habits, or of one habit of the user's, read by `read` (rates or counts). */
async function overDays<T>(
  deps: HabitsDeps,
  user: UserRow,
  from: string,
  to: string,
  habitId: string | undefined,
  read: DaysReader<T>,
): Promise<T> {
  const today = todayFor(user, deps.clock);
  const window = dataWindow(from, to, user.weekStart);
  const data = await q.loadHabitData(deps.db, user.id, { ...window, habitIds: habitId ? [habitId] : null });
  if (habitId) {
    const habit = found(data.habits[0]);
    // One archived habit: its days stop on the day it was archived.
    const calendar = habitCalendar(lastDayOf(habit, user, today), user.weekStart, data.vacations);
    return read(data.habits, marksFromDays(data.marks), calendar, from, to);
  }
  return read(
    data.habits,
    marksFromDays(data.marks),
    habitCalendar(today, user.weekStart, data.vacations),
    from,
    to,
  );
}

/** The last 7 days ending today, and their rounded mean rate (SPEC.md's weekly progress). */
export async function habitsWeeklyStats(deps: HabitsDeps, user: UserRow) {
  const today = todayFor(user, deps.clock);
  const from = addDays(today, -6);
  const data = await q.loadHabitData(deps.db, user.id, {
    ...dataWindow(from, today, user.weekStart),
    habitIds: null,
  });
  return weeklyStats(
    data.habits,
    marksFromDays(data.marks),
    habitCalendar(today, user.weekStart, data.vacations),
  );
}

export async function progressStats(deps: HabitsDeps, user: UserRow, query: ProgressStatsQuery) {
  const range = rangeOrThrow(query, todayFor(user, deps.clock), DEFAULT_RANGE_DAYS.progress);
  return { days: await overDays(deps, user, range.from, range.to, undefined, dayRates) };
}

export async function heatmapStats(deps: HabitsDeps, user: UserRow, query: HeatmapStatsQuery) {
  const range = rangeOrThrow(query, todayFor(user, deps.clock), DEFAULT_RANGE_DAYS.heatmap);
  return overDays(deps, user, range.from, range.to, query.habitId, heatmapOf);
}

/** The user's day on which an archived habit was archived (its last counted day), else today. */
function lastDayOf(habit: q.StatsHabit, user: UserRow, today: string): string {
  if (!habit.archivedAt) return today;
  const archived = userDay(new Date(habit.archivedAt), user.timezone, user.dayStartHour);
  return archived < today ? archived : today;
}

/** One habit's page, from its whole history (one habit: at most one row a day since it started). */
export async function oneHabitStats(deps: HabitsDeps, user: UserRow, habitId: string): Promise<HabitStats> {
  const today = todayFor(user, deps.clock);
  const data = await q.loadHabitHistory(
    deps.db,
    user.id,
    habitId,
    dataWindow(today, today, user.weekStart).to,
  );
  const habit = found(data.habits[0]);
  const calendar = habitCalendar(lastDayOf(habit, user, today), user.weekStart, data.vacations);
  return habitStats(habit, marksOf(marksFromDays(data.marks), habit.id), calendar);
}

/** oneHabitStats of every active habit, by id, from one statement over their whole histories (the assistant's streaks). */
export async function activeHabitsStats(deps: HabitsDeps, user: UserRow): Promise<Map<string, HabitStats>> {
  const today = todayFor(user, deps.clock);
  const data = await q.loadHabitData(deps.db, user.id, {
    from: FIRST_DAY,
    to: dataWindow(today, today, user.weekStart).to,
    habitIds: null,
  });
  const marks = marksFromDays(data.marks);
  const calendar = habitCalendar(today, user.weekStart, data.vacations);
  return new Map(
    data.habits.map((habit) => [habit.id, habitStats(habit, marksOf(marks, habit.id), calendar)]),
  );
}

/**
 * What `day` is for one habit of the user's, as of that day (the rules of history.ts: `pending` = due and not done
 * yet; `off` = not scheduled, skipped, on vacation or the week's count met; `done`), or undefined when the habit is
 * not the user's or archived. The habit reminders send only on a `pending` day.
 */
export async function habitDayStatus(
  deps: HabitsDeps,
  user: Pick<UserRow, 'id' | 'weekStart'>,
  habitId: string,
  day: string,
): Promise<DayStatus | undefined> {
  const window = dataWindow(day, day, user.weekStart);
  const data = await q.loadHabitData(deps.db, user.id, { ...window, habitIds: [habitId] });
  const habit = data.habits[0];
  if (!habit || habit.archivedAt) return undefined;
  const from = dayNumber(window.from);
  const calendar = habitCalendar(day, user.weekStart, data.vacations);
  const evaluation = evaluateHabit(
    habit,
    marksOf(marksFromDays(data.marks), habit.id),
    calendar,
    from,
    dayNumber(day),
  );
  return evaluation.days[dayNumber(day) - from];
}
