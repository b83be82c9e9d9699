import { addDays, dayNumber } from '../shared/day';
import type { HabitsStats, HabitStats } from './habits.schema';
import {
  evaluateHabit,
  frequencyOf,
  marksOf,
  type HabitCalendar,
  type HabitMarks,
  type HabitRule,
} from './history';
import { countsToday } from './due-today';
import { completionRateOf } from './rates';
import { strengthOf } from './strength';
import { streaksOf, type Streaks } from './streak';

export const streakUnitOf = (habit: HabitRule): Streaks['unit'] =>
  habit.schedule.kind === 'timesPerWeek' ? 'week' : 'day';

/** A streak in days for comparing habits: a week streak counts 7 days a week. */
const streakDays = (s: Streaks) => (s.unit === 'week' ? s.current * 7 : s.current);

export interface HabitsOverview {
  stats: HabitsStats;
  /** Habits whose current streak reaches back past `historyFrom`: give them more history and ask again. */
  truncated: string[];
}

/**
 * SPEC.md's habit tiles, over the active habits:
 * - `totalHabits`: the habits scheduled today (due today, or done today on a scheduled day) — a habit paused
 *   by a vacation, not listed today, or whose weekly count is already met is not part of today's total, so
 *   the tile's completed/total reaches 1/1 when today's work is done;
 * - `completedToday`: those completed today;
 * - `longestStreak`: the longest current streak, in days (a week streak counts 7 days a week).
 * `historyFrom` is the first day the marks cover (a week start); days before it are unknown.
 */
export function habitsOverview(
  habits: readonly HabitRule[],
  marks: ReadonlyMap<string, HabitMarks>,
  calendar: HabitCalendar,
  historyFrom: string,
): HabitsOverview {
  const from = dayNumber(historyFrom);
  const today = calendar.todayDay;
  let completedToday = 0;
  let totalHabits = 0;
  let longestStreak = 0;
  const truncated: string[] = [];
  for (const habit of habits) {
    const evaluation = evaluateHabit(habit, marksOf(marks, habit.id), calendar, from, today);
    const todayStatus = evaluation.days[today - from];
    if (countsToday(todayStatus)) totalHabits++;
    if (todayStatus === 'done') completedToday++;
    const streaks = streaksOf(evaluation, streakUnitOf(habit));
    longestStreak = Math.max(longestStreak, streakDays(streaks));
    if (streaks.unbroken && habit.startDate < historyFrom) truncated.push(habit.id);
  }
  return { stats: { completedToday, totalHabits, longestStreak }, truncated };
}

/**
 * One habit's page: current and best streak, strength, completion rates over the last 30 and 90 days, and
 * the number of days completed since its start. `marks` must cover the habit's whole history; for an
 * archived habit, pass a calendar whose today is the day it was archived (its numbers stop there).
 */
export function habitStats(habit: HabitRule, marks: HabitMarks, calendar: HabitCalendar): HabitStats {
  const start = dayNumber(habit.startDate);
  const today = calendar.todayDay;
  let firstDone = today;
  for (const [day, mark] of marks)
    if (mark === 'completed' && day >= start && day < firstDone) firstDone = day;
  // Before the first completion no run, best run or strength can grow (each stays 0), so the walk starts there,
  // or 90 days back for the rates: a habit started in 1900 costs its marks, not 46,000 days.
  const from = Math.max(start, Math.min(firstDone, today - 89));
  const evaluation = evaluateHabit(habit, marks, calendar, from, today);
  const unit = streakUnitOf(habit);
  const streaks = streaksOf(evaluation, unit);
  let totalCompletions = 0;
  for (const [day, mark] of marks)
    if (mark === 'completed' && day >= start && day <= today) totalCompletions++;
  return {
    habitId: habit.id,
    currentStreak: streaks.current,
    bestStreak: streaks.best,
    strength: strengthOf(evaluation.days, frequencyOf(habit.schedule)),
    completionRate30: completionRateOf(evaluation, addDays(calendar.today, -29), calendar.today),
    completionRate90: completionRateOf(evaluation, addDays(calendar.today, -89), calendar.today),
    totalCompletions,
    streakUnit: unit,
  };
}
