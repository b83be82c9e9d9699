import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { QueryKey } from '@tanstack/react-query';
import { habitsApi } from '@track-grow/domain/habits/api';
import { makeUser, type MockReply, withParams } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetToasts } from '../../../lib/toast.ts';
import { moodApi } from '@track-grow/domain/mood/api';
import { dashboardApi, widgetsApi } from '@track-grow/domain/dashboard/api';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { ALL_AREAS, dependsOn, keyOf, type Area } from '../../../lib/query-keys.ts';
import {
  NOW,
  READ_ID,
  STRETCH_ID,
  TODAY,
  WALK_ID,
  done,
  makeHabit,
  storeRunningTimer,
} from '../test-fixtures.ts';
import { mockHabitsApi } from '../test-routes.ts';
import { HabitTimersProvider } from './habit-timers-provider.tsx';
import HabitsPage from './habits-page.tsx';

const read = makeHabit();
const walk = makeHabit({
  id: WALK_ID,
  name: 'Walk',
  icon: '🚶',
  schedule: { kind: 'weekdays', days: [1, 3, 5] },
});
const stretch = makeHabit({ id: STRETCH_ID, name: 'Stretch', icon: '🧘', targetMinutes: 1, sortOrder: 2 });

const renderPage = (user = makeUser(), path = '/habits') =>
  renderWithProviders(
    <HabitTimersProvider>
      <HabitsPage />
    </HabitTimersProvider>,
    { user, path },
  );

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetToasts();
});

describe('HabitsPage: today', () => {
  it('shows a skeleton while loading, then today’s habits with their streak and the calmer "Not today" group', async () => {
    mockHabitsApi({
      habits: [read, walk],
      completions: [done(READ_ID, '2026-03-11'), done(READ_ID, '2026-03-12'), done(READ_ID, '2026-03-13')],
    });
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your habits…');
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByRole('checkbox', { name: 'Read' })).not.toBeChecked();
    expect(within(today).getByText('Current streak: 3 days')).toBeInTheDocument();
    expect(within(today).getByText('0 of 1 done')).toBeInTheDocument();
    // 14 March 2026 is a Saturday: the Mon/Wed/Fri walk is not due.
    const notToday = screen.getByRole('region', { name: 'Not today' });
    expect(within(notToday).getByRole('link', { name: /Walk/ })).toHaveAttribute(
      'href',
      `/habits?habit=${WALK_ID}`,
    );
    expect(within(notToday).getByText('Mon, Wed, Fri')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Habits' })).toBeInTheDocument();
    expect(screen.getByText('Saturday, March 14')).toBeInTheDocument();
  });

  it('ticks a habit for the user’s today at once, then refreshes every habit read and the dashboard', async () => {
    let answer: (reply: MockReply) => void = () => undefined;
    const { calls } = mockHabitsApi({
      habits: [read],
      extra: [
        [
          withParams(habitsApi.toggle, { id: READ_ID }),
          () => new Promise<MockReply>((resolve) => (answer = resolve)),
        ],
      ],
    });
    const { queryClient } = renderPage();
    // SPEC.md 7's refresh set, each read declaring the areas it is computed from.
    const readers: [QueryKey, Area[]][] = [
      [keyOf(habitsApi.stats), ['habits', 'vacations']],
      [keyOf(habitsApi.weeklyStats), ['habits', 'vacations']],
      [keyOf(habitsApi.progressStats, undefined, { from: '2026-02-13', to: TODAY }), ['habits', 'vacations']],
      [keyOf(habitsApi.heatmapStats), ['habits', 'vacations']],
      [keyOf(moodApi.insights), ['mood', 'habits', 'tasks']],
      [keyOf(dashboardApi.analytics), [...ALL_AREAS]],
      [keyOf(dashboardApi.lifeScore), [...ALL_AREAS]],
      [keyOf(dashboardApi.chartData, { range: 'week' }), [...ALL_AREAS]],
      [keyOf(widgetsApi.data), [...ALL_AREAS]],
    ];
    const refreshed = readers.map(([key]) => key);
    const tasksKey = keyOf(tasksApi.list);
    for (const [key, areas] of [...readers, [tasksKey, ['tasks']] as [QueryKey, Area[]]]) {
      await queryClient.prefetchQuery({ queryKey: key, queryFn: () => ({}), ...dependsOn(...areas) });
    }

    const box = await screen.findByRole('checkbox', { name: 'Read' });
    await userEvent.click(box);
    expect(box).toBeChecked(); // before the server answers
    expect(screen.getByText('All done for today 🎉')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([
      expect.objectContaining({ path: `/api/habits/${READ_ID}/toggle`, body: { date: TODAY } }),
    ]);

    const completionReads = calls.filter((c) => c.path.startsWith('/api/habits/completions')).length;
    act(() => answer({ body: done(READ_ID, TODAY) }));
    await waitFor(() => {
      for (const key of refreshed)
        expect(queryClient.getQueryState(key)?.isInvalidated, JSON.stringify(key)).toBe(true);
    });
    expect(queryClient.getQueryState(tasksKey)?.isInvalidated).toBe(false);
    await waitFor(() =>
      expect(calls.filter((c) => c.path.startsWith('/api/habits/completions')).length).toBeGreaterThan(
        completionReads,
      ),
    );
  });

  it('rolls the tick back and says "Failed to toggle habit" when the server refuses', async () => {
    mockHabitsApi({
      habits: [read],
      extra: [
        [withParams(habitsApi.toggle, { id: READ_ID }), { status: 500, body: { message: 'Database down' } }],
      ],
    });
    renderPage();
    const box = await screen.findByRole('checkbox', { name: 'Read' });
    await userEvent.click(box);
    expect(await screen.findByText('Failed to toggle habit')).toBeInTheDocument();
    await waitFor(() => expect(box).not.toBeChecked());
  });

  it('ticks for yesterday before "my day starts at": 02:30 with a 03:00 start is still the 14th', async () => {
    vi.setSystemTime(new Date('2026-03-15T01:30:00.000Z')); // 02:30 in Rome
    const { calls } = mockHabitsApi({ habits: [read] });
    renderPage(makeUser({ dayStartHour: 3 }));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Read' }));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ date: TODAY });
  });

  it('skips today from the row’s menu (the streak stays), and the skip can be undone', async () => {
    const { calls } = mockHabitsApi({ habits: [read], completions: [done(READ_ID, '2026-03-13')] });
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'More actions for Read' }));
    await user.click(screen.getByRole('menuitem', { name: /Skip today/ }));
    expect(await screen.findByText('Skipped today')).toBeInTheDocument();
    expect(screen.getByText('Current streak: 1 day')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ completed: false, skipped: true });

    await user.click(screen.getByRole('button', { name: 'More actions for Read' }));
    await user.click(screen.getByRole('menuitem', { name: 'Undo skip' }));
    await waitFor(() => expect(screen.queryByText('Skipped today')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PUT').at(-1)?.body).toEqual({
      completed: false,
      skipped: false,
    });
  });

  it('invites the user to create a first habit when there are none', async () => {
    mockHabitsApi({ habits: [] });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No habits yet' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Create your first habit' }));
    expect(screen.getByRole('dialog', { name: 'New habit' })).toBeInTheDocument();
  });

  it('lists archived habits on demand and restores one', async () => {
    const old = makeHabit({ id: WALK_ID, name: 'Old walk', archivedAt: '2026-02-01T00:00:00.000Z' });
    const { calls } = mockHabitsApi({
      habits: [read],
      archived: [old],
      extra: [[withParams(habitsApi.update, { id: WALK_ID }), { body: { ...old, archivedAt: null } }]],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Archived habits' }));
    expect(await screen.findByRole('link', { name: 'Old walk' })).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/habits?archived=true')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Old walk restored')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ archived: false });
  });
});

