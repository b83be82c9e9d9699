import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COALESCE_FROM_MS, createCoalescedTimers } from './coalesced-timers.ts';

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(new Date('2026-11-27T10:00:00.250Z'));
});
afterEach(() => vi.useRealTimers());

describe('createCoalescedTimers', () => {
  it('serves long timeouts due in the same second with one platform timer, each on time or up to 1 s late', () => {
    const timers = createCoalescedTimers();
    const platform = vi.spyOn(globalThis, 'setTimeout');
    const fired: string[] = [];
    timers.setTimeout(() => fired.push('gc a'), 300_000);
    timers.setTimeout(() => fired.push('gc b'), 300_100);
    timers.setTimeout(() => fired.push('stale'), 30_000);
    // Two seconds of deadline (30 s and 300 s from now): two platform timers, not three.
    expect(platform).toHaveBeenCalledTimes(2);

    vi.advanceTimersByTime(29_999);
    expect(fired).toEqual([]);
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual(['stale']);
    vi.advanceTimersByTime(300_000 - 30_999);
    expect(fired).toEqual(['stale']);
    vi.advanceTimersByTime(1_000);
    expect(fired).toEqual(['stale', 'gc a', 'gc b']);
  });

  it('clears a long timeout without a platform call and leaves the others of its second', () => {
    const timers = createCoalescedTimers();
    const first = vi.fn();
    const second = vi.fn();
    const cleared = timers.setTimeout(first, 60_000);
    timers.setTimeout(second, 60_000);
    const platformClear = vi.spyOn(globalThis, 'clearTimeout');
    timers.clearTimeout(cleared);
    expect(platformClear).not.toHaveBeenCalled();

    vi.advanceTimersByTime(61_000);
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledOnce();
  });

  it('leaves short timeouts and intervals to the platform, exactly on time and clearable', () => {
    const timers = createCoalescedTimers();
    const short = vi.fn();
    const cleared = vi.fn();
    const tick = vi.fn();
    timers.setTimeout(short, COALESCE_FROM_MS - 1);
    timers.clearTimeout(timers.setTimeout(cleared, 10));
    const interval = timers.setInterval(tick, 100);

    vi.advanceTimersByTime(COALESCE_FROM_MS - 2);
    expect(short).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(short).toHaveBeenCalledOnce();
    expect(cleared).not.toHaveBeenCalled();
    expect(tick).toHaveBeenCalledTimes(9);
    timers.clearInterval(interval);
    vi.advanceTimersByTime(1_000);
    expect(tick).toHaveBeenCalledTimes(9);
  });

  it('clears a coalesced timer only by its own id, and a platform one by its number', () => {
    const timers = createCoalescedTimers();
    const long = vi.fn();
    const short = vi.fn();
    const longId = timers.setTimeout(long, 5_000);
    const shortId = timers.setTimeout(short, 10);
    // A coalesced id reads as a number, which may be a platform timer's: that number clears no coalesced one.
    expect(Number.isInteger(Number(longId))).toBe(true);
    timers.clearTimeout(Number(longId));
    timers.clearTimeout(shortId);
    vi.advanceTimersByTime(6_000);
    expect(long).toHaveBeenCalledOnce();
    expect(short).not.toHaveBeenCalled();
  });

  it('runs every callback of a second when one of them throws, and still reports the error', () => {
    const timers = createCoalescedTimers();
    const after = vi.fn();
    timers.setTimeout(() => {
      throw new Error('query gone wrong');
    }, 2_000);
    timers.setTimeout(after, 2_000);
    // Thrown again from a task of its own, as the platform reports a timer's error.
    expect(() => vi.advanceTimersByTime(3_000)).toThrow('query gone wrong');
    expect(after).toHaveBeenCalledOnce();
  });
});
