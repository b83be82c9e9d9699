import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { HabitTimersProvider } from '../../features/habits/components/habit-timers-provider.tsx';
import HabitsPage from '../../features/habits/components/habits-page.tsx';
import { NOW, STRETCH_ID, TODAY, makeHabit, storeRunningTimer } from '../../features/habits/test-fixtures.ts';
import { mockHabitsApi } from '../../features/habits/test-routes.ts';
import { resetToasts } from '../../lib/toast.ts';
import { makeUser } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AppShell } from './app-shell.tsx';

const stretch = makeHabit({ id: STRETCH_ID, name: 'Stretch', icon: '🧘', targetMinutes: 1 });
const completedDay = {
  method: 'PUT',
  path: `/api/habits/${STRETCH_ID}/completions/${TODAY}`,
  body: { completed: true, skipped: false },
};

/** The signed-in app in small: the app-wide timers, the shell, /habits and a stand-in Home. */
function renderApp(path: string, user = makeUser()) {
  return renderWithProviders(
    <StrictMode>
      <HabitTimersProvider>
        <AppShell user={user}>
          <Switch>
            <Route path="/habits" component={HabitsPage} />
            <Route>
              <h1>Home</h1>
            </Route>
          </Switch>
        </AppShell>
      </HabitTimersProvider>
    </StrictMode>,
    { user, path },
  );
}

const pill = () => screen.queryByRole('link', { name: /Open Habits$/ });
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetToasts();
});

describe('habit timers on every page', () => {
  it('a timer started on /habits keeps running at Home, shows there as a pill, and completes its habit once', async () => {
    const { calls } = mockHabitsApi({ habits: [stretch] });
    renderApp('/habits');
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await user.click(await screen.findByRole('button', { name: 'Start the timer for Stretch' }));
    // On /habits the row shows the timer: no pill.
    await advance(15_000);
    expect(screen.getByRole('timer')).toHaveTextContent(/^00:4\d$/);
    expect(pill()).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Home' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    // The seconds are the wall clock's: a slow machine may have let one or two more pass.
    const link = await screen.findByRole('link', { name: /^Stretch: 00:4\d left\. Open Habits$/ });
    expect(link).toHaveAttribute('href', '/habits');
    expect(link).toHaveTextContent(/🧘Stretch00:4\d/);

    await advance(10_000);
    expect(pill()).toHaveAccessibleName(/^Stretch: 00:3\d left\. Open Habits$/);
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);

    await advance(35_000 + 300);
    await waitFor(() =>
      expect(calls.filter((c) => c.method !== 'GET')).toEqual([expect.objectContaining(completedDay)]),
    );
    expect(await screen.findByText("Time's up!")).toBeInTheDocument();
    expect(screen.getByText('Stretch is done for today.')).toBeInTheDocument();
    expect(pill()).not.toBeInTheDocument();
    await advance(120_000);
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(1);
  });

  it('after a reload a running timer resumes on any page and completes there, never twice', async () => {
    storeRunningTimer(STRETCH_ID, 50);
    const { calls } = mockHabitsApi({ habits: [stretch] });
    const first = renderApp('/');
    expect(
      await screen.findByRole('link', { name: /^Stretch: 00:(10|0\d) left\. Open Habits$/ }),
    ).toBeInTheDocument();
    await advance(10_300);
    await waitFor(() =>
      expect(calls.filter((c) => c.method !== 'GET')).toEqual([expect.objectContaining(completedDay)]),
    );
    expect(await screen.findByText("Time's up!")).toBeInTheDocument();

    // Another reload: the timer is stored complete, so nothing completes again.
    first.unmount();
    renderApp('/');
    await advance(5_000);
    expect(pill()).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(1);
  });

  it('floats above the page foot when the bottom bar is off, and shows no pill when no timer runs', async () => {
    mockHabitsApi({ habits: [stretch] });
    const { unmount } = renderApp('/');
    await advance(1_000);
    expect(pill()).not.toBeInTheDocument();
    unmount();

    storeRunningTimer(STRETCH_ID, 5);
    renderApp('/', makeUser({ showBottomNav: false }));
    const link = await screen.findByRole('link', { name: /^Stretch: 00:5\d left\. Open Habits$/ });
    expect(link.className).toContain('bottom-[calc(1rem+env(safe-area-inset-bottom))]');
    // Clear of the pill and of the chat launcher above it.
    expect(screen.getByRole('main').className).toContain('pb-32');
  });
});
