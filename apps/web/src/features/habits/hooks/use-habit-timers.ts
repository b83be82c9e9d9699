import { createContext, useCallback, useContext, useEffect, useSyncExternalStore } from 'react';
import {
  createHabitTimer,
  habitTimerKey,
  type Habit,
  type HabitTimerEvent,
  type HabitTimerState,
} from '@track-grow/domain/habits';
import type { HabitTimerStore, HabitTimers } from './habit-timer-store.ts';

/** The app's one timer store (HabitTimersProvider); null outside it. */
export const HabitTimerStoreContext = createContext<HabitTimerStore | null>(null);

/** The app-wide timer store, or null when no HabitTimersProvider is mounted above. */
export const useOptionalHabitTimerStore = (): HabitTimerStore | null => useContext(HabitTimerStoreContext);

const noTimers: HabitTimers = {};
const subscribeToNothing = () => () => undefined;

/** The timers as they are now (re-rendered on every change); none outside a HabitTimersProvider. */
export function useHabitTimerSnapshot(store: HabitTimerStore | null): HabitTimers {
  return useSyncExternalStore(
    store?.subscribe ?? subscribeToNothing,
    store?.getSnapshot ?? (() => noTimers),
    store?.getSnapshot ?? (() => noTimers),
  );
}

/** Whether any timer runs; re-renders only when that changes, not on every tick. */
export function useAnyTimerRunning(store: HabitTimerStore | null): boolean {
  const anyRunning = () => Object.values(store?.getSnapshot() ?? noTimers).some((timer) => timer.isRunning);
  return useSyncExternalStore(store?.subscribe ?? subscribeToNothing, anyRunning, anyRunning);
}

/** A habit's timer for a day: the stored one, or a fresh one (also when the habit's target changed since). */
export function timerFor(timers: HabitTimers, habit: Habit, date: string): HabitTimerState | null {
  if (habit.targetMinutes === null) return null;
  const stored = timers[habitTimerKey(habit.id, date)];
  if (!stored) return createHabitTimer(habit.targetMinutes, date);
  if (stored.targetMinutes !== habit.targetMinutes && !stored.isRunning) {
    return { ...stored, targetMinutes: habit.targetMinutes };
  }
  return stored;
}

export interface HabitTimersApi {
  timers: HabitTimers;
  send: (habit: Habit, date: string, event: HabitTimerEvent) => void;
}

/**
 * The habits page's view of the app-wide timers (HabitTimersProvider ticks and completes them wherever the user
 * is): the timers, start/stop/reset, and finished timers of past days forgotten.
 */
export function useHabitTimers(today: string): HabitTimersApi {
  const store = useOptionalHabitTimerStore();
  if (!store) throw new Error('useHabitTimers needs a HabitTimersProvider above it.');
  const timers = useHabitTimerSnapshot(store);

  useEffect(() => store.prune(today), [store, today]);

  const send = useCallback(
    (habit: Habit, date: string, event: HabitTimerEvent) => {
      const current = timerFor(store.getSnapshot(), habit, date);
      if (current) store.dispatch(habitTimerKey(habit.id, date), event, current);
    },
    [store],
  );

  return { timers, send };
}
