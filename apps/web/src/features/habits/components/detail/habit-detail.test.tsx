import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { habitsApi } from '@track-grow/domain/habits/api';
import { makeUser, type MockRoute, withParams } from '../../../../test/api-mock.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { resetToasts } from '../../../../lib/toast.ts';
import { NOW, READ_ID, done, makeHabit, makeStats, skipped } from '../../test-fixtures.ts';
import { mockHabitsApi } from '../../test-routes.ts';
import { HabitTimersProvider } from '../habit-timers-provider.tsx';
import HabitsPage from '../habits-page.tsx';

const read = makeHabit();

function renderDetail(extra: readonly MockRoute[] = []) {
  const api = mockHabitsApi({
    habits: [read],
    completions: [done(READ_ID, '2026-03-10'), skipped(READ_ID, '2026-03-11')],
    extra: [
      [withParams(habitsApi.get, { id: READ_ID }), { body: read }],
      [withParams(habitsApi.habitStats, { id: READ_ID }), { body: makeStats() }],
      [
        habitsApi.heatmapStats,
        { body: { from: '2026-03-13', to: '2026-03-14', scheduled: [1, 1], completed: [1, 0] } },
      ],
      ...extra,
    ],
  });
  renderWithProviders(
    <HabitTimersProvider>
      <HabitsPage />
    </HabitTimersProvider>,
    { user: makeUser(), path: `/habits?habit=${READ_ID}` },
  );
  return api;
}

const day = (label: RegExp) => screen.getByRole('button', { name: label });

beforeEach(() => {
  vi.useFakeTimers({ now: NOW, toFake: ['Date'] });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetToasts();
});

describe('Habit page', () => {
  it('shows the current and best streak, strength and the 30- and 90-day rates from the habit’s stats', async () => {
    renderDetail();
    expect(await screen.findByRole('heading', { level: 1, name: 'Read' })).toBeInTheDocument();
    const stats = await screen.findByRole('region', { name: 'Statistics' });
    const value = (label: string) => within(stats).getByText(label).nextElementSibling?.textContent;
    expect(value('Current streak')).toBe('🔥 4days');
    expect(value('Best streak')).toBe('12days');
    expect(value('Strength')).toBe('63%');
    expect(value('Last 30 days')).toBe('80%');
    expect(value('Last 90 days')).toBe('71%');
    expect(
      screen.getByRole('img', { name: 'Done on 1 of 1 scheduled days in the last 12 months' }),
    ).toBeInTheDocument();
  });

  it('ticks, unticks and skips past days of the month; future days are disabled', async () => {
    const { calls } = renderDetail();
    await screen.findByRole('heading', { name: 'March 2026' });
    expect(await screen.findByRole('button', { name: 'Tuesday, March 10, Done' })).toBeInTheDocument();
    expect(day(/^Wednesday, March 11, Skipped/)).toBeInTheDocument();
    expect(day(/^Thursday, March 12, Missed/)).toBeInTheDocument();
    expect(day(/^Sunday, March 15/)).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next month' })).toBeDisabled();

    const user = userEvent.setup();
    const puts = () => calls.filter((c) => c.method === 'PUT');
    await user.click(day(/^Thursday, March 12/));
    await user.click(screen.getByRole('button', { name: 'Done', pressed: false }));
    await waitFor(() => expect(day(/^Thursday, March 12/)).toHaveAccessibleName('Thursday, March 12, Done'));
    expect(puts()[0]).toMatchObject({
      path: `/api/habits/${READ_ID}/completions/2026-03-12`,
      body: { completed: true, skipped: false },
    });

    await user.click(day(/^Tuesday, March 10/));
    await user.click(screen.getByRole('button', { name: 'Not done' }));
    await waitFor(() => expect(day(/^Tuesday, March 10/)).toHaveAccessibleName('Tuesday, March 10, Missed'));
    expect(puts()[1]).toMatchObject({
      path: `/api/habits/${READ_ID}/completions/2026-03-10`,
      body: { completed: false, skipped: false },
    });

    await user.click(screen.getByRole('button', { name: 'Skip' }));
    await waitFor(() => expect(day(/^Tuesday, March 10/)).toHaveAccessibleName('Tuesday, March 10, Skipped'));
    expect(puts()[2]?.body).toEqual({ completed: false, skipped: true });
    expect(screen.getByRole('button', { name: 'Skip' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('goes back a month, but not before the habit started', async () => {
    renderDetail();
    await screen.findByRole('heading', { name: 'March 2026' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'February 2026' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByRole('heading', { name: 'January 2026' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous month' })).toBeDisabled();
  });

  it('rolls a day back with a toast when the server refuses it', async () => {
    renderDetail([
      [
        withParams(habitsApi.setCompletion, { id: READ_ID, date: '2026-03-12' }),
        { status: 400, body: { message: "You can't complete a future day" } },
      ],
    ]);
    await screen.findByRole('button', { name: /^Thursday, March 12, Missed/ });
    const user = userEvent.setup();
    await user.click(day(/^Thursday, March 12/));
    await user.click(screen.getByRole('button', { name: 'Done', pressed: false }));
    expect(await screen.findByText('Could not change that day')).toBeInTheDocument();
    await waitFor(() =>
      expect(day(/^Thursday, March 12/)).toHaveAccessibleName('Thursday, March 12, Missed'),
    );
  });

  it('says so when the habit does not exist', async () => {
    renderDetail([
      [withParams(habitsApi.get, { id: READ_ID }), { status: 404, body: { message: 'Habit not found' } }],
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Habit not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All habits' })).toHaveAttribute('href', '/habits');
  });
});
