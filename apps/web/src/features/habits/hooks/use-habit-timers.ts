import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import {
  HABIT_TIMERS_KEY,
  createHabitTimer,
  habitTimerKey,
  type Habit,
  type HabitTimerEvent,
  type HabitTimerState,
} from '@track-grow/domain/habits';
import { HabitTimerStore, type HabitTimers } from './habit-timer-store.ts';

/** SPEC.md 9: the habit is toggled about 100 ms after its timer completes. */
export const AUTO_COMPLETE_DELAY_MS = 100;
/** The display counts whole seconds from the wall clock; checking 4 times a second keeps it from skipping one. */
const TICK_MS = 250;

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
 * The page's habit timers: loaded from `habit-timers`, running ones resume ticking (SPEC.md 4), and when one
 * reaches its target, `onComplete(habitId, date)` runs about 100 ms later.
 */
export function useHabitTimers(today: string, onComplete: (habitId: string, date: string) => void): HabitTimersApi {
  const [store] = useState(() => new HabitTimerStore());
  const timers = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const onCompleteRef = useRef(onComplete);

  useEffect(() => {
    onCompleteRef.current = onComplete;
  }, [onComplete]);

  useEffect(
    () =>
      store.onComplete((habitId, date) => {
        // Not cancelled on unmount: a timer that completed must still complete its habit.
        setTimeout(() => onCompleteRef.current(habitId, date), AUTO_COMPLETE_DELAY_MS);
      }),
    [store],
  );

  useEffect(() => store.prune(today), [store, today]);

  const anyRunning = Object.values(timers).some((timer) => timer.isRunning);
  useEffect(() => {
    if (!anyRunning) return;
    store.tick();
    const interval = setInterval(() => store.tick(), TICK_MS);
    return () => clearInterval(interval);
  }, [store, anyRunning]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === HABIT_TIMERS_KEY) store.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);

  const send = useCallback(
    (habit: Habit, date: string, event: HabitTimerEvent) => {
      const current = timerFor(store.getSnapshot(), habit, date);
      if (current) store.dispatch(habitTimerKey(habit.id, date), event, current);
    },
    [store],
  );

  return { timers, send };
}