describe('HabitsPage: the timer', () => {
  it('shows mm:ss, and when a 1-minute timer runs out the habit is set complete for its date', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    const { calls } = mockHabitsApi({ habits: [stretch] });
    renderPage();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    expect(await screen.findByRole('timer')).toHaveTextContent('01:00');
    await user.click(screen.getByRole('button', { name: 'Start the timer for Stretch' }));
    act(() => {
      vi.advanceTimersByTime(15_000);
    });
    expect(screen.getByRole('timer')).toHaveTextContent('00:45');
    expect(screen.getByRole('button', { name: 'Pause the timer for Stretch' })).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(45_000);
    });
    await act(() => vi.advanceTimersByTimeAsync(300));
    await waitFor(() =>
      expect(calls.filter((c) => c.method !== 'GET')).toEqual([
        expect.objectContaining({
          method: 'PUT',
          path: `/api/habits/${STRETCH_ID}/completions/${TODAY}`,
          body: { completed: true, skipped: false },
        }),
      ]),
    );
    expect(await screen.findByText("Time's up!")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Stretch' })).toBeChecked());
  });

  it('does not un-tick a day that was ticked by hand while its timer ran', async () => {
    vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
    storeRunningTimer(STRETCH_ID, 120);
    const { calls } = mockHabitsApi({ habits: [stretch], completions: [done(STRETCH_ID, TODAY)] });
    renderPage();
    expect(await screen.findByRole('checkbox', { name: 'Stretch' })).toBeChecked();
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

describe('HabitsPage: ?new=1 (the Hub’s "Quick add")', () => {
  it('opens the new-habit sheet and takes ?new out of the URL in place', async () => {
    mockHabitsApi({ habits: [read] });
    const { location } = renderPage(makeUser(), '/habits?new=1');
    expect(await screen.findByRole('dialog', { name: 'New habit' })).toBeInTheDocument();
    expect(location.history).toEqual(['/habits']);
  });
});
