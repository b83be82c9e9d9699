import { dayNumber } from '../shared/day';
import type { Schedule } from './habits.schema';

/**
 * What one day means for one habit (DESIGN.md 5):
 * - `done`: a scheduled day that was completed;
 * - `missed`: a past scheduled day that was not (it breaks a streak and lowers a rate);
 * - `pending`: today, scheduled and not done yet (an unfinished today breaks nothing);
 * - `off`: counts nowhere — not scheduled, before the start date, skipped, on vacation, or in the future.
 */
export type DayStatus = 'done' | 'missed' | 'pending' | 'off';

/** A week of an N-times-a-week habit: met its count, failed it, still open (this week), or had no day to count. */
export type WeekOutcome = 'met' | 'failed' | 'open' | 'none';

export interface HabitRule {
  id: string;
  schedule: Schedule;
  /** The first day the habit counts, 'yyyy-MM-dd'. */
  startDate: string;
}

/** A stored completion row. A row with neither flag set is a cleared day. */
export interface CompletionRow {
  habitId: string;
  date: string;
  completed: boolean;
  skipped: boolean;
}

export interface DateSpan {
  startDate: string;
  endDate: string;
}

export type Mark = 'completed' | 'skipped';
/** One habit's marks keyed by day number (see `dayNumber`). */
export type HabitMarks = ReadonlyMap<number, Mark>;

const NO_MARKS: HabitMarks = new Map();

/** Groups completion rows by habit; cleared rows are dropped. */
export function marksByHabit(rows: readonly CompletionRow[]): Map<string, Map<number, Mark>> {
  const out = new Map<string, Map<number, Mark>>();
  for (const row of rows) {
    if (!row.completed && !row.skipped) continue;
    let marks = out.get(row.habitId);
    if (!marks) out.set(row.habitId, (marks = new Map<number, Mark>()));
    marks.set(dayNumber(row.date), row.completed ? 'completed' : 'skipped');
  }
  return out;
}

/** One habit's completed and skipped days as day numbers: the compact form the server reads them in. */
export interface HabitDayMarks {
  habitId: string;
  done: readonly number[];
  skipped: readonly number[];
}

/** Builds (or adds to) the marks by habit from day-number lists. */
export function marksFromDays(
  rows: readonly HabitDayMarks[],
  into = new Map<string, Map<number, Mark>>(),
): Map<string, Map<number, Mark>> {
  for (const row of rows) {
    let marks = into.get(row.habitId);
    if (!marks) into.set(row.habitId, (marks = new Map<number, Mark>()));
    for (const day of row.skipped) marks.set(day, 'skipped');
    for (const day of row.done) marks.set(day, 'completed');
  }
  return into;
}

export const marksOf = (all: ReadonlyMap<string, HabitMarks>, habitId: string): HabitMarks =>
  all.get(habitId) ?? NO_MARKS;

/** The user's calendar for habit rules: today, the week start, and the vacations that pause every habit. */
export interface HabitCalendar {
  today: string;
  readonly todayDay: number;
  weekStart: number;
  isVacation(day: number): boolean;
}

export function habitCalendar(
  today: string,
  weekStart: number,
  vacations: readonly DateSpan[],
): HabitCalendar {
  // Merged, sorted [start, end] day-number intervals, searched by bisection.
  const spans = vacations
    .map((v) => [dayNumber(v.startDate), dayNumber(v.endDate)] as [number, number])
    .filter(([s, e]) => s <= e)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const span of spans) {
    const last = merged[merged.length - 1];
    if (last && span[0] <= last[1] + 1) last[1] = Math.max(last[1], span[1]);
    else merged.push([span[0], span[1]]);
  }
  return {
    today,
    todayDay: dayNumber(today),
    weekStart,
    isVacation(day) {
      let lo = 0;
      let hi = merged.length - 1;
      while (lo <= hi) {
        const mid = (lo + hi) >> 1;
        const [s, e] = merged[mid]!;
        if (day < s) hi = mid - 1;
        else if (day > e) lo = mid + 1;
        else return true;
      }
      return false;
    },
  };
}

