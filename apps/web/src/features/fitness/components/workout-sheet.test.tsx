import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fitnessApi } from '@track-grow/domain/fitness/api';
import { resetToasts } from '../../../lib/toast.ts';
import { withParams } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeWorkout, mockFitnessApi, NOW, TODAY, user } from '../test-fixtures.ts';
import FitnessPage from './fitness-page.tsx';
import { WorkoutTimerProvider } from './workout-timer-provider.tsx';

function renderPage() {
  return renderWithProviders(
    <WorkoutTimerProvider>
      <FitnessPage />
    </WorkoutTimerProvider>,
    { user, path: '/fitness' },
  );
}

async function openLogSheet() {
  const events = userEvent.setup({ delay: null });
  const [open] = await screen.findAllByRole('button', { name: 'Log workout' });
  await events.click(open!);
  const sheet = await screen.findByRole('dialog', { name: 'Log workout' });
  return { events, sheet, field: (label: string) => within(sheet).getByLabelText(label) };
}

const writes = <C extends { method: string }>(calls: C[]) => calls.filter((call) => call.method !== 'GET');

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

describe('the "Log workout" sheet', () => {
  it('shows each bad field’s message under it and sends nothing', async () => {
    const { calls } = mockFitnessApi();
    renderPage();
    const { events, sheet, field } = await openLogSheet();
    await events.clear(field('Duration (minutes)'));
    await events.type(field('Duration (minutes)'), '0');
    await events.clear(field('Date'));
    await events.click(within(sheet).getByRole('button', { name: 'Add exercise' }));
    const exercise = within(sheet).getByRole('group', { name: 'Exercise 1' });
    await events.type(within(exercise).getByLabelText('Reps'), '2000');
    await events.click(within(sheet).getByRole('button', { name: 'Save workout' }));

    expect(await within(sheet).findByText('Duration is 1 to 1440 whole minutes')).toBeInTheDocument();
    expect(field('Duration (minutes)')).toHaveAttribute('aria-invalid', 'true');
    expect(within(sheet).getByText('Date is required')).toBeInTheDocument();
    expect(within(exercise).getByText('Name the exercise')).toBeInTheDocument();
    expect(within(exercise).getByText('Reps are a whole number from 1 to 1000')).toBeInTheDocument();
    expect(writes(calls)).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Log workout' })).toBeInTheDocument();

    // A field's message goes once it changes.
    await events.type(field('Duration (minutes)'), '5');
    expect(within(sheet).queryByText('Duration is 1 to 1440 whole minutes')).not.toBeInTheDocument();
  });

  it('names a workout left unnamed after its type, as the timer does', async () => {
    const { calls } = mockFitnessApi();
    renderPage();
    const { events, sheet, field } = await openLogSheet();
    await events.selectOptions(field('Type'), 'strength');
    expect(field('Name (optional)')).toHaveAttribute('placeholder', 'Strength Session');
    await events.click(within(sheet).getByRole('button', { name: 'Save workout' }));
    await waitFor(() => expect(writes(calls)).toHaveLength(1));
    expect(writes(calls)[0]!.body).toMatchObject({ name: 'Strength Session', type: 'strength' });
  });

  it('fills calories as 8 per minute of the duration until the user types them', async () => {
    mockFitnessApi();
    renderPage();
    const { events, field } = await openLogSheet();
    expect(field('Duration (minutes)')).toHaveValue(30);
    expect(field('Calories')).toHaveValue(240);
    await events.clear(field('Duration (minutes)'));
    await events.type(field('Duration (minutes)'), '45');
    expect(field('Calories')).toHaveValue(360);

    await events.clear(field('Calories'));
    await events.type(field('Calories'), '500');
    await events.clear(field('Duration (minutes)'));
    await events.type(field('Duration (minutes)'), '60');
    expect(field('Calories')).toHaveValue(500);
  });

  it('logs a workout with its exercises, dated the user’s today by default', async () => {
    const { calls } = mockFitnessApi();
    renderPage();
    const { events, sheet, field } = await openLogSheet();
    expect(field('Date')).toHaveValue(TODAY);
    await events.type(field('Name (optional)'), 'Push day');
    await events.selectOptions(field('Type'), 'strength');
    await events.selectOptions(field('Difficulty'), 'hard');
    await events.clear(field('Duration (minutes)'));
    await events.type(field('Duration (minutes)'), '50');
    await events.type(field('Description (optional)'), 'Felt strong');
    await events.click(within(sheet).getByRole('button', { name: 'Add exercise' }));
    await events.click(within(sheet).getByRole('button', { name: 'Add exercise' }));
    await events.click(within(sheet).getByRole('button', { name: 'Add exercise' }));
    const row = (n: number) => within(within(sheet).getByRole('group', { name: `Exercise ${n}` }));
    await events.type(row(1).getByLabelText('Exercise name'), 'Bench press');
    await events.type(row(1).getByLabelText('Sets'), '3');
    await events.type(row(1).getByLabelText('Reps'), '5');
    await events.type(row(1).getByLabelText('Weight (kg)'), '82.5');
    await events.type(row(2).getByLabelText('Exercise name'), 'To remove');
    await events.type(row(3).getByLabelText('Exercise name'), 'Push-ups');
    await events.type(row(3).getByLabelText('Reps'), '20');
    await events.click(within(sheet).getByRole('button', { name: 'Remove exercise 2' }));
    await events.click(within(sheet).getByRole('button', { name: 'Save workout' }));

    expect(await screen.findByText('Workout logged')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/workouts',
        body: {
          name: 'Push day',
          type: 'strength',
          difficulty: 'hard',
          duration: 50,
          calories: 400,
          date: TODAY,
          description: 'Felt strong',
          exercises: [
            { name: 'Bench press', sets: 3, reps: 5, weightKg: 82.5 },
            { name: 'Push-ups', sets: null, reps: 20, weightKg: null },
          ],
        },
      }),
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('edits a workout from the history', async () => {
    const ride = makeWorkout({ name: 'Evening ride', type: 'cycling', duration: 45, calories: 300 });
    const { calls } = mockFitnessApi({
      workouts: [ride],
      extra: [
        [
          withParams(fitnessApi.update, { id: ride.id }),
          ({ body }) => ({
            body: { ...ride, ...(body as object) },
          }),
        ],
      ],
    });
    renderPage();
    const events = userEvent.setup({ delay: null });
    await events.click(await screen.findByRole('button', { name: 'Edit Evening ride' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit workout' });
    const field = (label: string) => within(sheet).getByLabelText(label);
    expect(field('Name (optional)')).toHaveValue('Evening ride');
    // Calories typed once stay as they are.
    expect(field('Calories')).toHaveValue(300);
    await events.clear(field('Duration (minutes)'));
    await events.type(field('Duration (minutes)'), '50');
    expect(field('Calories')).toHaveValue(300);
    await events.click(within(sheet).getByRole('button', { name: 'Save workout' }));
    expect(await screen.findByText('Workout updated')).toBeInTheDocument();
    expect(writes(calls)).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        path: `/api/workouts/${ride.id}`,
        body: expect.objectContaining({ name: 'Evening ride', duration: 50, calories: 300 }),
      }),
    ]);
  });

  it('shows the server’s field error under its field and keeps the sheet open', async () => {
    mockFitnessApi({
      extra: [
        [
          fitnessApi.create,
          {
            status: 400,
            body: {
              message: 'Name is required',
              issues: [{ path: 'name', message: 'Name is required', code: 'fitness.nameRequired' }],
            },
          },
        ],
      ],
    });
    renderPage();
    const { events, sheet, field } = await openLogSheet();
    await events.type(field('Name (optional)'), 'Swim');
    await events.click(within(sheet).getByRole('button', { name: 'Save workout' }));
    expect(await within(sheet).findByText('Name is required')).toBeInTheDocument();
    expect(field('Name (optional)')).toHaveValue('Swim');
  });
});
