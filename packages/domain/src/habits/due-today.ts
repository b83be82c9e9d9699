import { dayNumber } from '../shared/day';
import {
  evaluateHabit,
  habitCalendar,
  marksByHabit,
  marksOf,
  type DateSpan,
  type CompletionRow,
  type DayStatus,
  type HabitRule,
} from './history';
import { dataWindow } from './ranges';

/**
 * Whether a habit's status today counts in today's completed/total: done, or still to do. A vacation day, a
 * weekday not listed, a met weekly count or a skipped day is 'off', so "all done" means all of today's work.
 */
export const countsToday = (status: DayStatus | undefined): boolean =>
  status === 'done' || status === 'pending';

export interface HabitsDueToday {
  /** Whether the user has any active habit at all. */
  hasHabits: boolean;
  /** Habits due today (scheduled, not skipped, not on vacation), done ones included. */
  total: number;
  completed: number;
}

/** The days of completions today's statuses depend on: today's whole week (N-times-a-week habits). */
export const habitsDueTodayWindow = (today: string, weekStart: number) => dataWindow(today, today, weekStart);

/**
 * Today's completed/total of the active habits (the rule of the habit tiles, Home's reminder and the Habits
 * screen), from their completions over at least `habitsDueTodayWindow` and the vacations.
 */
export function habitsDueToday(
  habits: readonly HabitRule[],
  completions: readonly CompletionRow[],
  vacations: readonly DateSpan[],
  today: string,
  weekStart: number,
): HabitsDueToday {
  const calendar = habitCalendar(today, weekStart, vacations);
  const marks = marksByHabit(completions);
  const from = dayNumber(habitsDueTodayWindow(today, weekStart).from);
  const day = dayNumber(today);
  let total = 0;
  let completed = 0;
  for (const habit of habits) {
    const status = evaluateHabit(habit, marksOf(marks, habit.id), calendar, from, day).days[day - from];
    if (countsToday(status)) total++;
    if (status === 'done') completed++;
  }
  return { hasHabits: habits.length > 0, total, completed };
}
