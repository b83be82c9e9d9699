import type { DismissedReminders, ReminderId } from './daily-state.ts';
import type { HabitsToday } from './habits-today.ts';

export interface Reminder {
  id: ReminderId;
  /** pending: still to do today; done: today's part is done (the "✓" look). */
  status: 'pending' | 'done';
  href: string;
}

export interface ReminderInputs {
  habits: HabitsToday;
  /** A mood entry exists for today. */
  moodLogged: boolean;
  /** A transaction dated today exists. */
  budgetUpdated: boolean;
}

/**
 * SPEC.md 4: Habits is pending when there are no habits or some of today's are not completed; Mood until a
 * mood entry exists for today; Budget until a transaction dated today exists. Dismissed ones are left out.
 */
export function dailyReminders(
  { habits, moodLogged, budgetUpdated }: ReminderInputs,
  dismissed: DismissedReminders,
): Reminder[] {
  const habitsPending = !habits.hasHabits || habits.completed < habits.total;
  const all: Reminder[] = [
    { id: 'habits', status: habitsPending ? 'pending' : 'done', href: '/habits' },
    { id: 'mood', status: moodLogged ? 'done' : 'pending', href: '/mood' },
    { id: 'budget', status: budgetUpdated ? 'done' : 'pending', href: '/money' },
  ];
  return all.filter((reminder) => !dismissed[reminder.id]);
}

export const anyPending = (reminders: readonly Reminder[]): boolean =>
  reminders.some((r) => r.status === 'pending');

/** SPEC.md 4: the celebration shows when habits exist, all of today's are complete, and it was not seen today. */
export const shouldCelebrate = (habits: HabitsToday, seenToday: boolean): boolean =>
  habits.hasHabits && habits.total > 0 && habits.completed === habits.total && !seenToday;
