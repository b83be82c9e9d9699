import {
  createFitnessTimer,
  fitnessTimer,
  parseFitnessTimer,
  serializeFitnessTimer,
  type FitnessTimerEvent,
  type FitnessTimerResult,
  type FitnessTimerState,
} from '@track-grow/domain/fitness';
import { readStorage, removeStorage, writeStorage } from '../../../lib/storage.ts';

/** SPEC.md 3: the timer state is stored per user on the device. */
export const workoutTimerKey = (userId: string): string => `fitnessTimer-${userId}`;

export interface WorkoutTimerSnapshot {
  timer: FitnessTimerState;
  /** A stop's workout is on its way to the server. */
  saving: boolean;
  /** The last save failed: the workout is kept (paused) until a retry saves it. */
  saveFailed: boolean;
}

/** The stored timer of a user: nothing stored or a corrupt entry gives a fresh one (SPEC.md 4, 5, 8). */
export function loadWorkoutTimer(key: string, now: number): FitnessTimerState {
  const { state, problem } = parseFitnessTimer(readStorage(key), now);
  if (problem) {
    console.warn('Removed an unreadable workout timer from storage; starting a fresh one.');
    // Removed at once, so it warns once, not on every load.
    removeStorage(key);
  }
  return state;
}

export function saveWorkoutTimer(key: string, timer: FitnessTimerState): void {
  const stored = serializeFitnessTimer(timer);
  if (stored === null) removeStorage(key);
  else writeStorage(key, stored);
}

/**
 * The workout timer of one user for the whole signed-in app: the domain's state machine over the user's stored
 * state, saved on every transition. Elapsed time is always read from timestamps, so nothing here ticks.
 */
export class WorkoutTimerStore {
  private snapshot: WorkoutTimerSnapshot;
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly key: string,
    private readonly now: () => number = Date.now,
  ) {
    this.snapshot = { timer: loadWorkoutTimer(key, now()), saving: false, saveFailed: false };
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): WorkoutTimerSnapshot => this.snapshot;

  /** Applies an event at the current instant, stores the new state and returns the machine's result. */
  send(event: FitnessTimerEvent): FitnessTimerResult {
    const result = fitnessTimer(this.snapshot.timer, event, this.now());
    if (result.state !== this.snapshot.timer) this.set({ timer: result.state, saveFailed: false });
    return result;
  }

  /** Replaces the timer (a stop that saved goes back to a fresh one) and the save flags. */
  set(patch: Partial<WorkoutTimerSnapshot>): void {
    this.snapshot = { ...this.snapshot, ...patch };
    if (patch.timer) saveWorkoutTimer(this.key, this.snapshot.timer);
    this.emit();
  }

  /** Back to a fresh timer, the stored state cleared. */
  reset(): void {
    this.set({ timer: createFitnessTimer(), saving: false, saveFailed: false });
  }

  /** Stores the current state again (the page is being hidden or unloaded). */
  persist(): void {
    saveWorkoutTimer(this.key, this.snapshot.timer);
  }

  /** Another tab changed the stored timer: follow it (unless a save is under way here). */
  reload(): void {
    if (this.snapshot.saving) return;
    this.snapshot = { ...this.snapshot, timer: loadWorkoutTimer(this.key, this.now()) };
    this.emit();
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
