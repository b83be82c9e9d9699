import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fitnessApi } from '@track-grow/domain/fitness/api';
import { authApi } from '@track-grow/domain/auth/api';
import { resetToasts } from '../../../lib/toast.ts';
import { withParams } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeBest, makeSummary, makeWorkout, mockFitnessApi, NOW, user } from '../test-fixtures.ts';
import FitnessPage from './fitness-page.tsx';
import { WorkoutTimerProvider } from './workout-timer-provider.tsx';

function renderPage(path = '/fitness') {
  return renderWithProviders(
    <WorkoutTimerProvider>
      <FitnessPage />
    </WorkoutTimerProvider>,
    { user, path },
  );
}

const region = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  resetToasts();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetToasts();
});

describe('FitnessPage: goal, bests and history', () => {
  it('shows the week against the goal, the personal bests and the history newest first', async () => {
    mockFitnessApi({
      summary: makeSummary({
        personalBests: [
          makeBest(),
          makeBest({
            name: 'Plank',
            heaviest: null,
            mostReps: null,
            longest: { durationSec: 95, date: '2026-03-10', workoutId: makeWorkout().id },
            times: 1,
          }),
        ],
      }),
      workouts: [
        makeWorkout({ name: 'Evening ride', type: 'cycling', duration: 45, calories: 360 }),
        makeWorkout({
          name: 'Push day',
          type: 'strength',
          date: '2026-03-18',
          exercises: [{ name: 'Bench press', sets: 3, reps: 5, weightKg: 80 }],
        }),
      ],
    });
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Fitness' })).toBeInTheDocument();
    const goal = region('Weekly goal');
    expect(await within(goal).findByText('95 of 150 min')).toBeInTheDocument();
    expect(within(goal).getByText('3 workouts')).toBeInTheDocument();
    expect(within(goal).getByText('760 kcal')).toBeInTheDocument();
    expect(within(goal).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '63');

    const bests = region('Personal bests');
    const [bench, plank] = within(bests).getAllByRole('listitem');
    expect(bench).toHaveTextContent('Bench press');
    expect(bench).toHaveTextContent('Heaviest80 kg × 5 on Mar 14, 2026');
    expect(bench).toHaveTextContent('Most reps12 reps on Mar 2, 2026');
    expect(bench).toHaveTextContent('Logged 4 times');
    expect(plank).toHaveTextContent('Longest1:35 on Mar 10, 2026');
    expect(plank).toHaveTextContent('Logged once');

    const history = region('History');
    const rows = await within(history).findAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('p')?.textContent)).toEqual(['Evening ride', 'Push day']);
    expect(rows[0]).toHaveTextContent('Mar 20, 2026· Cycling· 45 min· 360 kcal· Medium');
    expect(rows[1]).toHaveTextContent('1 exercise');
  });

  it('shows empty states when there is nothing yet', async () => {
    mockFitnessApi({ summary: makeSummary({ weekMinutes: 0, weekWorkouts: 0, weekCalories: 0 }) });
    renderPage();
    expect(await screen.findByText(/No workouts yet/)).toBeInTheDocument();
    expect(screen.getByText(/to see your bests here/)).toBeInTheDocument();
    expect(within(region('Weekly goal')).getByText('0 workouts')).toBeInTheDocument();
  });

  it('loads older workouts with "Load more" through the cursor', async () => {
    const { calls } = mockFitnessApi({
      extra: [
        [
          fitnessApi.list,
          ({ url }) =>
            url.searchParams.get('cursor') === 'page-2'
              ? { body: [makeWorkout({ name: 'Old swim', date: '2026-02-01' })] }
              : { body: [makeWorkout({ name: 'New run' })], headers: { 'x-next-cursor': 'page-2' } },
        ],
      ],
    });
    renderPage();
    const history = region('History');
    expect(await within(history).findByText('New run')).toBeInTheDocument();
    await userEvent.click(within(history).getByRole('button', { name: 'Load more' }));
    expect(await within(history).findByText('Old swim')).toBeInTheDocument();
    expect(within(history).queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(calls.map((call) => call.path)).toContain('/api/workouts?limit=10&cursor=page-2');
  });

  it('deletes a workout only after the confirmation', async () => {
    const run = makeWorkout({ name: 'Morning run' });
    const { calls } = mockFitnessApi({
      workouts: [run],
      extra: [[withParams(fitnessApi.remove, { id: run.id }), { body: { message: 'Deleted' } }]],
    });
    renderPage();
    const events = userEvent.setup();
    await events.click(await screen.findByRole('button', { name: 'Delete Morning run' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Morning run?' });
    await events.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.method === 'DELETE')).toEqual([]);

    await events.click(screen.getByRole('button', { name: 'Delete Morning run' }));
    await events.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(await screen.findByText('Workout deleted')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual([
      `/api/workouts/${run.id}`,
    ]);
  });

  it('changes the weekly goal through the profile and refreshes the summary; a bad goal sends nothing', async () => {
    let goalMinutes = 150;
    const { calls } = mockFitnessApi({
      extra: [
        [fitnessApi.summary, () => ({ body: makeSummary({ goalMinutes }) })],
        [
          authApi.updateUser,
          ({ body }) => {
            goalMinutes = (body as { preferences: { fitnessWeeklyGoalMinutes: number } }).preferences
              .fitnessWeeklyGoalMinutes;
            return { body: { ...user, preferences: { fitnessWeeklyGoalMinutes: goalMinutes } } };
          },
        ],
      ],
    });
    renderPage();
    const events = userEvent.setup();
    const goal = region('Weekly goal');
    await within(goal).findByText('95 of 150 min');
    await events.click(within(goal).getByRole('button', { name: 'Change goal' }));
    const sheet = await screen.findByRole('dialog', { name: 'Weekly goal' });
    const field = within(sheet).getByLabelText('Minutes per week');
    expect(field).toHaveValue(150);

    await events.clear(field);
    await events.type(field, '5');
    await events.click(within(sheet).getByRole('button', { name: 'Save goal' }));
    expect(await within(sheet).findByText('Enter whole minutes from 10 to 5000')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);

    await events.clear(field);
    await events.type(field, '200');
    await events.click(within(sheet).getByRole('button', { name: 'Save goal' }));
    expect(await within(goal).findByText('95 of 200 min')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
      expect.objectContaining({
        path: '/api/auth/user',
        body: { preferences: { fitnessWeeklyGoalMinutes: 200 } },
      }),
    ]);
    expect(screen.getByText('Weekly goal updated')).toBeInTheDocument();
  });

  it('toasts a failed read with the server’s reason', async () => {
    mockFitnessApi({
      extra: [[fitnessApi.summary, { status: 500, body: { message: 'Database down' } }]],
    });
    renderPage();
    expect(await screen.findByText('Could not load your workouts')).toBeInTheDocument();
  });
});

describe('FitnessPage: ?new=1 (the Hub’s "Quick add")', () => {
  it('opens the workout log sheet and takes ?new out of the URL in place', async () => {
    mockFitnessApi();
    const { location } = renderPage('/fitness?new=1');
    expect(await screen.findByRole('dialog', { name: 'Log workout' })).toBeInTheDocument();
    expect(location.history).toEqual(['/fitness']);
  });
});
