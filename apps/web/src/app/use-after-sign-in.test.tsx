import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@track-grow/domain/auth/api';
import { habitsApi } from '@track-grow/domain/habits/api';
import { lessonsApi } from '@track-grow/domain/lessons/api';
import { moodApi } from '@track-grow/domain/mood/api';
import { notesApi } from '@track-grow/domain/notes/api';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { createQueryClient } from '../lib/query-client.ts';
import { logout } from '../lib/logout.ts';
import { invalidateArea } from '../lib/query-keys.ts';
import { mockApi } from '../test/api-mock.ts';
import { preloadPages } from './routes/pages.ts';
import { activeHabitsQuery } from '../features/habits/api/get-habits.ts';
import { lessonCompletionsQuery } from '../features/lessons/api/get-completions.ts';
import { moodsQueryOptions } from '../features/mood/api/get-moods.ts';
import { notesQueryOptions } from '../features/notes/api/get-notes.ts';
import { allTasksQueryOptions } from '../features/tasks/api/get-tasks.ts';
import { prefetchedReads } from './prefetched-reads.ts';
import { useAfterSignIn } from './use-after-sign-in.ts';

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

/** Every prefetched read answers an empty list. */
const emptyAreaReads = () =>
  mockApi(
    prefetchedReads(createQueryClient()).map(([key]) => [
      { method: 'GET', path: String(key[0]) },
      { body: [] },
    ]),
  );

/** The reads' requests start once their module has loaded (a chunk of its own). */
const settle = (expected: () => void) => vi.waitFor(expected, { timeout: 5000, interval: 10 });

describe('after sign-in', () => {
  it('prefetches the areas’ own reads half a second later, each under the key its screen reads', async () => {
    vi.useFakeTimers();
    const { runIdle } = controlIdle();
    const { calls } = emptyAreaReads();
    const { client } = renderAfterSignIn();

    await act(() => vi.advanceTimersByTimeAsync(400));
    await runIdle();
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(150));
    await runIdle();
    await settle(() => expect(calls).toHaveLength(5));
    // SPEC.md 7's lists that a screen reads with this very key, parsed by the area's schema.
    expect(calls.map((c) => c.path).sort()).toEqual([
      habitsApi.list.path,
      lessonsApi.completions.path,
      moodApi.list.path,
      notesApi.list.path,
      tasksApi.list.path,
    ]);
    await settle(() => expect(client.getQueryData(moodsQueryOptions.queryKey)).toEqual([]));
    expect(client.getQueryData(activeHabitsQuery().queryKey)).toEqual([]);
    expect(client.getQueryData(allTasksQueryOptions.queryKey)).toEqual([]);
    expect(client.getQueryData(lessonCompletionsQuery.queryKey)).toEqual([]);
    // The notes screen reads its first page as paged data.
    expect(client.getQueryData(notesQueryOptions({ q: '', tag: '' }).queryKey)?.pages).toEqual([
      { items: [], nextCursor: null },
    ]);

    // The prefetched reads declare their areas: a habit write refreshes the habit list, not the tasks.
    await act(() => invalidateArea(client, 'habits'));
    expect(client.getQueryState(activeHabitsQuery().queryKey)?.isInvalidated).toBe(true);
    expect(client.getQueryState(allTasksQueryOptions.queryKey)?.isInvalidated).toBe(false);
  });

  it('logs a read that fails, and still makes the others', async () => {
    vi.useFakeTimers();
    const { runIdle } = controlIdle();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { calls } = mockApi([[tasksApi.list, { body: [] }]]);
    renderAfterSignIn();
    await act(() => vi.advanceTimersByTimeAsync(500));
    await runIdle();
    await settle(() => expect(warn).toHaveBeenCalledTimes(4));
    expect(calls).toHaveLength(5);
    expect(warn).toHaveBeenCalledWith(`Prefetch of ${habitsApi.list.path} failed`, expect.any(Error));
    warn.mockRestore();
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
    await settle(() => expect(calls).toHaveLength(5));
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
