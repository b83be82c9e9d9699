import type { User } from '@track-grow/domain/auth';

export const reminderKinds = ['habits', 'mood', 'budget', 'tasks'] as const;
export type ReminderKind = (typeof reminderKinds)[number];
export type ReminderSwitches = Record<ReminderKind, boolean>;

/** The profile's reminder switches (preferences.reminders); one never set is on. */
export function reminderSwitches(user: Pick<User, 'preferences'> | null | undefined): ReminderSwitches {
  const stored = user?.preferences.reminders ?? {};
  return {
    habits: stored.habits ?? true,
    mood: stored.mood ?? true,
    budget: stored.budget ?? true,
    tasks: stored.tasks ?? true,
  };
}
