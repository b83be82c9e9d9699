import '../i18n.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { HABIT_TIMERS_KEY } from '@track-grow/domain/habits';
import { HabitTimerStore } from '../hooks/habit-timer-store.ts';
import { HabitTimerStoreContext, useAnyTimerRunning } from '../hooks/use-habit-timers.ts';
import { useTimerAutoComplete } from '../hooks/use-timer-auto-complete.ts';

/** SPEC.md 9: the habit is completed about 100 ms after its timer reaches the target. */
export const AUTO_COMPLETE_DELAY_MS = 100;
/** The display counts whole seconds from the wall clock; checking 4 times a second keeps it from skipping one. */
const TICK_MS = 250;

/** Ticks while any timer runs: a running timer found in storage on load resumes (SPEC.md 4). */
function useTicking(store: HabitTimerStore) {
  const anyRunning = useAnyTimerRunning(store);
  useEffect(() => {
    if (!anyRunning) return;
    store.tick();
    const interval = setInterval(() => store.tick(), TICK_MS);
    return () => clearInterval(interval);
  }, [store, anyRunning]);
}

/** Another tab started, stopped or finished a timer: this tab follows what it stored. */
function useStorageSync(store: HabitTimerStore) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === HABIT_TIMERS_KEY) store.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
}

/**
 * The one owner of the `habit-timers` store in the signed-in app: timers keep counting on every page, and one
 * that reaches its target completes its habit about 100 ms later wherever the user is.
 */
export function HabitTimersProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new HabitTimerStore());
  const complete = useTimerAutoComplete();
  const completeRef = useRef(complete);

  useEffect(() => {
    completeRef.current = complete;
  }, [complete]);

  useEffect(
    () =>
      store.onComplete((habitId, date) => {
        // Not cancelled on unmount: a timer that completed must still complete its habit.
        setTimeout(() => void completeRef.current(habitId, date), AUTO_COMPLETE_DELAY_MS);
      }),
    [store],
  );
  useTicking(store);
  useStorageSync(store);

  return <HabitTimerStoreContext value={store}>{children}</HabitTimerStoreContext>;
}
