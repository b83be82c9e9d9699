import { afterEach, describe, expect, it, vi } from 'vitest';
import { inOwnTask } from './in-own-task.ts';

afterEach(() => vi.useRealTimers());

describe('inOwnTask', () => {
  it('starts nothing in the calling task, not even in its microtasks, and then hands back the answer', async () => {
    vi.useFakeTimers();
    const start = vi.fn(async () => 'answer');
    const answer = inOwnTask(start);
    await Promise.resolve();
    await Promise.resolve();
    expect(start).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(0);
    expect(start).toHaveBeenCalledOnce();
    await expect(answer).resolves.toBe('answer');
  });

  it('starts what is queued in order, each from a timer of its own', async () => {
    const timers = vi.spyOn(globalThis, 'setTimeout');
    const order: string[] = [];
    await Promise.all(
      ['a', 'b', 'c'].map((name) =>
        inOwnTask(async () => {
          order.push(name);
        }),
      ),
    );
    expect(order).toEqual(['a', 'b', 'c']);
    expect(timers).toHaveBeenCalledTimes(3);
    timers.mockRestore();
  });

  it('rejects with what start throws or rejects with', async () => {
    const thrown = inOwnTask(() => {
      throw new Error('no network');
    });
    const rejected = inOwnTask(() => Promise.reject(new Error('refused')));
    await expect(thrown).rejects.toThrow('no network');
    await expect(rejected).rejects.toThrow('refused');
  });
});