/** 0 = Sunday … 6 = Saturday, for a day number. */
export const weekdayOfDay = (day: number): number => (((day + 4) % 7) + 7) % 7;
export const weekStartOfDay = (day: number, weekStart: number): number =>
  day - ((weekdayOfDay(day) - weekStart + 7) % 7);

export interface HabitEvaluation {
  /** Day number of `days[0]`. */
  from: number;
  days: DayStatus[];
  /** N-times-a-week habits only: every week overlapping the range, oldest first. */
  weeks: { start: number; outcome: WeekOutcome }[];
}

/**
 * Day statuses of one habit for the days `from`..`to` (day numbers, both included), as of `calendar.today`.
 *
 * Daily and weekday habits: a listed day on or after the start date, not skipped and not on vacation, is
 * scheduled.
 *
 * N-times-a-week habits (weeks begin on the user's week start): every day is due until the week's count is
 * met. The week's target is the count — pro-rated, rounded up, in the week the habit starts — less one for
 * each skipped or vacation day: an excused day takes one repetition off the week, so a 7-times-a-week habit
 * behaves exactly like a daily one, and adding a vacation or a skip can never turn a day into a miss. A day
 * that was due but not done only counts as missed once the target can no longer be met without it (the
 * days left in the week are no more than the repetitions still needed): a user who meets the target on any
 * days of the week scores 100%, one who falls short by k has exactly k missed days. Completions beyond the
 * target change nothing, except that a week excused down to a target of 0 is still met by a completion.
 */
export function evaluateHabit(
  habit: HabitRule,
  marks: HabitMarks,
  calendar: HabitCalendar,
  from: number,
  to: number,
): HabitEvaluation {
  const start = dayNumber(habit.startDate);
  const today = calendar.todayDay;
  const days: DayStatus[] = new Array<DayStatus>(Math.max(0, to - from + 1)).fill('off');
  const weeks: HabitEvaluation['weeks'] = [];
  const schedule = habit.schedule;
  const excused = (day: number) => calendar.isVacation(day) || marks.get(day) === 'skipped';

  if (schedule.kind !== 'timesPerWeek') {
    const listed = schedule.kind === 'daily' ? null : new Set(schedule.days);
    for (let day = Math.max(from, start); day <= Math.min(to, today); day++) {
      if (listed && !listed.has(weekdayOfDay(day))) continue;
      if (excused(day)) continue;
      days[day - from] = marks.get(day) === 'completed' ? 'done' : day === today ? 'pending' : 'missed';
    }
    return { from, days, weeks };
  }

  const counts: boolean[] = new Array<boolean>(7);
  for (let weekFirst = weekStartOfDay(from, calendar.weekStart); weekFirst <= to; weekFirst += 7) {
    let started = 0;
    let open = 0;
    for (let i = 0; i < 7; i++) {
      const day = weekFirst + i;
      counts[i] = day >= start && !excused(day);
      if (day >= start) started++;
      if (counts[i]) open++;
    }
    const target = Math.max(0, Math.ceil((schedule.count * started) / 7) - (started - open));
    const accepted = Math.max(target, 1);
    let done = 0;
    let missed = false;
    for (let i = 0; i < 7; i++) {
      if (!counts[i]) continue;
      const day = weekFirst + i;
      let status: DayStatus = 'off';
      if (day <= today && done < accepted) {
        if (marks.get(day) === 'completed') {
          status = 'done';
          done++;
        } else if (target - done > 0) {
          if (day === today) status = 'pending';
          else if (target - done >= open) {
            status = 'missed';
            missed = true;
          }
        }
      }
      open--;
      if (day >= from && day <= to) days[day - from] = status;
    }
    const outcome: WeekOutcome =
      target === 0 ? (done > 0 ? 'met' : 'none') : done >= target ? 'met' : missed ? 'failed' : 'open';
    weeks.push({ start: weekFirst, outcome });
  }
  return { from, days, weeks };
}

/** Repetitions per day the schedule asks for: Loop Habit Tracker's "frequency". */
export function frequencyOf(schedule: Schedule): number {
  switch (schedule.kind) {
    case 'daily':
      return 1;
    case 'weekdays':
      return schedule.days.length / 7;
    case 'timesPerWeek':
      return schedule.count / 7;
  }
}
