import { useMemo } from 'react';
import type { HabitTimerState } from '@track-grow/domain/habits';
import { habitIdOfKey } from './habit-timer-store.ts';
import { useHabitTimerSnapshot, useOptionalHabitTimerStore } from './use-habit-timers.ts';

export interface RunningHabitTimer {
  habitId: string;
  /** Seconds left on the countdown. */
  secondsLeft: number;
  /** How many other timers run besides this one. */
  others: number;
}

const secondsLeft = (timer: HabitTimerState) => Math.max(0, timer.targetMinutes * 60 - timer.elapsedSeconds);

/** The running timer that ends first (and how many more run), or null when none runs. */
export function useRunningHabitTimer(): RunningHabitTimer | null {
  const timers = useHabitTimerSnapshot(useOptionalHabitTimerStore());
  return useMemo(() => {
    const running = Object.entries(timers)
      .filter(([, timer]) => timer.isRunning)
      .map(([key, timer]) => ({ habitId: habitIdOfKey(key), secondsLeft: secondsLeft(timer) }))
      .sort((a, b) => a.secondsLeft - b.secondsLeft);
    const first = running[0];
    return first ? { ...first, others: running.length - 1 } : null;
  }, [timers]);
}
