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
  /**
   * /tasks' Today view: its open tasks due today and the overdue ones; undefined while unknown (or not read:
   * the Tasks switch is off).
   */
  tasks: { dueToday: number; overdue: number } | undefined;
}

/**
 * SPEC.md 4: Habits is pending when there are no habits or some of today's are not completed; Mood until a
 * mood entry exists for today; Budget until a transaction dated today exists. Tasks shows while /tasks' Today
 * view holds an open task due today or overdue (issue 22: overdue ones were invisible on Home). Dismissed ones
 * and those the profile's reminder switches turned off are left out.
 */
export function dailyReminders(
  { habits, moodLogged, budgetUpdated, tasks }: ReminderInputs,
  dismissed: DismissedReminders,
  switches: ReminderSwitches,
): Reminder[] {
  const habitsPending = !habits.hasHabits || habits.completed < habits.total;
  const all: Reminder[] = [
    { id: 'habits', status: habitsPending ? 'pending' : 'done', href: '/habits' },
    { id: 'mood', status: moodLogged ? 'done' : 'pending', href: '/mood' },
    { id: 'budget', status: budgetUpdated ? 'done' : 'pending', href: '/money' },
  ];
  if (tasks && tasks.dueToday + tasks.overdue > 0)
    all.push({ id: 'tasks', status: 'pending', href: '/tasks' });
  return all.filter((reminder) => switches[reminder.id] && !dismissed[reminder.id]);
}

/** The card's buttons that the switches leave on (dismissing is only for the day, so not counted here). */
export const anyCardReminderOn = (switches: ReminderSwitches): boolean =>
  switches.habits || switches.mood || switches.budget || switches.tasks;

/** SPEC.md 4's shared "a reminder is pending": a pending button on the card. */
export const anyPending = (reminders: readonly Reminder[]): boolean =>
  reminders.some((r) => r.status === 'pending');

/** SPEC.md 4: the celebration shows when habits exist, all of today's are complete, and it was not seen today. */
export const shouldCelebrate = (habits: HabitsDueToday, seenToday: boolean): boolean =>
  habits.hasHabits && habits.total > 0 && habits.completed === habits.total && !seenToday;
