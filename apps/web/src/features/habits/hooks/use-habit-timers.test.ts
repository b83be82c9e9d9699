import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { HABIT_TIMERS_KEY, habitTimerKey, habitTimerStatus } from '@track-grow/domain/habits';
import { NOW, STRETCH_ID, TODAY, makeHabit } from '../test-fixtures.ts';
import { timerFor, useHabitTimers } from './use-habit-timers.ts';

const stretch = makeHabit({ id: STRETCH_ID, name: 'Stretch', targetMinutes: 1 });
const key = habitTimerKey(STRETCH_ID, TODAY);
const stored = (): Record<string, unknown> => JSON.parse(window.localStorage.getItem(HABIT_TIMERS_KEY) ?? '{}') as Record<string, unknown>;

function mount(onComplete = vi.fn()) {
  const hook = renderHook(() => useHabitTimers(TODAY, onComplete));
  const timer = () => timerFor(hook.result.current.timers, stretch, TODAY)!;
  const send = (type: 'start' | 'stop' | 'reset') => act(() => hook.result.current.send(stretch, TODAY, { type }));
  return { ...hook, timer, send, onComplete };
}

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
});

describe('useHabitTimers (SPEC.md 4: the habit countdown)', () => {
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
    expect(stored()[key]).toMatchObject({ elapsedSeconds: 6, isRunning: false, targetMinutes: 1, startDate: TODAY });
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

  it('stops at the target and completes the habit for its date about 100 ms later, once', () => {
    const { timer, send, onComplete } = mount();
    send('start');
    advance(59_999);
    expect(timer().isRunning).toBe(true);
    advance(1);
    expect(habitTimerStatus(timer())).toBe('complete');
    expect(timer()).toMatchObject({ elapsedSeconds: 60, isRunning: false });
    expect(onComplete).not.toHaveBeenCalled();
    advance(99);
    expect(onComplete).not.toHaveBeenCalled();
    advance(1);
    expect(onComplete).toHaveBeenCalledExactlyOnceWith(STRETCH_ID, TODAY);
    advance(120_000);
    expect(onComplete).toHaveBeenCalledOnce();
  });

  it('completes a timer that ran out while the page was closed, on load', () => {
    const first = mount();
    first.send('start');
    first.unmount();
    advance(5 * 60_000);
    const second = mount();
    expect(habitTimerStatus(second.timer())).toBe('complete');
    advance(100);
    expect(second.onComplete).toHaveBeenCalledExactlyOnceWith(STRETCH_ID, TODAY);
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
    expect(warn).toHaveBeenCalledWith('Could not load the habit timers; starting without them.', expect.any(DOMException));
  });

  it('gives a habit whose target changed a timer with the new target', () => {
    window.localStorage.setItem(
      HABIT_TIMERS_KEY,
      JSON.stringify({ [key]: { elapsedSeconds: 30, isRunning: false, targetMinutes: 5, startDate: TODAY } }),
    );
    expect(mount().timer()).toMatchObject({ elapsedSeconds: 30, targetMinutes: 1 });
  });
});
