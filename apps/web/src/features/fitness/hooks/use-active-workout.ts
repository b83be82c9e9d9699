import { useContext } from 'react';
import { defaultWorkoutName, type WorkoutType } from '@track-grow/domain/fitness';
import { useElapsedSeconds, useWorkoutSnapshot, WorkoutTimerContext } from './use-workout-timer.ts';

export interface ActiveWorkout {
  state: 'running' | 'paused';
  /** Whole seconds counted so far. */
  elapsedSeconds: number;
  workoutType: WorkoutType;
  /** The name the workout is saved with: the typed title, else "<Type> Session". */
  title: string;
}

/**
 * The running or paused workout, for the shell's floating session button (SPEC.md 2): null when the timer is
 * idle or no WorkoutTimerProvider is mounted. Re-renders each second while it runs.
 */
export function useActiveWorkout(): ActiveWorkout | null {
  const controls = useContext(WorkoutTimerContext);
  const snapshot = useWorkoutSnapshot(controls?.store ?? null);
  const timer = snapshot?.timer ?? null;
  const elapsedSeconds = useElapsedSeconds(timer);
  if (!timer || timer.state === 'idle') return null;
  return {
    state: timer.state,
    elapsedSeconds,
    workoutType: timer.workoutType,
    title: timer.title.trim() || defaultWorkoutName(timer.workoutType),
  };
}
