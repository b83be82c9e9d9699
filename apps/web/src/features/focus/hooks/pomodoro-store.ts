import {
  advance,
  parsePomodoro,
  pomodoro,
  serializePomodoro,
  type PomodoroContext,
  type PomodoroEvent,
  type PomodoroOutput,
  type PomodoroResult,
  type PomodoroState,
} from '@track-grow/domain/focus';

/** SPEC.md 3: the pomodoro is stored on the device per user. */
export const pomodoroStorageKey = (userId: string): string => `pomodoro-${userId}`;

/** The task the user focuses on: its title names the saved sessions, its id links them. */
export interface FocusTask {
  id: string;
  title: string;
}

export interface PomodoroSnapshot {
  state: PomodoroState;
  task: FocusTask | null;
}

/** What each transition hands the runtime: the domain's outputs and the task they belong to. */
export type OutputListener = (outputs: PomodoroOutput[], task: FocusTask | null) => void;

function taskOf(raw: string | null): FocusTask | null {
  if (!raw) return null;
  try {
    const data = JSON.parse(raw) as { task?: unknown };
    const task = data.task as Partial<FocusTask> | null | undefined;
    return task && typeof task.id === 'string' && typeof task.title === 'string'
      ? { id: task.id, title: task.title }
      : null;
  } catch {
    return null;
  }
}

function readRaw(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch (error) {
    console.warn('Could not load the focus timer; starting a fresh one.', error);
    return null;
  }
}

/**
 * Reads the user's stored pomodoro. Nothing stored or another user's state gives a fresh timer; a corrupt
 * value gives one too, with a warning (SPEC.md 8), and never a broken page.
 */
export function loadPomodoro(userId: string): PomodoroSnapshot {
  const raw = readRaw(pomodoroStorageKey(userId));
  const { state, problem } = parsePomodoro(raw, userId);
  if (problem === 'corrupt') console.warn('Ignored an unreadable stored focus timer; using the defaults.');
  return { state, task: problem ? null : taskOf(raw) };
}

const serialize = (snapshot: PomodoroSnapshot): string =>
  JSON.stringify({ ...(JSON.parse(serializePomodoro(snapshot.state)) as object), task: snapshot.task });

/**
 * The pomodoro of SPEC.md 4 for one user, for the whole signed-in app: the domain's machine over the stored
 * state. Time comes from the clock (`advance` to now), never from counting ticks, so a late tick or a tab
 * that slept replays exactly what happened. Saved on every transition and whenever the page hides.
 */
export class PomodoroStore {
  private snapshot: PomodoroSnapshot;
  private written: string | null;
  private readonly listeners = new Set<() => void>();
  private readonly outputListeners = new Set<OutputListener>();

  /** The user's day and the default title; the provider sets it from the signed-in user. */
  private context: PomodoroContext = { dayOf: (ms) => new Date(ms).toISOString().slice(0, 10) };

  constructor(
    readonly userId: string,
    private readonly now: () => number = Date.now,
  ) {
    this.snapshot = loadPomodoro(userId);
    this.written = readRaw(this.key);
  }

  private get key(): string {
    return pomodoroStorageKey(this.userId);
  }

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  getSnapshot = (): PomodoroSnapshot => this.snapshot;

  onOutputs(listener: OutputListener): () => void {
    this.outputListeners.add(listener);
    return () => this.outputListeners.delete(listener);
  }

  setContext(context: PomodoroContext): void {
    this.context = context;
  }

  private fullContext(): PomodoroContext {
    const task = this.snapshot.task;
    return { ...this.context, ...(task ? { title: task.title } : {}) };
  }

  send(event: PomodoroEvent): void {
    this.adoptOtherTab();
    this.commit(pomodoro(this.snapshot.state, event, this.now(), this.fullContext()), true);
  }

  /** Brings the timer up to now; a session that ended meanwhile completes (and replays any that followed). */
  tick(): void {
    const state = this.snapshot.state;
    if (state.state !== 'running') return;
    const result = advance(state, this.now(), this.fullContext());
    if (result.outputs.length > 0 && this.adoptOtherTab()) {
      // Another tab ran this timer and already saved what ended: follow it, without saving again.
      this.commit(advance(this.snapshot.state, this.now(), this.fullContext()), true);
      return;
    }
    if (result.outputs.length === 0 && result.state.timeLeft === state.timeLeft) return;
    this.commit(result, result.outputs.length > 0);
  }

  setTask(task: FocusTask | null): void {
    this.snapshot = { ...this.snapshot, task };
    this.save();
    this.emit();
  }

  /** Writes the state as it is now (the page hides or unloads). */
  save(): void {
    const value = serialize(this.snapshot);
    try {
      window.localStorage.setItem(this.key, value);
      this.written = value;
    } catch (error) {
      console.warn('Could not save the focus timer.', error);
    }
  }

  /** When another tab stored a different timer since this one last wrote, this tab takes it over. */
  adoptOtherTab(): boolean {
    const raw = readRaw(this.key);
    if (raw === null || raw === this.written) return false;
    this.snapshot = loadPomodoro(this.userId);
    this.written = raw;
    this.emit();
    return true;
  }

  private commit(result: PomodoroResult, save: boolean): void {
    const changed = result.state !== this.snapshot.state;
    if (changed) this.snapshot = { ...this.snapshot, state: result.state };
    if (save) this.save();
    if (changed) this.emit();
    if (result.outputs.length > 0)
      for (const listener of this.outputListeners) listener(result.outputs, this.snapshot.task);
  }

  private emit(): void {
    for (const listener of this.listeners) listener();
  }
}
