import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ChartPoint, DashboardAnalytics, Insights } from '@track-grow/domain/dashboard';
import { dashboardApi, insightsApi, widgetsApi } from '@track-grow/domain/dashboard/api';
import { i18n } from '../../../lib/i18n.ts';
import { makeWidgetData } from '../../../features/widgets/test-fixtures.ts';
import { makeUser, mockApi, type MockReply } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import DashboardPage from './dashboard-page.tsx';

afterEach(async () => {
  vi.unstubAllGlobals();
  await i18n.changeLanguage('en');
});

const day = (date: string): ChartPoint => ({
  date,
  score: 70,
  mood: 80,
  habits: 60,
  fitness: null,
  tasks: 70,
  money: null,
});

function makeAnalytics(overrides: Partial<DashboardAnalytics> = {}): DashboardAnalytics {
  return {
    today: '2026-11-25',
    lifeScore: { currentScore: 72, previousScore: 64, trend: 'up' },
    areas: [
      { area: 'mood', score: 80, days: 6 },
      { area: 'habits', score: 60, days: 7 },
      { area: 'fitness', score: null, days: 0 },
      { area: 'tasks', score: 70, days: 4 },
      { area: 'money', score: 35, days: 7 },
    ],
    last7Days: ['19', '20', '21', '22', '23', '24', '25'].map((d) => day(`2026-11-${d}`)),
    totals: {
      habitsCompleted: 12,
      tasksCompleted: 5,
      moodsLogged: 6,
      workoutMinutes: 0,
      focusMinutes: 150,
      booksFinished: 1,
      lessonsLearned: 2,
      notesWritten: 3,
      income: '2500.00',
      expenses: '1234.50',
    },
    ...overrides,
  };
}

const insights: Insights = {
  days: 90,
  insights: [
    {
      factor: 'sleep7h',
      measure: 'mood',
      withAverage: 4.1,
      withoutAverage: 3.4,
      withDays: 23,
      withoutDays: 41,
      difference: 0.7,
    },
    {
      factor: 'focusHour',
      measure: 'tasksCompleted',
      withAverage: 3,
      withoutAverage: 1.5,
      withDays: 10,
      withoutDays: 54,
      difference: 1.5,
    },
  ],
};

function renderPage(analytics: MockReply, insightsReply: MockReply = { body: insights }) {
  const api = mockApi([
    [dashboardApi.analytics, analytics],
    [insightsApi.list, insightsReply],
    [widgetsApi.data, { body: makeWidgetData() }],
  ]);
  renderWithProviders(<DashboardPage />, { user: makeUser(), path: '/dashboard' });
  return api;
}

describe('/dashboard', () => {
  it("shows Home's widget strip too", async () => {
    renderPage({ body: makeAnalytics() });
    const strip = await screen.findByRole('region', { name: 'Dashboard' });
    expect(await within(strip).findAllByRole('link')).not.toHaveLength(0);
  });

  it('shows the life score with its trend in words and the formula', async () => {
    renderPage({ body: makeAnalytics() });
    const score = await screen.findByRole('region', { name: 'Life score' });
    expect(score).toHaveTextContent('72');
    expect(score).toHaveTextContent('out of 100');
    expect(score).toHaveTextContent('Up from 64 the 7 days before');
    const formula = screen.getByRole('region', { name: 'How it is worked out' });
    expect(formula).toHaveTextContent(/mean of the areas that had data/);
    expect(formula).toHaveTextContent("Mood: the day's average rating × 20.");
    expect(formula).toHaveTextContent(/3 points or more/);
    expect(formula).toHaveTextContent(/last 7 finished days: today counts once it has ended/);
  });

  it('says the trend is down or steady', async () => {
    renderPage({
      body: makeAnalytics({ lifeScore: { currentScore: 50, previousScore: 58, trend: 'down' } }),
    });
    expect(await screen.findByText('Down from 58 the 7 days before')).toBeInTheDocument();
  });

  it('shows "-" and why when there is no score yet', async () => {
    renderPage({
      body: makeAnalytics({ lifeScore: { currentScore: null, previousScore: null, trend: 'flat' } }),
    });
    const score = await screen.findByRole('region', { name: 'Life score' });
    expect(score).toHaveTextContent('-');
    expect(score).toHaveTextContent(/No score yet/);
    expect(score).not.toHaveTextContent('out of 100');
  });

  it('lists each area’s part over the last 7 days', async () => {
    renderPage({ body: makeAnalytics() });
    const breakdown = await screen.findByRole('region', { name: 'Each area over the last 7 finished days' });
    expect(within(breakdown).getByRole('listitem', { name: 'Mood' })).toHaveTextContent('80% · 6 of 7 days');
    expect(within(breakdown).getByRole('listitem', { name: 'Habits' })).toHaveTextContent(
      '60% · 7 of 7 days',
    );
    expect(within(breakdown).getByRole('listitem', { name: 'Fitness' })).toHaveTextContent(
      'No data · 0 of 7 days',
    );
  });

  it('links each of the week’s totals to its area', async () => {
    renderPage({ body: makeAnalytics() });
    const totals = await screen.findByRole('region', { name: 'The last 7 days' });
    expect(within(totals).getByRole('link', { name: '12 Habits completed' })).toHaveAttribute(
      'href',
      '/habits',
    );
    expect(within(totals).getByRole('link', { name: '150 Focus minutes' })).toHaveAttribute('href', '/focus');
    expect(within(totals).getByRole('link', { name: '$1,234.50 Expenses' })).toHaveAttribute(
      'href',
      '/money',
    );
  });

  it('words each insight with its day counts', async () => {
    renderPage({ body: makeAnalytics() });
    const list = await screen.findByRole('region', { name: 'Insights' });
    expect(
      await within(list).findByText(
        'On days you sleep 7 h or more your mood averages 4.1, against 3.4 otherwise (23 and 41 days).',
      ),
    ).toBeInTheDocument();
    expect(
      within(list).getByText(
        'On days you focus for an hour or more you complete 3.0 tasks on average, against 1.5 otherwise (10 and 54 days).',
      ),
    ).toBeInTheDocument();
    expect(list).toHaveTextContent('Comparing your days over the last 90 days');
  });

  it('words the insights in Italian', async () => {
    await i18n.changeLanguage('it');
    renderPage({ body: makeAnalytics() });
    expect(
      await screen.findByText(
        'Nei giorni in cui dormi 7 ore o più il tuo umore è in media 4,1, contro 3,4 negli altri (23 e 41 giorni).',
      ),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        "Nei giorni in cui ti concentri per un'ora o più completi in media 3,0 attività, contro 1,5 negli altri (10 e 54 giorni).",
      ),
    ).toBeInTheDocument();
  });

  it('says insights come with more days when there are none', async () => {
    renderPage({ body: makeAnalytics() }, { body: { days: 90, insights: [] } });
    expect(
      await screen.findByText('Keep logging: insights appear once there are enough days to compare'),
    ).toBeInTheDocument();
  });

  it('shows a skeleton while loading and a calm retry when the figures fail', async () => {
    renderPage({ status: 500, text: 'boom' });
    expect(screen.getByRole('status', { name: 'Loading...' })).toBeInTheDocument();
    expect(await screen.findByText('Your figures could not be loaded right now.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByText(/boom|500/)).not.toBeInTheDocument();
  });
});
