import { addDays, dayNumber, fromDayNumber } from '../shared/day';
import type { DayRate, HeatmapStats } from './habits.schema';
import {
  evaluateHabit,
  marksOf,
  type HabitCalendar,
  type HabitEvaluation,
  type HabitMarks,
  type HabitRule,
} from './history';

/**
 * Completed ÷ scheduled over the days `from`..`to` of an evaluation, 0–100 rounded; null when nothing was
 * scheduled. An unfinished today is left out, so the rate does not dip every morning.
 */
export function completionRateOf(evaluation: HabitEvaluation, from: string, to: string): number | null {
  let done = 0;
  let missed = 0;
  const first = Math.max(0, dayNumber(from) - evaluation.from);
  const last = Math.min(evaluation.days.length - 1, dayNumber(to) - evaluation.from);
  for (let i = first; i <= last; i++) {
    const status = evaluation.days[i];
    if (status === 'done') done++;
    else if (status === 'missed') missed++;
  }
  return done + missed === 0 ? null : Math.round((100 * done) / (done + missed));
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Per day from `from` to `to`, column by column: how many habits were scheduled and how many of those were
 * completed. Today counts its still-pending habits as scheduled, so today's column is the progress so far (the
 * tile's completed/total); days after today are empty.
 */
export function dayCounts(
  habits: readonly HabitRule[],
  marks: ReadonlyMap<string, HabitMarks>,
  calendar: HabitCalendar,
  from: string,
  to: string,
): { scheduled: number[]; completed: number[] } {
  const first = dayNumber(from);
  const length = dayNumber(to) - first + 1;
  const scheduled = new Array<number>(length).fill(0);
  const completed = new Array<number>(length).fill(0);
  for (const habit of habits) {
    const { days } = evaluateHabit(habit, marksOf(marks, habit.id), calendar, first, first + length - 1);
    days.forEach((status, i) => {
      if (status === 'off') return;
      scheduled[i]!++;
      if (status === 'done') completed[i]!++;
    });
  }
  return { scheduled, completed };
}

/** dayCounts as one DayRate a day, with the rate (0–100, one decimal; null when nothing was scheduled). */
export function dayRates(
  habits: readonly HabitRule[],
  marks: ReadonlyMap<string, HabitMarks>,
  calendar: HabitCalendar,
  from: string,
  to: string,
): DayRate[] {
  const first = dayNumber(from);
  const { scheduled, completed } = dayCounts(habits, marks, calendar, from, to);
  return scheduled.map((count, i) => dayRate(fromDayNumber(first + i), count, completed[i]!));
}

const dayRate = (date: string, scheduled: number, completed: number): DayRate => ({
  date,
  scheduled,
  completed,
  rate: scheduled === 0 ? null : oneDecimal((100 * completed) / scheduled),
});

/** The heatmap of the days `from` to `to`: dayCounts without a date string or an object per day. */
export function heatmapOf(
  habits: readonly HabitRule[],
  marks: ReadonlyMap<string, HabitMarks>,
  calendar: HabitCalendar,
  from: string,
  to: string,
): HeatmapStats {
  return { from, to, ...dayCounts(habits, marks, calendar, from, to) };
}

/** The heatmap's columns back as one DayRate a day, the rate computed as dayRates computes it. */
export function heatmapDays(heatmap: HeatmapStats): DayRate[] {
  const first = dayNumber(heatmap.from);
  return heatmap.scheduled.map((count, i) =>
    dayRate(fromDayNumber(first + i), count, heatmap.completed[i] ?? 0),
  );
}

/** Rounded mean of the rates of the days that had something scheduled; 0 when none had. */
export function meanRate(days: readonly DayRate[]): number {
  const rated = days.filter((d) => d.scheduled > 0).map((d) => (100 * d.completed) / d.scheduled);
  return rated.length === 0 ? 0 : Math.round(rated.reduce((sum, r) => sum + r, 0) / rated.length);
}

/** The last 7 days ending today, and SPEC.md's weekly progress: the rounded mean of their daily rates. */
export function weeklyStats(
  habits: readonly HabitRule[],
  marks: ReadonlyMap<string, HabitMarks>,
  calendar: HabitCalendar,
) {
  const days = dayRates(habits, marks, calendar, addDays(calendar.today, -6), calendar.today);
  return { completionRate: meanRate(days), days };
}
