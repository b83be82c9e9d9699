import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fitnessApi } from '@track-grow/domain/fitness/api';
import { resetToasts } from '../../../lib/toast.ts';
import { makeUser } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useActiveWorkout } from '../hooks/use-active-workout.ts';
import { workoutTimerKey } from '../hooks/workout-timer-store.ts';
import { makeWorkout, mockFitnessApi, NOW, TODAY, user } from '../test-fixtures.ts';
import FitnessPage from './fitness-page.tsx';
import { WorkoutTimerProvider } from './workout-timer-provider.tsx';

const KEY = workoutTimerKey(user.id);

/** Shows what the shell's floating button reads. */
function ActiveWorkoutProbe() {
  const active = useActiveWorkout();
  return <output aria-label="active workout">{JSON.stringify(active)}</output>;
}

function renderApp({ page = true, as = user } = {}) {
  return renderWithProviders(
    <StrictMode>
      <WorkoutTimerProvider>
        {page ? <FitnessPage /> : null}
        <ActiveWorkoutProbe />
      </WorkoutTimerProvider>
    </StrictMode>,
    { user: as, path: '/fitness' },
  );
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const elapsed = () => screen.getByRole('timer', { name: 'Elapsed time' });
const probe = () => JSON.parse(screen.getByRole('status', { name: 'active workout' }).textContent) as unknown;
const writes = <C extends { method: string }>(calls: C[]) => calls.filter((call) => call.method !== 'GET');
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

function storeTimer(state: Record<string, unknown>, key = KEY) {
  window.localStorage.setItem(
    key,
    JSON.stringify({
      state: 'running',
      startTime: NOW.getTime() - 65_000,
      elapsed: 0,
      pausedAt: null,
      workoutType: 'strength',
      title: 'Leg day',
      plannedDuration: 45,
      ...state,
    }),
  );
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, shouldAdvanceTime: true });
  resetToasts();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  resetToasts();
});

