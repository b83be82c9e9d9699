import { createElement, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { HABIT_TIMERS_KEY, habitTimerKey, habitTimerStatus } from '@track-grow/domain/habits';
import { createQueryClient } from '../../../lib/query-client.ts';
import { resetToasts } from '../../../lib/toast.ts';
import { activeHabitsQuery } from '../api/get-habits.ts';
import { HabitTimersProvider } from '../components/habit-timers-provider.tsx';
import { NOW, STRETCH_ID, TODAY, makeHabit } from '../test-fixtures.ts';
import { mockHabitsApi } from '../test-routes.ts';
import { HabitTimerStore } from './habit-timer-store.ts';
import { timerFor, useHabitTimers } from './use-habit-timers.ts';

const stretch = makeHabit({ id: STRETCH_ID, name: 'Stretch', targetMinutes: 1 });
const key = habitTimerKey(STRETCH_ID, TODAY);
const stored = (): Record<string, unknown> =>
  JSON.parse(window.localStorage.getItem(HABIT_TIMERS_KEY) ?? '{}') as Record<string, unknown>;

/** The page's hook under the app-wide provider; the habit is in the cache, so a completion only PUTs the day. */
function mount() {
  const api = mockHabitsApi({ habits: [stretch] });
  const queryClient = createQueryClient();
  queryClient.setQueryData(activeHabitsQuery().queryKey, [stretch]);
  const wrapper = ({ children }: { children: ReactNode }) =>
    createElement(
      QueryClientProvider,
      { client: queryClient },
      createElement(HabitTimersProvider, null, children),
    );
  const hook = renderHook(() => useHabitTimers(TODAY), { wrapper });
  const timer = () => timerFor(hook.result.current.timers, stretch, TODAY)!;
  const send = (type: 'start' | 'stop' | 'reset') =>
    act(() => hook.result.current.send(stretch, TODAY, { type }));
  /** The completions written: PUT /api/habits/:id/completions/:date. */
  const completions = () => api.calls.filter((call) => call.method !== 'GET');
  return { ...hook, timer, send, completions };
}

const completedDay = {
  method: 'PUT',
  path: `/api/habits/${STRETCH_ID}/completions/${TODAY}`,
  body: { completed: true, skipped: false },
};

const advance = (ms: number) =>
  act(() => {
    vi.advanceTimersByTime(ms);
  });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  resetToasts();
});

