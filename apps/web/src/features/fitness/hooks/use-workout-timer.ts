import { createContext, useContext, useEffect, useState, useSyncExternalStore } from 'react';
import { fitnessElapsedMs, type FitnessTimerState, type WorkoutType } from '@track-grow/domain/fitness';
import type { WorkoutTimerSnapshot, WorkoutTimerStore } from './workout-timer-store.ts';

/** What the timer card sets before a start. */
export interface WorkoutSetup {
  workoutType: WorkoutType;
  title: string;
  plannedDuration: number;
}

/** The app's one workout timer (WorkoutTimerProvider) and its actions. */
export interface WorkoutTimerControls {
  store: WorkoutTimerStore;
  start: (setup: WorkoutSetup) => void;
  pause: () => void;
  resume: () => void;
  /** Saves the workout when it lasted over 30 s, then resets; a failed save keeps it, paused, for a retry. */
  stop: () => Promise<void>;
}

export const WorkoutTimerContext = createContext<WorkoutTimerControls | null>(null);

const subscribeToNothing = () => () => undefined;
const noSnapshot = () => null;

/** The timer's state as it changes (transitions only, not seconds); null outside a WorkoutTimerProvider. */
export function useWorkoutSnapshot(store: WorkoutTimerStore | null): WorkoutTimerSnapshot | null {
  return useSyncExternalStore(
    store?.subscribe ?? subscribeToNothing,
    store?.getSnapshot ?? noSnapshot,
    store?.getSnapshot ?? noSnapshot,
  );
}

/** The workout timer for the fitness page; it needs the app-wide provider above it. */
export function useWorkoutTimer(): WorkoutTimerControls & WorkoutTimerSnapshot {
  const controls = useContext(WorkoutTimerContext);
  const snapshot = useWorkoutSnapshot(controls?.store ?? null);
  if (!controls || !snapshot) throw new Error('useWorkoutTimer needs a WorkoutTimerProvider above it.');
  return { ...controls, ...snapshot };
}

/** Whole seconds counted by the timer, read from its timestamps: a re-render each second while it runs. */
export function useElapsedSeconds(timer: FitnessTimerState | null): number {
  const read = () => (timer ? Math.floor(fitnessElapsedMs(timer, Date.now()) / 1000) : 0);
  const [, setShown] = useState(read);
  const running = timer?.state === 'running';
  useEffect(() => {
    if (!running) return;
    // Checked 4 times a second so the display never skips a second; it re-renders only when one passes.
    const interval = setInterval(() => setShown(read()), 250);
    return () => clearInterval(interval);
    // `read` only closes over `timer`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [timer, running]);
  return read();
}