describe('the workout timer', () => {
  it('saves a workout stopped after 40 s with the defaults, toasts, and goes back to idle', async () => {
    const { calls } = mockFitnessApi();
    renderApp();
    const events = setup();
    await events.click(await screen.findByRole('button', { name: 'Start' }));
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toContain('"running"');
    await advance(40_000);
    expect(elapsed()).toHaveTextContent(/^0:00:4\d$/);
    expect(probe()).toMatchObject({ state: 'running', workoutType: 'cardio', title: 'Cardio Session' });

    await events.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Workout Saved!')).toBeInTheDocument();
    expect(screen.getByText('Your fitness session has been recorded.')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/workouts',
        body: {
          name: 'Cardio Session',
          type: 'cardio',
          difficulty: 'medium',
          duration: 1,
          calories: 8,
          date: TODAY,
          exercises: [],
        },
      }),
    ]);
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(elapsed()).toHaveTextContent('0:00:00');
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(probe()).toBeNull();
  });

  it('saves the chosen type, title and minutes at 8 kcal a minute', async () => {
    const { calls } = mockFitnessApi();
    renderApp();
    const events = setup();
    await events.selectOptions(await screen.findByLabelText('Workout type'), 'running');
    expect(screen.getByLabelText('Title (optional)')).toHaveAttribute('placeholder', 'Running Session');
    await events.type(screen.getByLabelText('Title (optional)'), 'Park loop');
    await events.click(screen.getByRole('button', { name: 'Start' }));
    await advance(12 * 60_000);
    await events.click(screen.getByRole('button', { name: 'Stop' }));
    await screen.findByText('Workout Saved!');
    expect(writes(calls)[0]?.body).toMatchObject({
      name: 'Park loop',
      type: 'running',
      duration: 12,
      calories: 96,
    });
  });

  it('saves nothing when stopped after 10 s', async () => {
    const { calls } = mockFitnessApi();
    renderApp();
    const events = setup();
    await events.click(await screen.findByRole('button', { name: 'Start' }));
    await advance(10_000);
    await events.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Workout not saved')).toBeInTheDocument();
    await advance(2_000);
    expect(writes(calls)).toEqual([]);
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('shows the planned duration reached without stopping', async () => {
    mockFitnessApi();
    renderApp();
    const events = setup();
    const planned = await screen.findByLabelText('Planned minutes');
    await events.clear(planned);
    await events.type(planned, '1');
    await events.click(screen.getByRole('button', { name: 'Start' }));
    expect(screen.queryByText(/Planned duration reached/)).not.toBeInTheDocument();
    await advance(61_000);
    expect(await screen.findByText(/Planned duration reached/)).toBeInTheDocument();
    expect(
      screen.getByRole('progressbar', { name: 'Progress towards the planned duration' }),
    ).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument();
  });

  it('is restored after a reload while running, counting the time it was away', async () => {
    mockFitnessApi();
    const first = renderApp();
    const events = setup();
    await events.click(await screen.findByRole('button', { name: 'Start' }));
    await advance(20_000);
    first.unmount();
    await advance(30_000);
    renderApp();
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeInTheDocument();
    expect(elapsed()).toHaveTextContent(/^0:00:5\d$/);
    expect(probe()).toMatchObject({ state: 'running' });
  });

  it('is restored after a reload while paused, with the time it had', async () => {
    mockFitnessApi();
    const first = renderApp();
    const events = setup();
    await events.click(await screen.findByRole('button', { name: 'Start' }));
    await advance(25_000);
    await events.click(screen.getByRole('button', { name: 'Pause' }));
    const shown = elapsed().textContent;
    first.unmount();
    await advance(60_000);
    renderApp();
    expect(await screen.findByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(elapsed()).toHaveTextContent(shown);
    expect(screen.getByText('Paused')).toBeInTheDocument();
    expect(probe()).toMatchObject({ state: 'paused', elapsedSeconds: Number(shown.slice(-2)) });
  });

  it('restores a stored workout on any page, and saves it on pagehide again', async () => {
    mockFitnessApi();
    storeTimer({});
    renderApp({ page: false });
    await waitFor(() =>
      expect(probe()).toMatchObject({ state: 'running', workoutType: 'strength', title: 'Leg day' }),
    );
    expect((probe() as { elapsedSeconds: number }).elapsedSeconds).toBeGreaterThanOrEqual(65);
    window.localStorage.removeItem(KEY);
    window.dispatchEvent(new Event('pagehide'));
    expect(window.localStorage.getItem(KEY)).toContain('Leg day');
  });

  it('gives another user the defaults', async () => {
    mockFitnessApi();
    storeTimer({});
    renderApp({ as: makeUser({ id: '0195f3a2-7c4e-7d2a-9b1e-aaaaaaaaaaaa', timezone: 'UTC' }) });
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(elapsed()).toHaveTextContent('0:00:00');
    expect(screen.getByLabelText('Workout type')).toHaveValue('cardio');
    expect(screen.getByLabelText('Planned minutes')).toHaveValue(30);
    expect(probe()).toBeNull();
  });

  it('starts fresh with a warning when the stored state is corrupt', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    mockFitnessApi();
    window.localStorage.setItem(KEY, '{"state":"running","startTime":"soon"');
    renderApp();
    expect(await screen.findByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(elapsed()).toHaveTextContent('0:00:00');
    expect(warn).toHaveBeenCalled();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('keeps a workout whose save failed, says why, and saves it on retry', async () => {
    let fail = true;
    const { calls } = mockFitnessApi({
      extra: [
        [
          fitnessApi.create,
          ({ body }) =>
            fail
              ? {
                  status: 400,
                  body: { message: 'Duration is 1 to 1440 whole minutes', code: 'fitness.durationMinutes' },
                }
              : { status: 201, body: makeWorkout(body as never) },
        ],
      ],
    });
    renderApp();
    const events = setup();
    await events.click(await screen.findByRole('button', { name: 'Start' }));
    await advance(90_000);
    await events.click(screen.getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Workout not saved')).toBeInTheDocument();
    expect(screen.getByText('Duration is 1 to 1440 whole minutes')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/This workout isn't saved yet/);
    // Kept, paused at the press, and still stored for a reload.
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(elapsed()).toHaveTextContent(/^0:01:3\d$/);
    expect(window.localStorage.getItem(KEY)).toContain('"paused"');

    fail = false;
    await events.click(screen.getByRole('button', { name: 'Retry saving' }));
    expect(await screen.findByText('Workout Saved!')).toBeInTheDocument();
    const posts = writes(calls);
    expect(posts).toHaveLength(2);
    expect(posts[1]?.body).toEqual(posts[0]?.body);
    expect(posts[1]?.body).toMatchObject({ duration: 2, calories: 16 });
    expect(screen.getByRole('button', { name: 'Start' })).toBeInTheDocument();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});
