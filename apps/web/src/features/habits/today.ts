import { dayNumber } from '@track-grow/domain/shared';
import {
  evaluateHabit,
  habitCalendar,
  habitsDueToday,
  marksByHabit,
  marksOf,
  streakUnitOf,
  streaksOf,
  streakWindowStart,
  weekdayOfDay,
  weekStartOfDay,
  type DateSpan,
  type Habit,
  type HabitCompletion,
  type Streaks,
} from '@track-grow/domain/habits';

/** Why a habit is not on today's list. */
export type OffReason = 'vacation' | 'notStarted' | 'notScheduled' | 'weekMet';
export type TodayState = 'done' | 'pending' | 'skipped';

export interface HabitToday {
  habit: Habit;
  /** Set for a habit on today's list (the "Today" group). */
  state: TodayState | null;
  /** Set for a habit in the calmer "Not today" group. */
  offReason: OffReason | null;
  completedToday: boolean;
  streak: Streaks;
  /** The streak may reach back past the days the list read: the habit's own stats say how far. */
  streakTruncated: boolean;
  /** N-times-a-week habits: completions this week and the weekly count. */
  week: { done: number; count: number } | null;
}

export interface TodayOverview {
  today: HabitToday[];
  notToday: HabitToday[];
  /** The tiles' figures: habits scheduled today and those done (a skipped day counts in neither). */
  completed: number;
  total: number;
  onVacation: boolean;
}

/** The completions the list reads: the streak window ending today (whole weeks, DESIGN.md 5). */
export const todayWindow = (today: string, weekStart: number) => ({
  from: streakWindowStart(today, weekStart),
  to: today,
});

/**
 * Today's habits from the active habits, their completed/skipped days over `todayWindow` and the vacations,
 * with the domain's rules (the same the server's tiles use), so no request per habit is needed.
 */
export function todayOverview(
  habits: readonly Habit[],
  completions: readonly HabitCompletion[],
  vacations: readonly DateSpan[],
  today: string,
  weekStart: number,
): TodayOverview {
  const window = todayWindow(today, weekStart);
  const calendar = habitCalendar(today, weekStart, vacations);
  const allMarks = marksByHabit(completions);
  const from = dayNumber(window.from);
  const todayDay = calendar.todayDay;
  const onVacation = calendar.isVacation(todayDay);
  const weekFirst = weekStartOfDay(todayDay, weekStart);

  const items = habits.map((habit): HabitToday => {
    const marks = marksOf(allMarks, habit.id);
    const evaluation = evaluateHabit(habit, marks, calendar, from, todayDay);
    const status = evaluation.days[todayDay - from] ?? 'off';
    const mark = marks.get(todayDay);
    const streak = streaksOf(evaluation, streakUnitOf(habit));
    let week: HabitToday['week'] = null;
    if (habit.schedule.kind === 'timesPerWeek') {
      let done = 0;
      for (let day = weekFirst; day <= todayDay; day++) if (marks.get(day) === 'completed') done++;
      week = { done, count: habit.schedule.count };
    }

    let state: TodayState | null = null;
    let offReason: OffReason | null = null;
    const listedToday =
      habit.schedule.kind !== 'weekdays' || habit.schedule.days.includes(weekdayOfDay(todayDay));
    if (onVacation) offReason = 'vacation';
    else if (habit.startDate > today) offReason = 'notStarted';
    else if (status === 'done' || status === 'pending') state = status;
    else if (mark === 'skipped' && listedToday) state = 'skipped';
    else offReason = listedToday ? 'weekMet' : 'notScheduled';

    return {
      habit,
      state,
      offReason,
      completedToday: mark === 'completed',
      streak,
      streakTruncated: streak.unbroken && habit.startDate < window.from,
      week,
    };
  });

  const todayItems = items.filter((item) => item.state !== null);
  const { completed, total } = habitsDueToday(habits, completions, vacations, today, weekStart);
  return {
    today: todayItems,
    notToday: items.filter((item) => item.state === null),
    completed,
    total,
    onVacation,
  };
}
