import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('hands the task to requestIdleCallback, with a deadline, and can cancel it', () => {
    const idle = vi.fn((_callback: IdleRequestCallback, _options?: IdleRequestOptions) => 7);
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', idle);
    vi.stubGlobal('cancelIdleCallback', cancel);
    const task = vi.fn();

    const stop = whenIdle(task);
    expect(task).not.toHaveBeenCalled();
    expect(idle.mock.calls[0]?.[1]).toEqual({ timeout: 3000 });
    idle.mock.calls[0]?.[0]({ didTimeout: false, timeRemaining: () => 50 });
    expect(task).toHaveBeenCalledOnce();
    stop();
    expect(cancel).toHaveBeenCalledWith(7);
  });

  it('waits 200 ms where the browser has no requestIdleCallback', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const task = vi.fn();
    whenIdle(task);
    await vi.advanceTimersByTimeAsync(199);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledOnce();

    const cancelled = vi.fn();
    whenIdle(cancelled)();
    await vi.advanceTimersByTimeAsync(500);
    expect(cancelled).not.toHaveBeenCalled();
  });
});
