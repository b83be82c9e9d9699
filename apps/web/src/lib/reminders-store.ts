import { useSyncExternalStore } from 'react';

/**
 * SPEC.md 4: "whether any reminder is pending is shared with the rest of the app". Home's daily reminders
 * publish it here; the shell (a dot on the Home tab) reads it without knowing about reminders.
 */
let pending = false;
const listeners = new Set<() => void>();

export function setRemindersPending(value: boolean): void {
  if (pending === value) return;
  pending = value;
  for (const listener of listeners) listener();
}

export const remindersPending = (): boolean => pending;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** True while a daily reminder (habits, mood, budget) is pending and not dismissed today. */
export function useRemindersPending(): boolean {
  return useSyncExternalStore(subscribe, remindersPending, remindersPending);
}
