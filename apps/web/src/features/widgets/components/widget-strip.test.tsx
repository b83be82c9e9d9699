import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  defaultWidgetConfig,
  setAllWidgetsEnabled,
  setWidgetEnabled,
  withEveryWidget,
} from '@track-grow/domain/dashboard';
import type { User } from '@track-grow/domain/auth';
import { widgetsApi } from '@track-grow/domain/dashboard/api';
import { deferred, makeUser, mockApi, type MockReply } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { widgetDataQuery } from '../api/get-widget-data.ts';
import { widgetConfigKey } from '../hooks/use-widget-config.ts';
import { makeWidgetData } from '../test-fixtures.ts';
import { WidgetStrip } from './widget-strip.tsx';

afterEach(() => vi.unstubAllGlobals());

const user = makeUser({ timezone: 'UTC' });
const strip = () => screen.findByRole('region', { name: 'Dashboard' });
const tiles = async () => within(await strip()).findAllByRole('link');
const everyWidgetOn = () => setAllWidgetsEnabled(withEveryWidget(defaultWidgetConfig()), true);

function storeLocally(widgets: unknown, updatedAt = '2026-03-05T10:00:00.000Z') {
  localStorage.setItem(widgetConfigKey(user.id), JSON.stringify({ updatedAt, widgets }));
}

function render(
  reply: MockReply | (() => Promise<MockReply>) = { body: makeWidgetData() },
  who: User = user,
) {
  const api = mockApi([[widgetsApi.data, reply]]);
  return { ...renderWithProviders(<WidgetStrip />, { user: who }), ...api };
}

