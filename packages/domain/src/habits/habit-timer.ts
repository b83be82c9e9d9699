/**
 * The habit countdown timer of SPEC.md 4 as a pure state machine: `habitTimer(state, event, now)`.
 * Elapsed time comes from the wall clock (`runningSince`), so a tab that slept or was reloaded catches up on
 * its next tick instead of losing the time away. When the elapsed time reaches targetMinutes × 60 the timer
 * stops in the `complete` status; the web then toggles the habit for `startDate` (after ~100 ms, SPEC.md 9).
 */
export interface HabitTimerState {
  /** Whole seconds counted, as of `runningSince` while running. */
  elapsedSeconds: number;
  isRunning: boolean;
  targetMinutes: number;
  /** The habit's day this timer counts for, 'yyyy-MM-dd'. */
  startDate: string;
  /** Epoch ms from which the running timer counts; null when stopped. */
  runningSince: number | null;
}

export type HabitTimerEvent = { type: 'start' } | { type: 'stop' } | { type: 'reset' } | { type: 'tick' };
export type HabitTimerStatus = 'idle' | 'running' | 'stopped' | 'complete';

export const createHabitTimer = (targetMinutes: number, startDate: string): HabitTimerState => ({
  elapsedSeconds: 0,
  isRunning: false,
  targetMinutes,
  startDate,
  runningSince: null,
});

const targetSeconds = (state: HabitTimerState) => state.targetMinutes * 60;

export function habitTimerStatus(state: HabitTimerState): HabitTimerStatus {
  if (state.elapsedSeconds >= targetSeconds(state)) return 'complete';
  if (state.isRunning) return 'running';
  return state.elapsedSeconds === 0 ? 'idle' : 'stopped';
}

/** Counts the whole seconds since `runningSince`; reaching the target stops the timer, complete. */
function catchUp(state: HabitTimerState, now: number): HabitTimerState {
  if (!state.isRunning || state.runningSince === null) return state;
  const gained = Math.floor((now - state.runningSince) / 1000);
  // A clock that went back: count from now on rather than stall until it catches up.
  if (gained < 0) return { ...state, runningSince: now };
  if (gained === 0) return state;
  const elapsedSeconds = state.elapsedSeconds + gained;
  if (elapsedSeconds >= targetSeconds(state)) {
    return { ...state, elapsedSeconds: targetSeconds(state), isRunning: false, runningSince: null };
  }
  // Keep the fraction of a second not yet counted, so ticks never drift.
  return { ...state, elapsedSeconds, runningSince: state.runningSince + gained * 1000 };
}

export function habitTimer(state: HabitTimerState, event: HabitTimerEvent, now: number): HabitTimerState {
  switch (event.type) {
    case 'start': {
      const status = habitTimerStatus(state);
      if (status === 'running' || status === 'complete') return catchUp(state, now);
      return { ...state, isRunning: true, runningSince: now };
    }
    case 'stop': {
      const caught = catchUp(state, now);
      return caught.isRunning ? { ...caught, isRunning: false, runningSince: null } : caught;
    }
    case 'reset':
      return createHabitTimer(state.targetMinutes, state.startDate);
    case 'tick':
      return catchUp(state, now);
  }
}

/** True on the one transition that completed the timer: the moment to toggle the habit. */
export const timerJustCompleted = (previous: HabitTimerState, next: HabitTimerState): boolean =>
  habitTimerStatus(previous) !== 'complete' && habitTimerStatus(next) === 'complete';

/** Seconds left on the countdown at `now` (0 when complete). */
export const remainingSeconds = (state: HabitTimerState, now: number): number =>
  Math.max(0, targetSeconds(state) - catchUp(state, now).elapsedSeconds);

/** SPEC.md 9's mm:ss (minutes grow past 59: a 90-minute target shows 90:00). */
export function formatMmSs(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}
