import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Switch } from 'wouter';
import { authApi } from '@track-grow/domain/auth/api';
import { fitnessApi } from '@track-grow/domain/fitness/api';
import { focusApi } from '@track-grow/domain/focus/api';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { WorkoutTimerProvider } from '../../features/fitness/components/workout-timer-provider.tsx';
import FitnessPage from '../../features/fitness/components/fitness-page.tsx';
import FocusPage from '../../features/focus/components/focus-page.tsx';
import { PomodoroProvider } from '../../features/focus/components/pomodoro-provider.tsx';
import { makeStats, savedSession } from '../../features/focus/test-fixtures.ts';
import { resetToasts } from '../../lib/toast.ts';
import { makeUser, mockApi } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AppShell } from './app-shell.tsx';

const user = makeUser({ timezone: 'UTC' });

function renderApp(path: string) {
  return renderWithProviders(
    <PomodoroProvider>
      <WorkoutTimerProvider>
        <AppShell user={user}>
          <Switch>
            <Route path="/focus" component={FocusPage} />
            <Route path="/fitness" component={FitnessPage} />
            <Route>
              <h1>Home</h1>
            </Route>
          </Switch>
        </AppShell>
      </WorkoutTimerProvider>
    </PomodoroProvider>,
    { user, path },
  );
}

const button = () => screen.queryByTestId('active-session-button');
const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-03-20T10:00:00Z'), shouldAdvanceTime: true });
  mockApi([
    [authApi.user, { body: user }],
    [fitnessApi.list, { body: [] }],
    [
      fitnessApi.summary,
      {
        body: {
          weekStart: '2026-03-16',
          goalMinutes: 150,
          weekMinutes: 0,
          weekWorkouts: 0,
          weekCalories: 0,
          personalBests: [],
        },
      },
    ],
    [focusApi.stats, { body: makeStats('2026-03-20') }],
    [focusApi.list, { body: [] }],
    [tasksApi.list, { body: [] }],
    [focusApi.create, ({ body }) => ({ status: 201, body: savedSession(body) })],
  ]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetToasts();
});

describe('the floating active-session button', () => {
  it('shows a running focus session on other pages, hides on /focus, and leads back', async () => {
    const { location } = renderApp('/focus');
    const click = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await click.click(await screen.findByRole('button', { name: 'Start' }));
    await advance(61_000);
    expect(button()).toBeNull();

    act(() => location.navigate('/money'));
    const link = await screen.findByRole('link', { name: /^Focus: 23:5\d left\. Open Focus$/ });
    expect(link).toHaveAttribute('href', '/focus');
    await click.click(link);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(button()).toBeNull();
  });

  it('shows the workout when only it runs, and focus first when both run', async () => {
    const { location } = renderApp('/fitness');
    const click = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    await click.click(await screen.findByRole('button', { name: /^Start/ }));
    await advance(65_000);
    expect(button()).toBeNull();

    act(() => location.navigate('/'));
    expect(
      await screen.findByRole('link', { name: /^Cardio workout: 01:0\d\. Open Fitness$/ }),
    ).toHaveAttribute('href', '/fitness');

    act(() => location.navigate('/focus'));
    await click.click(await screen.findByRole('button', { name: 'Start' }));
    // On /focus the workout keeps the button; elsewhere focus takes it.
    expect(screen.getByRole('link', { name: /Open Fitness$/ })).toBeInTheDocument();
    act(() => location.navigate('/'));
    expect(
      await screen.findByRole('link', { name: /^Focus: 2\d:\d\d left\. Open Focus$/ }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Open Fitness$/ })).toBeNull();
  });
});
