import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

describe('after sign-in', () => {
  it('prefetches the area lists of SPEC.md 7 half a second later, each under its path as key', async () => {
    vi.useFakeTimers();
    const routes = Object.fromEntries(prefetchedAreaPaths.map((path) => [`GET ${path}`, { body: [] }]));
    const { calls } = mockApi(routes);
    const { client } = renderAfterSignIn();

    await act(() => vi.advanceTimersByTimeAsync(400));
    expect(calls).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(150));
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

  it('starts one read per task, not all eight in one long task', async () => {
    vi.useFakeTimers();
    const { calls } = mockApi(
      Object.fromEntries(prefetchedAreaPaths.map((path) => [`GET ${path}`, { body: [] }])),
    );
    renderAfterSignIn();
    await act(() => vi.advanceTimersByTimeAsync(499));
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(calls).toHaveLength(1);
    await act(() => vi.advanceTimersToNextTimerAsync());
    expect(calls).toHaveLength(2);
  });

  it('prefetches nothing once a sign-out has started', async () => {
    vi.useFakeTimers();
    const { calls } = mockApi({ 'POST /api/auth/logout': { body: { message: 'Signed out' } } });
    renderAfterSignIn();
    await logout(() => undefined);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/logout']);
  });

  it('preloads the pages one second later, once the browser is idle, never in the way of the first screen', async () => {
    vi.useFakeTimers();
    const idle: IdleRequestCallback[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: IdleRequestCallback) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    mockApi(Object.fromEntries(prefetchedAreaPaths.map((path) => [`GET ${path}`, { body: [] }])));
    renderAfterSignIn();

    await act(() => vi.advanceTimersByTimeAsync(999));
    expect(idle).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(5000));
    expect(idle).toHaveLength(1);
    expect(preloadPages).not.toHaveBeenCalled();
    idle[0]?.({ didTimeout: false, timeRemaining: () => 50 });
    expect(preloadPages).toHaveBeenCalledOnce();
  });

  it('preloads nothing when the app unmounts (sign-out) before the browser was idle', async () => {
    vi.useFakeTimers();
    const cancel = vi.fn();
    vi.stubGlobal('requestIdleCallback', () => 3);
    vi.stubGlobal('cancelIdleCallback', cancel);
    mockApi(Object.fromEntries(prefetchedAreaPaths.map((path) => [`GET ${path}`, { body: [] }])));
    const { unmount } = renderAfterSignIn();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    unmount();
    expect(cancel).toHaveBeenCalledWith(3);
  });
});
