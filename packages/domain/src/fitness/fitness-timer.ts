import type { DateString } from '../shared/primitives';
import { workoutTypeLabels, type Exercise, type WorkoutDifficulty, type WorkoutType } from './fitness.schema';

/**
 * The workout timer of SPEC.md 4 as a pure state machine: `fitnessTimer(state, event, now)`. Elapsed time is
 * the time counted before the last pause plus the wall-clock time since `startTime`, so a reload or a sleeping
 * tab loses nothing, and a clock that goes back never makes it negative.
 */
export type FitnessTimerStatus = 'idle' | 'running' | 'paused';

/** SPEC.md 3's fitness timer state. Instants are epoch ms; `elapsed` is ms; `plannedDuration` minutes. */
export interface FitnessTimerState {
  state: FitnessTimerStatus;
  /** When the current running stretch began; null unless running. */
  startTime: number | null;
  /** Time counted before `startTime` (the stretches before the last pause). */
  elapsed: number;
  /** When the timer was paused; null unless paused. */
  pausedAt: number | null;
  workoutType: WorkoutType;
  /** The name to save; empty gives "<Type> Session". */
  title: string;
  plannedDuration: number;
}

export type FitnessTimerEvent =
  | { type: 'start'; workoutType?: WorkoutType; title?: string; plannedDuration?: number }
  | { type: 'pause' }
  | { type: 'resume' }
  /** `date` is the user's day to file the workout under. */
  | { type: 'stop'; date: DateString };

/** The workout a stop saves (POST /api/workouts; duration in minutes). */
export interface WorkoutToSave {
  name: string;
  type: WorkoutType;
  difficulty: WorkoutDifficulty;
  duration: number;
  calories: number;
  date: DateString;
  exercises: Exercise[];
}

export interface FitnessTimerResult {
  state: FitnessTimerState;
  /** Set only by a stop after more than 30 seconds. */
  workout: WorkoutToSave | null;
}

/** SPEC.md 9's fitness constants. */
export const FITNESS_DEFAULTS = { workoutType: 'cardio', plannedDuration: 30 } as const;
export const MIN_SAVED_WORKOUT_MS = 30_000;
export const CALORIES_PER_MINUTE = 8;

export const createFitnessTimer = (): FitnessTimerState => ({
  state: 'idle',
  startTime: null,
  elapsed: 0,
  pausedAt: null,
  workoutType: FITNESS_DEFAULTS.workoutType,
  title: '',
  plannedDuration: FITNESS_DEFAULTS.plannedDuration,
});

/** Milliseconds counted at `now`; time before `startTime` (a clock set back) counts as none. */
export function fitnessElapsedMs(state: FitnessTimerState, now: number): number {
  if (state.state !== 'running' || state.startTime === null) return state.elapsed;
  return state.elapsed + Math.max(0, now - state.startTime);
}

export const defaultWorkoutName = (type: WorkoutType): string => `${workoutTypeLabels[type]} Session`;

/** The workout for a stop at `now`, or null at 30 seconds or less (SPEC.md 5). */
function workoutToSave(state: FitnessTimerState, now: number, date: DateString): WorkoutToSave | null {
  const elapsed = fitnessElapsedMs(state, now);
  if (elapsed <= MIN_SAVED_WORKOUT_MS) return null;
  const duration = Math.max(1, Math.round(elapsed / 60_000));
  return {
    name: state.title.trim() || defaultWorkoutName(state.workoutType),
    type: state.workoutType,
    difficulty: 'medium',
    duration,
    calories: duration * CALORIES_PER_MINUTE,
    date,
    exercises: [],
  };
}

export function fitnessTimer(
  state: FitnessTimerState,
  event: FitnessTimerEvent,
  now: number,
): FitnessTimerResult {
  const same = { state, workout: null };
  switch (event.type) {
    case 'start':
      if (state.state !== 'idle') return same;
      return {
        state: {
          ...createFitnessTimer(),
          state: 'running',
          startTime: now,
          workoutType: event.workoutType ?? state.workoutType,
          title: event.title ?? state.title,
          plannedDuration: event.plannedDuration ?? state.plannedDuration,
        },
        workout: null,
      };
    case 'pause':
      if (state.state !== 'running') return same;
      return {
        state: {
          ...state,
          state: 'paused',
          elapsed: fitnessElapsedMs(state, now),
          startTime: null,
          pausedAt: now,
        },
        workout: null,
      };
    case 'resume':
      if (state.state !== 'paused') return same;
      return { state: { ...state, state: 'running', startTime: now, pausedAt: null }, workout: null };
    case 'stop':
      if (state.state === 'idle') return same;
      return { state: createFitnessTimer(), workout: workoutToSave(state, now, event.date) };
  }
}

/** Running or paused: the floating session button shows (SPEC.md 2). */
export const fitnessTimerActive = (state: FitnessTimerState): boolean => state.state !== 'idle';
