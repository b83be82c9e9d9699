import type { ReminderSwitches } from '../../lib/reminder-switches.ts';
import type { DismissedReminders, ReminderId } from './daily-state.ts';
import type { HabitsDueToday } from '@track-grow/domain/habits';

export interface Reminder {
  id: ReminderId;
  /** pending: still to do today; done: today's part is done (the "✓" look). */
  status: 'pending' | 'done';
  href: string;
}

export interface ReminderInputs {
  habits: HabitsDueToday;
  /** A mood entry exists for today. */
  moodLogged: boolean;
  /** A transaction dated today exists. */
  budgetUpdated: boolean;
  /** Some task due today is not completed; undefined while unknown (or not read: the Tasks switch is off). */
  tasksDueToday: boolean | undefined;
}

/**
 * SPEC.md 4: Habits is pending when there are no habits or some of today's are not completed; Mood until a
 * mood entry exists for today; Budget until a transaction dated today exists. Dismissed ones and those the
 * profile's reminder switches turned off are left out.
 */
export function dailyReminders(
  { habits, moodLogged, budgetUpdated }: Omit<ReminderInputs, 'tasksDueToday'>,
  dismissed: DismissedReminders,
  switches: ReminderSwitches,
): Reminder[] {
  const habitsPending = !habits.hasHabits || habits.completed < habits.total;
  const all: Reminder[] = [
    { id: 'habits', status: habitsPending ? 'pending' : 'done', href: '/habits' },
    { id: 'mood', status: moodLogged ? 'done' : 'pending', href: '/mood' },
    { id: 'budget', status: budgetUpdated ? 'done' : 'pending', href: '/money' },
  ];
  return all.filter((reminder) => switches[reminder.id] && !dismissed[reminder.id]);
}

/** The card's buttons that the switches leave on (dismissing is only for the day, so not counted here). */
export const anyCardReminderOn = (switches: ReminderSwitches): boolean =>
  switches.habits || switches.mood || switches.budget;

/**
 * SPEC.md 4's shared "a reminder is pending": a pending button on the card, or the Tasks reminder (a task due
 * today not completed; it has no button of its own) while its switch is on.
 */
export const anyPending = (
  reminders: readonly Reminder[],
  tasksDueToday: boolean | undefined,
  switches: ReminderSwitches,
): boolean => reminders.some((r) => r.status === 'pending') || (switches.tasks && tasksDueToday === true);

/** SPEC.md 4: the celebration shows when habits exist, all of today's are complete, and it was not seen today. */
export const shouldCelebrate = (habits: HabitsDueToday, seenToday: boolean): boolean =>
  habits.hasHabits && habits.total > 0 && habits.completed === habits.total && !seenToday;
