import {
  HABIT_TIMERS_KEY,
  habitTimer,
  parseHabitTimers,
  serializeHabitTimers,
  timerJustCompleted,
  type HabitTimerEvent,
  type HabitTimerState,
} from '@track-grow/domain/habits';

export type HabitTimers = Readonly<Record<string, HabitTimerState>>;

/** "habitId:date" → habitId (the key of SPEC.md 3: habit id plus a date string). */
export const habitIdOfKey = (key: string): string => key.slice(0, key.lastIndexOf(':'));

function isEmptyStorage(raw: string | null): boolean {
  return raw === null || raw.trim() === '' || raw.trim() === '{}';
}

/** Reads `habit-timers`: corrupt storage is ignored (SPEC.md 5) and a failure only warned about (SPEC.md 8). */
export function loadHabitTimers(now: number): Record<string, HabitTimerState> {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(HABIT_TIMERS_KEY);
  } catch (error) {
    console.warn('Could not load the habit timers; starting without them.', error);
    return {};
  }
  const timers = parseHabitTimers(raw, now);
  if (!isEmptyStorage(raw) && Object.keys(timers).length === 0) {
    console.warn('Ignored unreadable habit timers in storage.');
  }
  return timers;
}

export function saveHabitTimers(timers: HabitTimers): void {
  try {
    window.localStorage.setItem(HABIT_TIMERS_KEY, serializeHabitTimers(timers));
  } catch (error) {
    console.warn('Could not save the habit timers.', error);
  }
}

/**
 * The habit timers of SPEC.md 4 for one page: the domain's state machine over `habit-timers`, saved on every
 * change. Elapsed time comes from the wall clock, so what is saved while running stays right after a reload.
 */
export class HabitTimerStore {
  private timers: Record<string, HabitTimerState>;
  private readonly listeners = new Set<() => void>();
  private readonly completeListeners = new Set<(habitId: string, date: string) => void>();

  constructor(private readonly now: () => number = Date.now) {
    this.timers = loadHabitTimers(now());
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): HabitTimers => this.timers;

  /** Hears each timer that reaches its target (once, on that transition). */
  onComplete(listener: (habitId: string, date: string) => void): () => void {
    this.completeListeners.add(listener);
    return () => this.completeListeners.delete(listener);
  }

  /** Applies an event to one timer, from `current` (its stored state, or a fresh one), and saves. */
  dispatch(key: string, event: HabitTimerEvent, current: HabitTimerState): void {
    this.commit({ [key]: [current, habitTimer(current, event, this.now())] }, true);
  }

  /** Counts the running timers up to now; a timer that reaches its target stops and is reported. */
  tick(): void {
    const now = this.now();
    const changes: Record<string, [HabitTimerState, HabitTimerState]> = {};
    for (const [key, timer] of Object.entries(this.timers)) {
      if (!timer.isRunning) continue;
      const next = habitTimer(timer, { type: 'tick' }, now);
      if (next !== timer) changes[key] = [timer, next];
    }
    // Ticks need no save: a running timer is stored with the instant it counts from.
    const completes = Object.values(changes).some(([previous, next]) => timerJustCompleted(previous, next));
    this.commit(changes, completes);
  }

  /** Forgets finished and stopped timers of days before `today` (running ones may still complete). */
  prune(today: string): void {
    const kept = Object.entries(this.timers).filter(([, timer]) => timer.isRunning || timer.startDate >= today);
    if (kept.length === Object.keys(this.timers).length) return;
    this.timers = Object.fromEntries(kept);
    saveHabitTimers(this.timers);
    this.emit();
  }

  /** Another tab changed the stored timers. */
  reload(): void {
    this.timers = loadHabitTimers(this.now());
    this.emit();
  }

  private commit(changes: Record<string, [HabitTimerState, HabitTimerState]>, save: boolean): void {
    const entries = Object.entries(changes);
    if (entries.length === 0) return;
    this.timers = { ...this.timers, ...Object.fromEntries(entries.map(([key, [, next]]) => [key, next])) };
    if (save) saveHabitTimers(this.timers);
    this.emit();
    for (const [key, [previous, next]] of entries) {
      if (!timerJustCompleted(previous, next)) continue;
      for (const listener of this.completeListeners) listener(habitIdOfKey(key), next.startDate);
    }
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
