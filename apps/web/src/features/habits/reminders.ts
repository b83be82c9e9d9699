import { dayNumber } from '@track-grow/domain/shared';
import {
  dataWindow,
  evaluateHabit,
  habitCalendar,
  marksByHabit,
  marksOf,
  type DateSpan,
  type Habit,
  type HabitCompletion,
} from '@track-grow/domain/habits';
import { readStorage, writeStorage } from '../../lib/storage.ts';

/**
 * A reminder whose time passed while the app was closed is still shown when the app opens within this many
 * minutes of it (opening at 08:40 still reminds of 08:00), never later: a reminder hours late is noise.
 */
export const LATE_LIMIT_MINUTES = 60;

/** The completions today's statuses depend on: today's whole week (N-times-a-week habits). */
export const remindersWindow = (today: string, weekStart: number) => dataWindow(today, today, weekStart);

const minutesOf = (time: string): number | null => {
  const match = /^(\d{2}):(\d{2})/.exec(time);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

export const hasReminder = (habit: Pick<Habit, 'reminderTime'>): boolean =>
  habit.reminderTime !== null && minutesOf(habit.reminderTime) !== null;

export interface RemindersAt {
  /** The user's today, 'yyyy-MM-dd'. */
  today: string;
  /** The user's wall clock, 'HH:mm'. */
  now: string;
  weekStart: number;
}

/**
 * The habits to remind of now: a reminder time reached at most LATE_LIMIT_MINUTES ago, on a day the habit is
 * due and still pending (not done, skipped, unscheduled, met for the week or on vacation), not yet shown today.
 */
export function dueReminders(
  habits: readonly Habit[],
  completions: readonly HabitCompletion[],
  vacations: readonly DateSpan[],
  { today, now, weekStart }: RemindersAt,
  shown: ReadonlySet<string>,
): Habit[] {
  const nowMinutes = minutesOf(now);
  if (nowMinutes === null) return [];
  const candidates = habits.filter((habit) => {
    if (shown.has(habit.id) || habit.reminderTime === null) return false;
    const at = minutesOf(habit.reminderTime);
    return at !== null && nowMinutes >= at && nowMinutes - at <= LATE_LIMIT_MINUTES;
  });
  if (candidates.length === 0) return [];
  const calendar = habitCalendar(today, weekStart, vacations);
  const marks = marksByHabit(completions);
  const from = dayNumber(remindersWindow(today, weekStart).from);
  const day = dayNumber(today);
  return candidates.filter(
    (habit) =>
      evaluateHabit(habit, marksOf(marks, habit.id), calendar, from, day).days[day - from] === 'pending',
  );
}

/** Per user and per day: the habits already reminded of, so a reload or a second mount does not repeat them. */
export const shownRemindersKey = (userId: string) => `habitRemindersShown_${userId}`;

/** Today's reminded habit ids; another day's list, corrupt JSON or a wrong shape read as none. */
export function readShownReminders(userId: string, today: string): Set<string> {
  const raw = readStorage(shownRemindersKey(userId));
  if (raw === null) return new Set();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return new Set();
    const { date, ids } = parsed as { date?: unknown; ids?: unknown };
    if (date !== today || !Array.isArray(ids)) return new Set();
    return new Set(ids.filter((id): id is string => typeof id === 'string'));
  } catch {
    return new Set();
  }
}

export function writeShownReminders(userId: string, today: string, ids: ReadonlySet<string>): void {
  writeStorage(shownRemindersKey(userId), JSON.stringify({ date: today, ids: [...ids] }));
}
