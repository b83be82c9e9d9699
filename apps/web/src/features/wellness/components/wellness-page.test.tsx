import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WellnessEntry } from '@track-grow/domain/wellness';
import { wellnessApi } from '@track-grow/domain/wellness/api';
import { deferred, type MockReply } from '../../../test/api-mock.ts';
import { resetToasts } from '../../../lib/toast.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { makeEntry, mockWellnessApi, NOW, TODAY, user } from '../test-fixtures.ts';
import WellnessPage from './wellness-page.tsx';

const renderPage = () => renderWithProviders(<WellnessPage />, { user, path: '/wellness' });
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

describe('WellnessPage', () => {
  it('starts empty: no glasses yet, the form, and what to do first', async () => {
    const { calls } = mockWellnessApi();
    renderPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Wellness' })).toBeInTheDocument();
    expect(await screen.findByText('Start with a glass of water')).toBeInTheDocument();
    expect(within(region('Water')).getByText('0 glasses')).toBeInTheDocument();
    expect(within(region('Water')).getByRole('button', { name: 'Remove a glass of water' })).toBeDisabled();
    // "+1 glass" reads once: no plus icon before the label's own "+".
    const add = within(region('Water')).getByRole('button', { name: '+1 glass' });
    expect(add.querySelector('svg')).toBeNull();
    expect(calls[0]?.path).toBe('/api/wellness?from=2026-02-19&to=2026-03-20');
  });

  it("shows today's measures against the goals and the 30-day chart of each measure", async () => {
    mockWellnessApi({
      entries: [
        makeEntry({ sleepHours: 8.5, waterGlasses: 6, steps: 8200, energy: 4 }),
        makeEntry({ date: '2026-03-19', sleepHours: 6, waterGlasses: 9, steps: 4000, energy: 2 }),
        makeEntry({ date: '2026-03-01', sleepHours: 7, waterGlasses: 3 }),
      ],
    });
    renderPage();
    const water = await screen.findByRole('region', { name: 'Water' });
    expect(within(water).getByText('6 glasses')).toBeInTheDocument();
    expect(within(water).getByRole('progressbar', { name: 'Water goal' })).toHaveAttribute(
      'aria-valuenow',
      '75',
    );
    const day = region('Log the day');
    expect(within(day).getByRole('progressbar', { name: 'Sleep goal' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(within(day).getByText('Goal reached')).toBeInTheDocument();
    expect(within(day).getByLabelText('Sleep (hours)')).toHaveValue('8.5');
    expect(within(day).getByLabelText('Steps')).toHaveValue('8200');
    expect(
      within(within(day).getByRole('group', { name: 'Energy' })).getByRole('radio', { name: '4 of 5' }),
    ).toBeChecked();

    const charts = await screen.findByRole('region', { name: 'Last 30 days' });
    expect(await within(charts).findByRole('img')).toHaveAccessibleName(
      'Sleep (hours) over the last 30 days: 3 days logged, average 7.2',
    );
    await userEvent.click(within(charts).getByRole('button', { name: 'Steps' }));
    expect(within(charts).getByRole('button', { name: 'Steps' })).toHaveAttribute('aria-pressed', 'true');
    expect(within(charts).getByRole('img')).toHaveAccessibleName(
      'Steps over the last 30 days: 2 days logged, average 6,100',
    );
  });

  it('adds a glass at once with one tap, and puts it back when the server refuses', async () => {
    const held = deferred<MockReply>();
    let taps = 0;
    const { calls } = mockWellnessApi({
      entries: [makeEntry({ waterGlasses: 2 })],
      extra: [
        [
          wellnessApi.water,
          () => {
            taps += 1;
            return taps === 1 ? held.promise : { status: 500, body: { message: 'Boom' } };
          },
        ],
      ],
    });
    renderPage();
    const water = await screen.findByRole('region', { name: 'Water' });
    await within(water).findByText('2 glasses');
    await userEvent.click(within(water).getByRole('button', { name: '+1 glass' }));
    expect(within(water).getByText('3 glasses')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ date: TODAY, delta: 1 });
    held.resolve({ body: makeEntry({ waterGlasses: 3 }) });
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThan(1));

    // The second tap fails: the count goes back and a toast says so.
    await userEvent.click(within(water).getByRole('button', { name: '+1 glass' }));
    expect(await screen.findByText('Could not save the glass')).toBeInTheDocument();
    expect(within(water).getByText('2 glasses')).toBeInTheDocument();
  });

  it('saves the day and shows a field error under its field', async () => {
    const { calls } = mockWellnessApi({
      extra: [[wellnessApi.create, ({ body }) => ({ body: makeEntry(body as Partial<WellnessEntry>) })]],
    });
    renderPage();
    const day = await screen.findByRole('region', { name: 'Log the day' });
    const sleep = within(day).getByLabelText('Sleep (hours)');
    await userEvent.type(sleep, '25');
    await userEvent.click(within(day).getByRole('button', { name: 'Save' }));
    expect(await within(day).findByText('Sleep is 0 to 24 hours, in half hours')).toBeInTheDocument();
    expect(sleep).toHaveAttribute('aria-invalid', 'true');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.clear(sleep);
    await userEvent.type(sleep, '7.5');
    await userEvent.click(
      within(within(day).getByRole('group', { name: 'Energy' })).getByRole('radio', { name: '4 of 5' }),
    );
    await userEvent.click(within(day).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Day saved')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      date: TODAY,
      sleepHours: 7.5,
      meditationMinutes: null,
      steps: null,
      sleepQuality: null,
      energy: 4,
      stress: null,
    });
  });

  it('edits an earlier day picked with the date field', async () => {
    const { calls } = mockWellnessApi({
      entries: [makeEntry({ date: '2026-01-05', sleepHours: 6.5, stress: 5, waterGlasses: 4 })],
    });
    renderPage();
    const picker = await screen.findByLabelText('Day');
    fireEvent.change(picker, { target: { value: '2026-01-05' } });
    expect(await screen.findByRole('heading', { name: 'Monday, January 5, 2026' })).toBeInTheDocument();
    const day = await screen.findByRole('region', { name: 'Log the day' });
    await waitFor(() => expect(within(day).getByLabelText('Sleep (hours)')).toHaveValue('6.5'));
    expect(within(region('Water')).getByText('4 glasses')).toBeInTheDocument();
    expect(calls.some((c) => c.path === '/api/wellness?from=2026-01-05&to=2026-01-05')).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Back to today' }));
    expect(await screen.findByRole('heading', { name: 'Today' })).toBeInTheDocument();
  });
});
