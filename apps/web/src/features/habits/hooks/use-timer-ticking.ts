import { useEffect } from 'react';
import type { HabitTimerStore } from './habit-timer-store.ts';
import { useAnyTimerRunning } from './use-habit-timers.ts';

/** The display counts whole seconds from the wall clock; checking 4 times a second keeps it from skipping one. */
const TICK_MS = 250;

/** Ticks while any timer runs: a running timer found in storage on load resumes (SPEC.md 4). */
export function useTimerTicking(store: HabitTimerStore) {
  const anyRunning = useAnyTimerRunning(store);
  useEffect(() => {
    if (!anyRunning) return;
    store.tick();
    const interval = setInterval(() => store.tick(), TICK_MS);
    return () => clearInterval(interval);
  }, [store, anyRunning]);
}