describe('useHabitTimers under HabitTimersProvider (SPEC.md 4: the habit countdown)', () => {
  it('starts, counts one second per tick, stops keeping the time, and reset removes it', () => {
    const { timer, send } = mount();
    expect(timer()).toMatchObject({ elapsedSeconds: 0, isRunning: false, targetMinutes: 1 });
    send('start');
    advance(5_000);
    expect(timer()).toMatchObject({ elapsedSeconds: 5, isRunning: true });
    advance(1_000);
    expect(timer().elapsedSeconds).toBe(6);
    send('stop');
    advance(10_000);
    expect(timer()).toMatchObject({ elapsedSeconds: 6, isRunning: false });
    expect(stored()[key]).toMatchObject({
      elapsedSeconds: 6,
      isRunning: false,
      targetMinutes: 1,
      startDate: TODAY,
    });
    send('reset');
    expect(timer().elapsedSeconds).toBe(0);
    expect(stored()).toEqual({});
  });

  it('keeps running across a reload: a running timer found in storage resumes from the wall clock', () => {
    const first = mount();
    first.send('start');
    advance(20_000);
    expect(stored()[key]).toMatchObject({ isRunning: true, startDate: TODAY });
    first.unmount();

    advance(10_000); // the page was closed for 10 s
    const second = mount();
    expect(second.timer()).toMatchObject({ elapsedSeconds: 30, isRunning: true });
    advance(5_000);
    expect(second.timer().elapsedSeconds).toBe(35);
  });

  it('stops at the target and sets the day complete about 100 ms later, once (the idempotent PUT)', async () => {
    const { timer, send, completions } = mount();
    send('start');
    advance(59_999);
    expect(timer().isRunning).toBe(true);
    advance(1);
    expect(habitTimerStatus(timer())).toBe('complete');
    expect(timer()).toMatchObject({ elapsedSeconds: 60, isRunning: false });
    expect(completions()).toEqual([]);
    advance(99);
    expect(completions()).toEqual([]);
    advance(1);
    await vi.waitFor(() => expect(completions()).toEqual([expect.objectContaining(completedDay)]));
    advance(120_000);
    expect(completions()).toHaveLength(1);
  });

  it('completes a timer that ran out while the app was closed, on load', async () => {
    const first = mount();
    first.send('start');
    first.unmount();
    advance(5 * 60_000);
    const second = mount();
    expect(habitTimerStatus(second.timer())).toBe('complete');
    advance(100);
    await vi.waitFor(() => expect(second.completions()).toEqual([expect.objectContaining(completedDay)]));
  });

  it('leaves the completion to another tab that stored the timer complete first (both tabs tick it)', async () => {
    const { timer, send, completions } = mount();
    send('start');
    advance(59_000);
    // The other tab reached the target a moment earlier and saved it; its storage event has not arrived yet.
    window.localStorage.setItem(
      HABIT_TIMERS_KEY,
      JSON.stringify({ [key]: { elapsedSeconds: 60, isRunning: false, targetMinutes: 1, startDate: TODAY } }),
    );
    advance(1_000);
    expect(habitTimerStatus(timer())).toBe('complete');
    advance(1_000);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(completions()).toEqual([]);
  });

  it('ignores corrupt storage with a warning, never a crash', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(HABIT_TIMERS_KEY, '{"oops": ');
    const { timer, send } = mount();
    expect(timer()).toMatchObject({ elapsedSeconds: 0, isRunning: false });
    expect(warn).toHaveBeenCalled();
    send('start');
    advance(2_000);
    expect(timer().elapsedSeconds).toBe(2);

    // A readable file with one bad entry keeps the good ones.
    window.localStorage.setItem(
      HABIT_TIMERS_KEY,
      JSON.stringify({
        [key]: { elapsedSeconds: 12, isRunning: false, targetMinutes: 1, startDate: TODAY },
        'not-a-key': { elapsedSeconds: 'x' },
      }),
    );
    expect(mount().timer().elapsedSeconds).toBe(12);
  });

  it('removes corrupt storage on load, so it warns once and not on every load', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    window.localStorage.setItem(HABIT_TIMERS_KEY, '{"oops": ');
    new HabitTimerStore();
    new HabitTimerStore(); // a second load (another mount, the next page load) finds clean storage
    expect(warn).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem(HABIT_TIMERS_KEY)).toBeNull();

    // A bad entry is dropped and the good timers are written back as they were.
    const good = { elapsedSeconds: 12, isRunning: false, targetMinutes: 1, startDate: TODAY };
    window.localStorage.setItem(HABIT_TIMERS_KEY, JSON.stringify({ [key]: good, 'not-a-key': { x: 1 } }));
    expect(new HabitTimerStore().getSnapshot()[key]).toMatchObject({ elapsedSeconds: 12 });
    expect(stored()).toEqual({ [key]: { ...good, runningSince: null } });
    new HabitTimerStore();
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('logs a warning and carries on when storage cannot be written', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    });
    const { timer, send } = mount();
    send('start');
    advance(3_000);
    expect(timer()).toMatchObject({ elapsedSeconds: 3, isRunning: true });
    expect(warn).toHaveBeenCalledWith('Could not save the habit timers.', expect.any(DOMException));
  });

  it('logs a warning and starts empty when storage cannot be read', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('Denied', 'SecurityError');
    });
    expect(mount().timer()).toMatchObject({ elapsedSeconds: 0, isRunning: false });
    expect(warn).toHaveBeenCalledWith(
      'Could not load the habit timers; starting without them.',
      expect.any(DOMException),
    );
  });

  it('gives a habit whose target changed a timer with the new target', () => {
    window.localStorage.setItem(
      HABIT_TIMERS_KEY,
      JSON.stringify({ [key]: { elapsedSeconds: 30, isRunning: false, targetMinutes: 5, startDate: TODAY } }),
    );
    expect(mount().timer()).toMatchObject({ elapsedSeconds: 30, targetMinutes: 1 });
  });
});
