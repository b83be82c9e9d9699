import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mood, MoodInsight } from '@track-grow/domain/mood';
import { moodApi } from '@track-grow/domain/mood/api';
import { withParams } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetToasts } from '../../../lib/toast.ts';
import { makeMood, makeSummary, mockMoodApi, NOW, period, TODAY, user } from '../test-fixtures.ts';
import MoodPage from './mood-page.tsx';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetToasts();
});

describe('MoodPage', () => {
  it('logs a mood in two taps, for the user’s own today', async () => {
    const { calls } = mockMoodApi([], makeSummary(), [
      [moodApi.create, ({ body }) => ({ status: 201, body: makeMood(body as Partial<Mood>) })],
    ]);
    renderWithProviders(<MoodPage />, { user });
    const ui = userEvent.setup();
    expect(await screen.findByRole('heading', { name: 'Your mood story starts here' })).toBeInTheDocument();

    await ui.click(screen.getByRole('radio', { name: 'Great' }));
    await ui.click(screen.getByRole('button', { name: 'Log mood' }));

    expect(await screen.findByText('Mood logged')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/api/moods',
      body: { date: TODAY, rating: 5, emotions: [] },
    });
    // The form is ready for the next one, and the insights are read again with the new entry.
    expect(screen.getByRole('radio', { name: 'Great' })).not.toBeChecked();
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/moods/insights')).toHaveLength(2));
  });

  it('sends the chosen emotions and note, and asks for a face first', async () => {
    const { calls } = mockMoodApi([], makeSummary(), [
      [moodApi.create, ({ body }) => ({ status: 201, body: makeMood(body as Partial<Mood>) })],
    ]);
    renderWithProviders(<MoodPage />, { user });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Log mood' }));
    expect(screen.getByText('Pick how you feel')).toBeInTheDocument();
    expect(calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await ui.click(screen.getByRole('radio', { name: 'Bad' }));
    expect(screen.queryByText('Pick how you feel')).not.toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Tired' }));
    await ui.click(screen.getByRole('button', { name: 'Stressed' }));
    await ui.type(screen.getByLabelText('Note (optional)'), '  Long day  ');
    await ui.click(screen.getByRole('button', { name: 'Log mood' }));
    await waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        date: TODAY,
        rating: 2,
        emotions: ['tired', 'stressed'],
        note: 'Long day',
      }),
    );
  });

  it('shows the averages with one decimal and SPEC.md 9’s faces, "-" when there is none', async () => {
    mockMoodApi(
      [makeMood()],
      makeSummary({ week: period(4.2, 5), month: period(3.95, 9), year: period(2.9, 40) }),
    );
    renderWithProviders(<MoodPage />, { user });
    const week = await screen.findByTestId('mood-average-week');
    expect(week).toHaveTextContent('4.2');
    expect(within(week).getByText('Happy')).toBeInTheDocument();
    expect(week).toHaveTextContent('5 days logged');
    // 3.95 shows as 4.0, and the face follows the shown value.
    const month = screen.getByTestId('mood-average-month');
    expect(month).toHaveTextContent('4.0');
    expect(within(month).getByText('Happy')).toBeInTheDocument();
    const year = screen.getByTestId('mood-average-year');
    expect(year).toHaveTextContent('2.9');
    expect(within(year).getByText('Sad')).toBeInTheDocument();
  });

  it('shows "-" and no face without entries, and a neutral face from 3.0', async () => {
    mockMoodApi(
      [makeMood()],
      makeSummary({ week: period(null, 0), month: period(3, 2), year: period(3.4, 8) }),
    );
    renderWithProviders(<MoodPage />, { user });
    const week = await screen.findByTestId('mood-average-week');
    expect(week).toHaveTextContent('-');
    expect(within(week).queryByText(/Happy|Neutral|Sad/)).not.toBeInTheDocument();
    expect(within(screen.getByTestId('mood-average-month')).getByText('Neutral')).toBeInTheDocument();
    expect(screen.getByTestId('mood-average-month')).toHaveTextContent('3.0');
  });

  it('colours the year in pixels by daily average and names each logged day', async () => {
    mockMoodApi(
      [makeMood()],
      makeSummary({ pixels: { year: 2026, days: { '2026-03-01': 4.5, '2026-03-02': 1.2 } } }),
    );
    renderWithProviders(<MoodPage />, { user });
    const table = await screen.findByRole('table', {
      name: 'Your daily mood average in 2026, by month and day',
    });
    expect(within(table).getByText('4.5')).toBeInTheDocument();
    expect(within(table).getByText('4.5').parentElement).toHaveClass('bg-emerald-600');
    expect(within(table).getByText('1.2').parentElement).toHaveClass('bg-rose-500');
    expect(screen.getByText('2 days logged in 2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next year' })).toBeDisabled();
  });

  it('loads another year’s pixels', async () => {
    const { calls } = mockMoodApi([makeMood()], makeSummary(), [
      [
        moodApi.summary,
        ({ url }) => {
          const year = Number(url.searchParams.get('year'));
          return { body: makeSummary({ pixels: { year, days: year === 2025 ? { '2025-12-31': 3 } : {} } }) };
        },
      ],
    ]);
    renderWithProviders(<MoodPage />, { user });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Previous year' }));
    expect(await screen.findByText('1 day logged in 2025')).toBeInTheDocument();
    expect(calls.some((call) => call.path === '/api/moods/summary?year=2025')).toBe(true);
    expect(screen.getByRole('button', { name: 'Previous year' })).toBeDisabled();
  });

  it('reaches back to the year of the oldest entry (the summary’s firstYear), before the account was made', async () => {
    mockMoodApi([makeMood()], makeSummary(), [
      [
        moodApi.summary,
        ({ url }) => {
          const year = Number(url.searchParams.get('year'));
          return {
            body: makeSummary({
              firstYear: 2023,
              pixels: { year, days: year === 2023 ? { '2023-04-02': 4 } : {} },
            }),
          };
        },
      ],
    ]);
    renderWithProviders(<MoodPage />, { user });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Previous year' }));
    await ui.click(await screen.findByRole('button', { name: 'Previous year' }));
    await ui.click(await screen.findByRole('button', { name: 'Previous year' }));
    expect(await screen.findByText('1 day logged in 2023')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous year' })).toBeDisabled();
  });

  it('lists recent entries and deletes one after a confirmation', async () => {
    const mood = makeMood({ rating: 2, emotions: ['tired'], note: 'Slept badly' });
    const { calls } = mockMoodApi([mood, makeMood({ date: '2026-03-09', rating: 5 })], makeSummary(), [
      [withParams(moodApi.remove, { id: mood.id }), { body: { message: 'Mood entry deleted' } }],
    ]);
    renderWithProviders(<MoodPage />, { user });
    const ui = userEvent.setup();
    const today = await screen.findByRole('region', { name: 'Today' });
    expect(within(today).getByText('Slept badly')).toBeInTheDocument();
    expect(within(today).getByText('Tired')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Monday, March 9' })).toBeInTheDocument();

    await ui.click(within(today).getByRole('button', { name: 'Delete “Bad” from Today' }));
    await ui.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Entry deleted')).toBeInTheDocument();
    expect(calls.some((call) => call.method === 'DELETE' && call.path === `/api/moods/${mood.id}`)).toBe(
      true,
    );
  });

  it('edits an entry in a sheet and refuses a future day', async () => {
    const mood = makeMood({ rating: 3 });
    const { calls } = mockMoodApi([mood], makeSummary(), [
      [
        withParams(moodApi.update, { id: mood.id }),
        ({ body }) => ({ body: { ...mood, ...(body as object) } }),
      ],
    ]);
    renderWithProviders(<MoodPage />, { user });
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Edit “Okay” from Today' }));
    const sheet = await screen.findByRole('dialog', { name: 'Edit mood' });
    await ui.click(within(sheet).getByRole('radio', { name: 'Good' }));
    const day = within(sheet).getByLabelText('Day');
    await ui.clear(day);
    await ui.type(day, '2026-03-12');
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(day).toHaveAccessibleDescription("You can't log a mood for a day that hasn't come yet");
    expect(calls.filter((call) => call.method === 'PATCH')).toHaveLength(0);

    await ui.clear(day);
    await ui.type(day, '2026-03-10');
    await ui.click(within(sheet).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Mood updated')).toBeInTheDocument();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toMatchObject({
      rating: 4,
      date: '2026-03-10',
    });
  });

  it('says nothing when the server finds no insight, and shows the ones it finds', async () => {
    const { calls } = mockMoodApi([makeMood()]);
    const first = renderWithProviders(<MoodPage />, { user });
    await screen.findByRole('heading', { name: 'Recent entries' });
    await waitFor(() => expect(calls.some((call) => call.path === '/api/moods/insights')).toBe(true));
    expect(screen.queryByRole('heading', { name: 'What goes with better days' })).not.toBeInTheDocument();
    first.unmount();

    const insights: MoodInsight[] = [
      {
        factor: 'allHabitsDone',
        withAverage: 5,
        withoutAverage: 3,
        withDays: 6,
        withoutDays: 6,
        difference: 2,
      },
      {
        factor: 'completedTask',
        withAverage: 3.4,
        withoutAverage: 3.9,
        withDays: 8,
        withoutDays: 5,
        difference: -0.5,
      },
    ];
    mockMoodApi([makeMood()], makeSummary(), [[moodApi.insights, { body: insights }]]);
    renderWithProviders(<MoodPage />, { user });
    expect(await screen.findByRole('heading', { name: 'What goes with better days' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'On days you complete all your habits, your mood averages 5.0, against 3.0 otherwise.',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText('On days you complete a task, your mood averages 3.4, against 3.9 otherwise.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Based on 8 days like that and 5 others.')).toBeInTheDocument();
  });
});

describe('MoodPage: ?new=1 (the Hub’s "Quick add")', () => {
  it('puts the focus on the logger’s first face and takes ?new out of the URL in place', async () => {
    mockMoodApi([]);
    const { location } = renderWithProviders(<MoodPage />, { user, path: '/mood?new=1' });
    expect(screen.getByRole('radio', { name: 'Awful' })).toHaveFocus();
    expect(location.history).toEqual(['/mood']);
    await screen.findByRole('heading', { name: 'Your mood story starts here' });
  });

  it('leaves the focus alone on a plain visit', async () => {
    mockMoodApi([]);
    renderWithProviders(<MoodPage />, { user, path: '/mood' });
    expect(screen.getByRole('radio', { name: 'Awful' })).not.toHaveFocus();
    await screen.findByRole('heading', { name: 'Your mood story starts here' });
  });
});
