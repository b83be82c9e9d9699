import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { habitsApi } from '@track-grow/domain/habits/api';
import { mockApi, withParams } from '../test/api-mock.ts';
import { goOffline, goOnline } from '../test/offline.ts';
import { enqueueWrite, readQueue } from '../lib/offline-queue.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { activeHabitsQuery } from '../features/habits/api/get-habits.ts';
import { setUserId } from '../lib/storage.ts';
import { resetToasts, useToasts } from '../lib/toast.ts';
import { useOfflineSync } from './offline-sync.ts';

const READ = '0195f3a2-7c4e-7d2a-9b1e-00000000000a';
const GONE = '0195f3a2-7c4e-7d2a-9b1e-00000000000b';
const day = (habitId: string, completed: boolean, skipped = false) => ({
  body: { habitId, date: '2026-11-20', completed, skipped },
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetToasts();
  onlineManager.setOnline(true);
});

function renderSync() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  renderHook(() => useOfflineSync(), { wrapper });
  return queryClient;
}

describe('useOfflineSync', () => {
  it('sends the queue in order when the network returns, drops a refused day with a toast, then refreshes the habit reads', async () => {
    setUserId('alice');
    goOffline();
    const server = mockApi([
      [withParams(habitsApi.toggle, { id: READ }), day(READ, true)],
      [withParams(habitsApi.setCompletion, { id: READ, date: '2026-11-20' }), day(READ, false, true)],
      [withParams(habitsApi.toggle, { id: GONE }), { status: 404, body: { message: 'Habit not found' } }],
      [habitsApi.list, { body: [] }],
    ]);
    const queryClient = renderSync();
    // A habit read with its areas: it is refreshed once the queue is out.
    const { queryKey, meta } = activeHabitsQuery();
    const habitsRead = queryClient.getQueryCache().build(queryClient, { queryKey, meta: meta ?? {} });
    queryClient.setQueryData(queryKey, []);
    const toasts = renderHook(() => useToasts());

    enqueueWrite('alice', {
      kind: 'habitDay',
      habitId: READ,
      habitName: 'Read',
      date: '2026-11-20',
      completed: false,
      skipped: true,
    });
    enqueueWrite('alice', { kind: 'habitToggle', habitId: GONE, habitName: 'Old habit', date: '2026-11-20' });
    enqueueWrite('alice', { kind: 'habitToggle', habitId: READ, habitName: 'Read', date: '2026-11-20' });
    expect(server.calls).toEqual([]);

    act(() => goOnline());
    await waitFor(() => expect(readQueue('alice')).toEqual([]));
    expect(server.calls.map((call) => `${call.method} ${call.path}`)).toEqual([
      `PUT /api/habits/${READ}/completions/2026-11-20`,
      `POST /api/habits/${GONE}/toggle`,
      `POST /api/habits/${READ}/toggle`,
    ]);
    await waitFor(() => expect(habitsRead.state.isInvalidated).toBe(true));
    expect(toasts.result.current[0]).toMatchObject({
      title: 'A change made offline was not saved',
      description: 'The server refused Old habit on Nov 20.',
    });
  });

  it('keeps the queue when the server fails, and sends it at the next start', async () => {
    setUserId('alice');
    goOnline();
    enqueueWrite('alice', { kind: 'habitToggle', habitId: READ, habitName: 'Read', date: '2026-11-20' });
    const failing = mockApi([
      [withParams(habitsApi.toggle, { id: READ }), { status: 503, body: { message: 'Down' } }],
    ]);
    renderSync();
    await waitFor(() => expect(failing.calls).toHaveLength(1));
    expect(readQueue('alice')).toHaveLength(1);

    const working = mockApi([[withParams(habitsApi.toggle, { id: READ }), day(READ, true)]]);
    renderSync();
    await waitFor(() => expect(readQueue('alice')).toEqual([]));
    expect(working.calls.map((call) => call.method)).toEqual(['POST']);
  });
});
