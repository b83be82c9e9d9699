import { addDays, dayNumber, endOfMonth, startOfMonth } from '@track-grow/domain/shared';
import {
  dataWindow,
  evaluateHabit,
  habitCalendar,
  marksByHabit,
  marksOf,
  type DateSpan,
  type DayStatus,
  type Habit,
  type HabitCompletion,
} from '@track-grow/domain/habits';

/** What a day of the month calendar shows, from the habit's rules (the same the streaks use). */
export type CalendarDayKind =
  'done' | 'skipped' | 'missed' | 'pending' | 'vacation' | 'beforeStart' | 'off' | 'future';

export interface CalendarDay {
  date: string;
  kind: CalendarDayKind;
  /** What is stored for the day. */
  mark: 'completed' | 'skipped' | null;
}

/** The days of data a month needs: whole weeks around it (an N-times-a-week day depends on its week). */
export const monthWindow = (month: string, weekStart: number) =>
  dataWindow(startOfMonth(month), endOfMonth(month), weekStart);

/** Every day of `month` ('yyyy-MM-01') with its kind, as of `today`. */
export function monthDays(
  habit: Habit,
  completions: readonly HabitCompletion[],
  vacations: readonly DateSpan[],
  month: string,
  today: string,
  weekStart: number,
): CalendarDay[] {
  const range = monthWindow(month, weekStart);
  const calendar = habitCalendar(today, weekStart, vacations);
  const marks = marksOf(marksByHabit(completions), habit.id);
  const from = dayNumber(range.from);
  const evaluation = evaluateHabit(habit, marks, calendar, from, dayNumber(range.to));
  const first = startOfMonth(month);
  const last = endOfMonth(month);
  const days: CalendarDay[] = [];
  for (let date = first; date <= last; date = addDays(date, 1)) {
    const day = dayNumber(date);
    const mark = marks.get(day) ?? null;
    const status: DayStatus = evaluation.days[day - from] ?? 'off';
    let kind: CalendarDayKind;
    if (date > today) kind = 'future';
    else if (status !== 'off') kind = status;
    else if (mark === 'skipped') kind = 'skipped';
    else if (calendar.isVacation(day)) kind = 'vacation';
    else if (date < habit.startDate) kind = 'beforeStart';
    else kind = 'off';
    days.push({ date, kind, mark });
  }
  return days;
}
