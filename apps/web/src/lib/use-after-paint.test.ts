import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPaint, usePaintedStages } from './use-after-paint.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Fake timers, and animation frames that run only when the test calls them. */
function heldFrames(): FrameRequestCallback[] {
  vi.useFakeTimers();
  const frames: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', vi.fn());
  return frames;
}

describe('useAfterPaint', () => {
  it('turns true in the task after the first animation frame, not before', async () => {
    const frames = heldFrames();
    const { result } = renderHook(() => useAfterPaint());
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(50));
    expect(result.current).toBe(false);

    act(() => frames[0]?.(performance.now()));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(result.current).toBe(true);
  });

  it('goes on after 0.1 s when the browser paints nothing (a hidden tab has no frames)', async () => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'requestAnimationFrame',
      vi.fn(() => 1),
    );
    vi.stubGlobal('cancelAnimationFrame', vi.fn());
    const { result } = renderHook(() => useAfterPaint());
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(result.current).toBe(false);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current).toBe(true);
  });
});

describe('usePaintedStages', () => {
  it('shows one more stage in the task after each painted frame, and stops at the last', async () => {
    const frames = heldFrames();
    const { result } = renderHook(() => usePaintedStages(2));
    expect(result.current).toBe(0);

    for (const stage of [1, 2]) {
      // Nothing more until the frame showing the previous stage is painted, then the task after it.
      await act(() => vi.advanceTimersByTimeAsync(50));
      expect(result.current).toBe(stage - 1);
      act(() => frames.at(-1)?.(performance.now()));
      expect(result.current).toBe(stage - 1);
      await act(() => vi.advanceTimersByTimeAsync(0));
      expect(result.current).toBe(stage);
    }
    expect(frames).toHaveLength(2);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(result.current).toBe(2);
    expect(frames).toHaveLength(2);
  });
});
