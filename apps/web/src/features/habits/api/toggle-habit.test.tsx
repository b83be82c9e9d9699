import '../i18n.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { makeHabit } from '../test-fixtures.ts';
import { mockApi } from '../../../test/api-mock.ts';
import { goOffline } from '../../../test/offline.ts';
import { readQueue } from '../../../lib/offline-queue.ts';
import { createQueryClient } from '../../../lib/query-client.ts';
import { setUserId } from '../../../lib/storage.ts';
import { completionsQuery } from './get-completions.ts';
import { activeHabitsQuery } from './get-habits.ts';
import { useSetCompletion } from './set-completion.ts';
import { useToggleHabit } from './toggle-habit.ts';

const HABIT = '0195f3a2-7c4e-7d2a-9b1e-00000000000a';
const range = { from: '2026-11-01', to: '2026-11-30' };
const completionsKey = completionsQuery(range).queryKey;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function setup() {
  const queryClient = createQueryClient();
  queryClient.setQueryData(activeHabitsQuery().queryKey, [makeHabit({ id: HABIT, name: 'Read' })]);
  queryClient.setQueryData(completionsKey, []);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hooks = renderHook(() => ({ toggle: useToggleHabit(), setDay: useSetCompletion() }), { wrapper });
  return { queryClient, hooks };
}

describe('habit days made offline', () => {
  it('show at once, are not sent, and wait in the queue in the order made', async () => {
    setUserId('alice');
    const server = mockApi([]);
    goOffline();
    const { queryClient, hooks } = setup();

    await act(() => hooks.result.current.toggle.mutateAsync({ habitId: HABIT, date: '2026-11-20' }));
    expect(queryClient.getQueryData(completionsKey)).toEqual([
      { habitId: HABIT, date: '2026-11-20', completed: true, skipped: false },
    ]);
    await act(() =>
      hooks.result.current.setDay.mutateAsync({ habitId: HABIT, date: '2026-11-21', mark: 'skipped' }),
    );
    await waitFor(() => expect(hooks.result.current.setDay.isSuccess).toBe(true));

    expect(server.calls).toEqual([]);
    expect(readQueue('alice')).toMatchObject([
      { kind: 'habitToggle', habitId: HABIT, habitName: 'Read', date: '2026-11-20' },
      {
        kind: 'habitDay',
        habitId: HABIT,
        habitName: 'Read',
        date: '2026-11-21',
        completed: false,
        skipped: true,
      },
    ]);
    // What the screen shows stays as made (nothing rolled back while the network is away).
    expect(queryClient.getQueryData(completionsKey)).toEqual([
      { habitId: HABIT, date: '2026-11-20', completed: true, skipped: false },
      { habitId: HABIT, date: '2026-11-21', completed: false, skipped: true },
    ]);
  });
});
