import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../lib/query-client.ts';
import { logout } from '../lib/logout.ts';
import { invalidateArea } from '../lib/query-keys.ts';
import { mockApi } from '../test/api-mock.ts';
import { prefetchedAreaPaths, useAfterSignIn } from './use-after-sign-in.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('after sign-in', () => {
  it('prefetches the area lists of SPEC.md 7 half a second later, each under its path as key', async () => {
    vi.useFakeTimers();
    const routes = Object.fromEntries(prefetchedAreaPaths.map((path) => [`GET ${path}`, { body: [] }]));
    const { calls } = mockApi(routes);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useAfterSignIn(), { wrapper });

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

  it('prefetches nothing once a sign-out has started', async () => {
    vi.useFakeTimers();
    const { calls } = mockApi({ 'POST /api/auth/logout': { body: { message: 'Signed out' } } });
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    renderHook(() => useAfterSignIn(), { wrapper });
    await logout(() => undefined);
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(calls.map((c) => c.path)).toEqual(['/api/auth/logout']);
  });
});
