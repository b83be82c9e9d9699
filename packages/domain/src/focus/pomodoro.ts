import type { DateString } from '../shared/primitives';
import type { FocusSessionType } from './focus.schema';
import { cycleLength, defaultTimerSettings, type TimerSettings } from './timer-settings';

/**
 * The pomodoro of SPEC.md 4 as a pure state machine: `pomodoro(state, event, now, context)`. While running,
 * `endAt` is the truth and every event first replays the time up to `now` (`advance`): a session that ended
 * hands over to the next one at its exact end instant, so one late call gives what per-second ticks would.
 */
export type PomodoroStatus = 'idle' | 'running' | 'paused';

/** SPEC.md 3's pomodoro state. Times are epoch ms; `timeLeft` and `totalTime` are whole seconds. */
export interface PomodoroState {
  state: PomodoroStatus;
  sessionType: FocusSessionType;
  /** Seconds left: exact when idle or paused, as of the last event while running (see `pomodoroTimeLeft`). */
  timeLeft: number;
  /** Seconds the current session lasts in all. */
  totalTime: number;
  /** Focus sessions completed in this cycle of slots × 4. */
  sessionsCompleted: number;
  settings: TimerSettings;
  /** When the current focus session first started (kept over pauses); null in a break or before a start. */
  currentFocusStartAt: number | null;
  /** When the current session last started or resumed running; null unless running. */
  startedAt: number | null;
  /** When the running session ends; null unless running. */
  endAt: number | null;
  userId: string;
}

export type PomodoroEvent =
  | { type: 'start' }
  | { type: 'pause' }
  | { type: 'reset' }
  | { type: 'stop' }
  | { type: 'tick' }
  | { type: 'settings'; settings: TimerSettings };

/** What the caller needs to know the user's day and to name the sessions it saves. */
export interface PomodoroContext {
  /** The user's day of an instant (their time zone and day start), never the UTC date. */
  dayOf: (epochMs: number) => DateString;
  /** The saved session's title; 'Focus Session' when absent. */
  title?: string;
  category?: string | null;
}

/** A focus session to POST (SPEC.md 3's fields; durations in minutes, instants as ISO strings). */
export interface FocusSessionToSave {
  title: string;
  category: string | null;
  type: FocusSessionType;
  plannedDuration: number;
  actualDuration: number;
  startedAt: string;
  completedAt: string;
  date: DateString;
}

/** The effects the web performs: save a session, or notify (sound, vibration, toast). `at` is epoch ms. */
export type PomodoroOutput =
  | { type: 'saveSession'; session: FocusSessionToSave }
  /** `next` is the break that starts, or null when this focus completed the cycle. */
  | { type: 'focusComplete'; at: number; next: 'shortBreak' | 'longBreak' | null }
  | { type: 'breakComplete'; at: number }
  | { type: 'allSlotsComplete'; at: number }
  /** A focus stopped before MIN_SAVED_FOCUS_MS: nothing is saved, and the user is told so. */
  | { type: 'focusTooShort'; at: number };

export interface PomodoroResult {
  state: PomodoroState;
  outputs: PomodoroOutput[];
}

/** SPEC.md 4's cap on sessions replayed at once; a valid cycle ends long before it. */
export const MAX_REPLAY_STEPS = 10_000;
/** SPEC.md 5: a stopped focus session is saved only after at least this much focus. */
export const MIN_SAVED_FOCUS_MS = 60_000;
export const DEFAULT_FOCUS_TITLE = 'Focus Session';

export function sessionSeconds(settings: TimerSettings, type: FocusSessionType): number {
  const minutes =
    type === 'focus'
      ? settings.focusDuration
      : type === 'shortBreak'
        ? settings.shortBreakDuration
        : settings.longBreakDuration;
  return minutes * 60;
}

export function createPomodoro(
  userId: string,
  settings: TimerSettings = defaultTimerSettings,
): PomodoroState {
  const seconds = sessionSeconds(settings, 'focus');
  return {
    state: 'idle',
    sessionType: 'focus',
    timeLeft: seconds,
    totalTime: seconds,
    sessionsCompleted: 0,
    settings,
    currentFocusStartAt: null,
    startedAt: null,
    endAt: null,
    userId,
  };
}

const idleAt = (state: PomodoroState, sessionsCompleted: number): PomodoroState => ({
  ...createPomodoro(state.userId, state.settings),
  sessionsCompleted,
});

/** A running session of `type` that starts at `at`. */
function runFrom(state: PomodoroState, type: FocusSessionType, at: number): PomodoroState {
  const seconds = sessionSeconds(state.settings, type);
  return {
    ...state,
    state: 'running',
    sessionType: type,
    timeLeft: seconds,
    totalTime: seconds,
    currentFocusStartAt: type === 'focus' ? at : null,
    startedAt: at,
    endAt: at + seconds * 1000,
  };
}

/** Whole seconds left at `now`, rounded up as a countdown shows them, within 0…totalTime. */
export function pomodoroTimeLeft(state: PomodoroState, now: number): number {
  if (state.state !== 'running' || state.endAt === null) return state.timeLeft;
  return Math.min(state.totalTime, Math.max(0, Math.ceil((state.endAt - now) / 1000)));
}