describe('the widget strip', () => {
  it('shows the four default tiles in order after sign-up, each named by title and value', async () => {
    const { calls } = render();
    const links = await tiles();
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      'Habits Today: 3/5',
      'Best Streak: 12 days',
      'Weekly Progress: 86%',
      "Today's Tasks: 4, 1 overdue",
    ]);
    expect(within(await strip()).getByRole('button', { name: 'Configure' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/api/widgets/data']);
  });

  it('words every tile from the bundle and leads to its area', async () => {
    storeLocally(everyWidgetOn());
    render();
    const links = await tiles();
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Habits Today: 3/5', '/habits'],
      ['Best Streak: 12 days', '/habits'],
      ['Weekly Progress: 86%', '/habits'],
      ["Today's Tasks: 4, 1 overdue", '/tasks'],
      ['Money Today: $13, more spent than earned', '/money'],
      ['Money This Week: $60', '/money'],
      ['Money This Month: $1.2k', '/money'],
      ['Money This Year: $2.5M, more spent than earned', '/money'],
      ['Mood This Week: 4.3, happy', '/mood'],
      ['Mood This Month: 3.0, neutral', '/mood'],
      ['Mood This Year: -', '/mood'],
      ['Books Read: 7', '/books'],
      ['Fitness This Week: 1.5 h', '/fitness'],
      ['Fitness This Month: 1.7 h', '/fitness'],
      ['Focus This Week: 0.0 h', '/focus'],
      ['Focus This Month: 2.1 h', '/focus'],
      ['Life Score: 72, trending up', '/dashboard'],
    ]);
    // What is read aloud is also what is shown.
    expect(links[0]).toHaveTextContent('3/5Habits Today');
    expect(links[6]).toHaveTextContent('$1.2kMoney This Month');
  });

  it('navigates when a tile is tapped', async () => {
    const { location } = render();
    fireEvent.click(await within(await strip()).findByRole('link', { name: /^Today's Tasks/ }));
    expect(location.history.at(-1)).toBe('/tasks');
  });

  it('a streak of one day, a score without data and a user currency', async () => {
    storeLocally(everyWidgetOn());
    const data = makeWidgetData({
      stats: { completedToday: 0, totalHabits: 0, longestStreak: 1 },
      lifeScore: { currentScore: null, previousScore: null, trend: 'flat' },
    });
    render({ body: data }, makeUser({ id: user.id, currency: 'EUR' }));
    const strip_ = await strip();
    expect(await within(strip_).findByRole('link', { name: 'Best Streak: 1 day' })).toBeInTheDocument();
    expect(within(strip_).getByRole('link', { name: 'Habits Today: 0/0' })).toBeInTheDocument();
    expect(within(strip_).getByRole('link', { name: 'Life Score: -' })).toBeInTheDocument();
    expect(within(strip_).getByRole('link', { name: 'Money This Month: €1.2k' })).toBeInTheDocument();
  });

  it('shows placeholders while loading, then the tiles', async () => {
    const pending = deferred<MockReply>();
    render(() => pending.promise);
    expect(
      await within(await strip()).findByRole('status', { name: 'Loading widgets...' }),
    ).toBeInTheDocument();
    pending.resolve({ body: makeWidgetData() });
    expect(await tiles()).toHaveLength(4);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows no error when the read fails: the tiles quietly show "-"', async () => {
    render({ status: 500, body: { message: 'Database down' } });
    await waitFor(async () =>
      expect((await tiles()).map((link) => link.getAttribute('aria-label'))).toEqual([
        'Habits Today: -',
        'Best Streak: -',
        'Weekly Progress: -',
        "Today's Tasks: -",
      ]),
    );
    expect(screen.queryByText(/Database down|500|error/i)).not.toBeInTheDocument();
  });

  it('with no widget enabled says so and offers to configure them', async () => {
    storeLocally(setAllWidgetsEnabled(defaultWidgetConfig(), false));
    render();
    const card = await strip();
    expect(within(card).getByText('No widgets enabled')).toBeInTheDocument();
    expect(within(card).queryAllByRole('link')).toHaveLength(0);
    fireEvent.click(within(card).getByRole('button', { name: 'Configure widgets' }));
    expect(await screen.findByRole('dialog', { name: 'Customize Dashboard' })).toBeInTheDocument();
  });

  it('reads its bundle once per 30 s, never on window focus, and refreshes with any area', () => {
    // SPEC.md 7: the path itself is the key.
    expect(widgetDataQuery.queryKey).toEqual([widgetsApi.data.path]);
    expect(widgetDataQuery.staleTime).toBe(30_000);
    expect(widgetDataQuery.refetchOnWindowFocus).toBe(false);
    expect(widgetDataQuery.meta?.dependsOn).toEqual(expect.arrayContaining(['habits', 'money', 'profile']));
  });
});

describe('the stored config', () => {
  const serverCopy = (updatedAt: string, widgets: unknown[]) =>
    makeUser({ id: user.id, preferences: { widgetConfig: { updatedAt, widgets: widgets as never } } });
  const onlyBooks = [{ id: 'books_read', title: 'Books Read', enabled: true }];
  const names = async () => (await tiles()).map((link) => link.getAttribute('aria-label'));

  it('falls back to the defaults when the local copy is corrupt', async () => {
    localStorage.setItem(widgetConfigKey(user.id), '{not json');
    render();
    expect(await names()).toEqual([
      'Habits Today: 3/5',
      'Best Streak: 12 days',
      'Weekly Progress: 86%',
      "Today's Tasks: 4, 1 overdue",
    ]);
  });

  it('skips an unknown id and keeps the stored order', async () => {
    storeLocally([
      { id: 'tasks_today', title: 'Tasks', enabled: true },
      { id: 'weather', title: 'Weather', enabled: true },
      { id: 'habits_today', title: 'Habits', enabled: true },
      { id: 'habits_streak', title: 'Streak', enabled: false },
      { id: 'weekly_progress', title: 'Week', enabled: false },
    ]);
    render();
    expect(await names()).toEqual(["Today's Tasks: 4, 1 overdue", 'Habits Today: 3/5']);
  });

  it('takes a newer server copy over an older local one', async () => {
    storeLocally(everyWidgetOn(), '2026-03-01T00:00:00.000Z');
    render(undefined, serverCopy('2026-03-02T00:00:00.000Z', onlyBooks));
    expect(await names()).toEqual([
      'Books Read: 7',
      'Habits Today: 3/5',
      'Best Streak: 12 days',
      'Weekly Progress: 86%',
      "Today's Tasks: 4, 1 overdue",
    ]);
  });

  it('keeps a newer local copy over an older server one', async () => {
    const booksOnly = setWidgetEnabled(
      setAllWidgetsEnabled(defaultWidgetConfig(), false),
      'books_read',
      true,
    );
    storeLocally(booksOnly, '2026-03-03T00:00:00.000Z');
    render(undefined, serverCopy('2026-03-02T00:00:00.000Z', everyWidgetOn()));
    expect(await names()).toEqual(['Books Read: 7']);
  });
});

describe('in Italian', () => {
  it('speaks Italian, empty state included', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('it');
    try {
      storeLocally(everyWidgetOn());
      const first = render(undefined, makeUser({ id: user.id, locale: 'it', currency: 'EUR' }));
      const card = await screen.findByRole('region', { name: 'Dashboard' });
      expect(within(card).getByRole('button', { name: 'Configura' })).toBeInTheDocument();
      expect(
        await within(card).findByRole('link', { name: 'Serie migliore: 12 giorni' }),
      ).toBeInTheDocument();
      expect(
        within(card).getByRole('link', { name: 'Umore della settimana: 4,3, felice' }),
      ).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Soldi questo mese: 1,2k\u00a0€' })).toBeInTheDocument();
      expect(within(card).getByRole('link', { name: 'Fitness della settimana: 1,5 h' })).toBeInTheDocument();
      first.unmount();

      storeLocally(setAllWidgetsEnabled(defaultWidgetConfig(), false));
      render();
      const empty = await screen.findByRole('region', { name: 'Dashboard' });
      expect(within(empty).getByText('Nessun widget abilitato')).toBeInTheDocument();
      fireEvent.click(within(empty).getByRole('button', { name: 'Configura Widget' }));
      const dialog = await screen.findByRole('dialog', { name: 'Personalizza Dashboard' });
      expect(within(dialog).getByText('Scegli quali widget mostrare')).toBeInTheDocument();
      expect(within(dialog).getByRole('switch', { name: 'Seleziona tutto' })).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
