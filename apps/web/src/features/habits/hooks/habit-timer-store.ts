import {
  HABIT_TIMERS_KEY,
  habitTimer,
  habitTimerStatus,
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

/** The stored timers, or null when storage cannot be read at all. */
function readStoredTimers(
  now: number,
): { raw: string | null; timers: Record<string, HabitTimerState> } | null {
  try {
    const raw = window.localStorage.getItem(HABIT_TIMERS_KEY);
    return { raw, timers: parseHabitTimers(raw, now) };
  } catch (error) {
    console.warn('Could not load the habit timers; starting without them.', error);
    return null;
  }
}

/** Whether the stored text held something the parser dropped: not JSON, not an object, or a bad entry. */
function hasUnreadableEntries(raw: string | null, timers: Record<string, HabitTimerState>): boolean {
  if (isEmptyStorage(raw)) return false;
  try {
    const data: unknown = JSON.parse(raw!);
    if (!data || typeof data !== 'object' || Array.isArray(data)) return true;
    return Object.keys(data).length !== Object.keys(timers).length;
  } catch {
    return true;
  }
}

/**
 * Reads `habit-timers`: corrupt storage is ignored (SPEC.md 5) and a failure only warned about (SPEC.md 8).
 * What could not be read is removed at once (the good timers written back), so it warns once, not on every load.
 */
export function loadHabitTimers(now: number): Record<string, HabitTimerState> {
  const stored = readStoredTimers(now);
  if (!stored) return {};
  if (hasUnreadableEntries(stored.raw, stored.timers)) {
    console.warn('Removed unreadable habit timers from storage.');
    try {
      if (Object.keys(stored.timers).length === 0) window.localStorage.removeItem(HABIT_TIMERS_KEY);
      else window.localStorage.setItem(HABIT_TIMERS_KEY, serializeHabitTimers(stored.timers));
    } catch (error) {
      console.warn('Could not save the habit timers.', error);
    }
  }
  return stored.timers;
}

export function saveHabitTimers(timers: HabitTimers): void {
  try {
    window.localStorage.setItem(HABIT_TIMERS_KEY, serializeHabitTimers(timers));
  } catch (error) {
    console.warn('Could not save the habit timers.', error);
  }
}

/**
 * The habit timers of SPEC.md 4, one store for the whole signed-in app: the domain's state machine over
 * `habit-timers`, saved on every change. Elapsed time comes from the wall clock, so what is saved while running
 * stays right after a reload.
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

  /**
   * Counts the running timers up to now; a timer that reaches its target stops and is reported, unless another
   * tab already stored it complete (both tabs tick the same timer): that tab completes the habit, not this one.
   */
  tick(): void {
    const now = this.now();
    const changes: Record<string, [HabitTimerState, HabitTimerState]> = {};
    for (const [key, timer] of Object.entries(this.timers)) {
      if (!timer.isRunning) continue;
      const next = habitTimer(timer, { type: 'tick' }, now);
      if (next !== timer) changes[key] = [timer, next];
    }
    const completing = Object.keys(changes).filter((key) => timerJustCompleted(...changes[key]!));
    const elsewhere = completing.length > 0 ? this.storedComplete(completing, now) : new Set<string>();
    // Ticks need no save: a running timer is stored with the instant it counts from.
    this.commit(changes, completing.length > 0, elsewhere);
  }

  /** Of `keys`, those whose stored timer is already complete: another tab got there first and saved it. */
  private storedComplete(keys: readonly string[], now: number): Set<string> {
    const stored = readStoredTimers(now)?.timers ?? {};
    return new Set(
      keys.filter((key) => stored[key] !== undefined && habitTimerStatus(stored[key]) === 'complete'),
    );
  }

  /** Forgets finished and stopped timers of days before `today` (running ones may still complete). */
  prune(today: string): void {
    const kept = Object.entries(this.timers).filter(
      ([, timer]) => timer.isRunning || timer.startDate >= today,
    );
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

  private commit(
    changes: Record<string, [HabitTimerState, HabitTimerState]>,
    save: boolean,
    completedElsewhere: ReadonlySet<string> = new Set(),
  ): void {
    const entries = Object.entries(changes);
    if (entries.length === 0) return;
    this.timers = { ...this.timers, ...Object.fromEntries(entries.map(([key, [, next]]) => [key, next])) };
    if (save) saveHabitTimers(this.timers);
    this.emit();
    for (const [key, [previous, next]] of entries) {
      if (!timerJustCompleted(previous, next) || completedElsewhere.has(key)) continue;
      for (const listener of this.completeListeners) listener(habitIdOfKey(key), next.startDate);
    }
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
