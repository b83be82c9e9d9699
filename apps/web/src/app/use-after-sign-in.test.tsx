import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@track-grow/domain/auth/api';
import { createQueryClient } from '../lib/query-client.ts';
import { logout } from '../lib/logout.ts';
import { invalidateArea } from '../lib/query-keys.ts';
import { mockApi } from '../test/api-mock.ts';
import { preloadPages } from './routes/pages.ts';
import { prefetchedAreaPaths, useAfterSignIn } from './use-after-sign-in.ts';

vi.mock('./routes/pages.ts', () => ({ preloadPages: vi.fn(async () => undefined) }));

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.mocked(preloadPages).mockClear();
});

/** The hook in a fresh query client, as the signed-in app mounts it. */
function renderAfterSignIn() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useAfterSignIn(), { wrapper }) };
}

/** requestIdleCallback as a queue the test runs: `runIdle()` is one idle period, running what waited for it. */
function controlIdle() {
  const waiting: IdleRequestCallback[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => waiting.push(callback));
  vi.stubGlobal('cancelIdleCallback', vi.fn());
  // A read's request starts in the task after the idle period that asked for it (lib/api-client.ts).
  const runIdle = () =>
    act(async () => {
      for (const callback of waiting.splice(0)) callback({ didTimeout: false, timeRemaining: () => 50 });
      await vi.advanceTimersByTimeAsync(0);
    });
  return { waiting, runIdle };
}

// The prefetch names paths, not endpoints: each is answered as the GET it is.
const emptyAreaReads = () =>
  mockApi(prefetchedAreaPaths.map((path) => [{ method: 'GET', path }, { body: [] }]));

describe('after sign-in', () => {
  it('prefetches the area lists of SPEC.md 7 half a second later, each under its path as key', async () => {
    vi.useFakeTimers();
    const { runIdle } = controlIdle();
    const { calls } = emptyAreaReads();
    const { client } = renderAfterSignIn();

    await act(() => vi.advanceTimersByTimeAsync(400));
    await runIdle();
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(150));
    await runIdle();
    expect(calls.map((c) => c.path).sort()).toEqual([...prefetchedAreaPaths].sort());
    expect(prefetchedAreaPaths).toEqual(
      expect.arrayContaining([
        '/api/habits',
        '/api/habits/completions',
        '/api/tasks',
        '/api/transactions',
        '/api/notes',
        '/api/moods',
        '/api/focus-sessions',
        '/api/lessons/completions',
      ]),
    );
    for (const path of prefetchedAreaPaths) expect(client.getQueryData([path])).toEqual([]);

    // The prefetched reads declare their areas: a habit write refreshes the habit list, not the tasks.
    await act(() => invalidateArea(client, 'habits'));
    expect(client.getQueryState(['/api/habits'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/habits/completions'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['/api/tasks'])?.isInvalidated).toBe(false);
  });

  it('starts every read in one idle period, so none is left to start seconds later', async () => {
    vi.useFakeTimers();
    const { waiting, runIdle } = controlIdle();
    const { calls } = emptyAreaReads();
    renderAfterSignIn();
    await act(() => vi.advanceTimersByTimeAsync(500));
    // Half a second on, the reads wait for the browser to be idle.
    expect(calls).toHaveLength(0);
    expect(waiting).toHaveLength(1);
    await runIdle();
    expect(calls).toHaveLength(prefetchedAreaPaths.length);
    expect(waiting).toHaveLength(0);
  });

  it('prefetches nothing when the browser is offline by the idle period', async () => {
    vi.useFakeTimers();
    const { runIdle } = controlIdle();
    const { calls } = emptyAreaReads();
    renderAfterSignIn();
    await act(() => vi.advanceTimersByTimeAsync(500));
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await runIdle();
    offline.mockRestore();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls).toHaveLength(0);
  });

  it('prefetches nothing once a sign-out has started', async () => {
    vi.useFakeTimers();
    const { calls } = mockApi([[authApi.logout, { body: { message: 'Signed out' } }]]);
    renderAfterSignIn();
    await logout(() => undefined);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/logout']);
  });

  it('preloads the pages one second later, once the browser is idle, never in the way of the first screen', async () => {
    vi.useFakeTimers();
    const { waiting, runIdle } = controlIdle();
    emptyAreaReads();
    renderAfterSignIn();

    await act(() => vi.advanceTimersByTimeAsync(499));
    expect(waiting).toHaveLength(0);
    // The data prefetch waits for idle from 0.5 s; the pages' preload joins it at 1 s.
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(waiting).toHaveLength(1);
    expect(preloadPages).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(waiting).toHaveLength(2);
    await runIdle();
    expect(preloadPages).toHaveBeenCalledOnce();
  });

  it('prefetches and preloads nothing more once the app unmounts (sign-out) before the browser was idle', async () => {
    vi.useFakeTimers();
    let handles = 0;
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => (handles += 1));
    vi.stubGlobal('cancelIdleCallback', cancel);
    emptyAreaReads();
    const { unmount } = renderAfterSignIn();
    // The prefetch waits for idle period 1, the pages' preload for period 2.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    unmount();
    expect(cancel.mock.calls.map(([handle]) => handle as number).sort()).toEqual([1, 2]);
  });

  it('cancels the waiting prefetch when the app unmounts before the page preload was asked for', async () => {
    vi.useFakeTimers();
    const { waiting } = controlIdle();
    const cancel = vi.fn();
    vi.stubGlobal('cancelIdleCallback', cancel);
    const { calls } = emptyAreaReads();
    const { unmount } = renderAfterSignIn();
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(waiting).toHaveLength(1);
    unmount();
    expect(cancel).toHaveBeenCalledOnce();
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(calls).toHaveLength(0);
  });
});
