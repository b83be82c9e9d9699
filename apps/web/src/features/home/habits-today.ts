import { dayNumber } from '@track-grow/domain';
import {
  dataWindow,
  evaluateHabit,
  habitCalendar,
  marksByHabit,
  marksOf,
  type DateSpan,
  type HabitCompletion,
  type HabitRule,
} from '@track-grow/domain/habits';

export interface HabitsToday {
  /** Whether the user has any active habit at all. */
  hasHabits: boolean;
  /** Habits due today (scheduled, not skipped, not on vacation, or already done today). */
  total: number;
  completed: number;
}

/** The days of completions today's statuses depend on: today's whole week (N-times-a-week habits). */
export const habitsTodayWindow = (today: string, weekStart: number) => dataWindow(today, today, weekStart);

/**
 * Today's habits as the domain rules see them (the same rule as the tiles' completed/total): a weekday
 * habit not listed today, an N-times-a-week habit whose count is met, a skipped day or a vacation day is
 * not due, so "all done" really means all of today's work.
 */
export function habitsToday(
  habits: readonly HabitRule[],
  completions: readonly HabitCompletion[],
  vacations: readonly DateSpan[],
  today: string,
  weekStart: number,
): HabitsToday {
  const calendar = habitCalendar(today, weekStart, vacations);
  const marks = marksByHabit(completions);
  const from = dayNumber(habitsTodayWindow(today, weekStart).from);
  const day = dayNumber(today);
  let total = 0;
  let completed = 0;
  for (const habit of habits) {
    const status = evaluateHabit(habit, marksOf(marks, habit.id), calendar, from, day).days[day - from];
    if (status === 'done' || status === 'pending') total++;
    if (status === 'done') completed++;
  }
  return { hasHabits: habits.length > 0, total, completed };
}