function toSave(
  state: PomodoroState,
  context: PomodoroContext,
  startedAt: number,
  completedAt: number,
  actualMinutes: number,
): PomodoroOutput {
  return {
    type: 'saveSession',
    session: {
      title: context.title?.trim() || DEFAULT_FOCUS_TITLE,
      category: context.category ?? null,
      type: 'focus',
      plannedDuration: Math.round(state.totalTime / 60),
      actualDuration: actualMinutes,
      startedAt: new Date(startedAt).toISOString(),
      completedAt: new Date(completedAt).toISOString(),
      date: context.dayOf(completedAt),
    },
  };
}

/** The running session ends at its `endAt`: count, save and notify, then the next session or idle. */
function finishSession(state: PomodoroState, end: number, context: PomodoroContext, out: PomodoroOutput[]) {
  const total = cycleLength(state.settings);
  if (state.sessionType === 'focus') {
    const completed = state.sessionsCompleted + 1;
    const startedAt = state.currentFocusStartAt ?? end - state.totalTime * 1000;
    out.push(toSave(state, context, startedAt, end, Math.round(state.totalTime / 60)));
    if (completed >= total) {
      out.push({ type: 'focusComplete', at: end, next: null }, { type: 'allSlotsComplete', at: end });
      return idleAt(state, 0);
    }
    const next = completed % state.settings.longBreakAfter === 0 ? 'longBreak' : 'shortBreak';
    out.push({ type: 'focusComplete', at: end, next });
    return runFrom({ ...state, sessionsCompleted: completed }, next, end);
  }
  out.push({ type: 'breakComplete', at: end });
  // Settings changed during the break can leave the cycle already done.
  if (state.sessionsCompleted >= total) {
    out.push({ type: 'allSlotsComplete', at: end });
    return idleAt(state, 0);
  }
  return runFrom(state, 'focus', end);
}

/** Replays the time up to `now` across sessions, returning every save and notification on the way. */
export function advance(state: PomodoroState, now: number, context: PomodoroContext): PomodoroResult {
  const outputs: PomodoroOutput[] = [];
  let current = state;
  for (let step = 0; current.state === 'running' && current.endAt !== null && current.endAt <= now; step++) {
    if (step >= MAX_REPLAY_STEPS) {
      current = idleAt(current, current.sessionsCompleted);
      break;
    }
    current = finishSession(current, current.endAt, context, outputs);
  }
  if (current.state === 'running') current = { ...current, timeLeft: pomodoroTimeLeft(current, now) };
  return { state: current, outputs };
}

/**
 * The partial focus of a stop, to save when at least a minute was focused (SPEC.md 5); a shorter one is
 * discarded, and said to be.
 */
function stoppedFocus(state: PomodoroState, now: number, context: PomodoroContext): PomodoroOutput | null {
  if (state.state === 'idle' || state.sessionType !== 'focus') return null;
  const totalMs = state.totalTime * 1000;
  const leftMs =
    state.state === 'running' && state.endAt !== null ? state.endAt - now : state.timeLeft * 1000;
  const focusedMs = totalMs - Math.min(totalMs, Math.max(0, leftMs));
  if (focusedMs < MIN_SAVED_FOCUS_MS) return { type: 'focusTooShort', at: now };
  const startedAt = state.currentFocusStartAt ?? now - focusedMs;
  return toSave(state, context, startedAt, now, Math.floor(focusedMs / 60_000));
}

export function pomodoro(
  state: PomodoroState,
  event: PomodoroEvent,
  now: number,
  context: PomodoroContext,
): PomodoroResult {
  const replayed = advance(state, now, context);
  const current = replayed.state;
  const outputs = replayed.outputs;
  switch (event.type) {
    case 'tick':
      return replayed;
    case 'start':
      if (current.state === 'running') return replayed;
      return {
        state: {
          ...current,
          state: 'running',
          startedAt: now,
          endAt: now + current.timeLeft * 1000,
          currentFocusStartAt: current.sessionType === 'focus' ? (current.currentFocusStartAt ?? now) : null,
        },
        outputs,
      };
    case 'pause':
      if (current.state !== 'running') return replayed;
      return {
        state: {
          ...current,
          state: 'paused',
          timeLeft: pomodoroTimeLeft(current, now),
          startedAt: null,
          endAt: null,
        },
        outputs,
      };
    case 'reset':
      return { state: createPomodoro(current.userId, current.settings), outputs };
    case 'stop': {
      // Stop keeps the cycle's count (only reset clears it) and waits at a fresh focus session.
      const saved = stoppedFocus(current, now, context);
      return {
        state: idleAt(current, current.sessionsCompleted),
        outputs: saved ? [...outputs, saved] : outputs,
      };
    }
    case 'settings': {
      // New durations apply from the next session; an idle timer shows the new focus length at once.
      const updated = { ...current, settings: event.settings };
      return {
        state: updated.state === 'idle' ? idleAt(updated, updated.sessionsCompleted) : updated,
        outputs,
      };
    }
  }
}

/** Running or paused: the floating session button shows (SPEC.md 2). */
export const pomodoroActive = (state: PomodoroState): boolean => state.state !== 'idle';
