import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TimelineEntry } from '@track-grow/domain/timeline';
import { timelineApi } from '@track-grow/domain/timeline/api';
import { mockApi, makeUser, type MockReply } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetToasts } from '../../../lib/toast.ts';
import { makeEntry } from '../test-fixtures.ts';
import TimelinePage from './timeline-page.tsx';

const user = makeUser({ timezone: 'Europe/Rome', currency: 'USD' });

beforeEach(() => {
  resetToasts();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T10:00:00Z')); // Monday 23 November, 11:00 in Rome
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetToasts();
});

const meditate = makeEntry('habitCompleted', { name: 'Meditate' }, { at: '2026-11-23T08:05:00.000Z' });
// 23:30 UTC on the 22nd is 00:30 on the 23rd in Rome: the server's `date` puts it under Today.
const lateNote = makeEntry(
  'noteAdded',
  { title: 'Ideas after midnight', excerpt: 'A list app · A garden log' },
  { at: '2026-11-22T23:30:00.000Z', date: '2026-11-23' },
);
const rent = makeEntry(
  'taskCompleted',
  { title: 'Pay rent' },
  { at: '2026-11-22T17:00:00.000Z', date: '2026-11-22' },
);
const mood = makeEntry(
  'moodLogged',
  { rating: 4, note: 'Calm evening' },
  { at: '2026-11-22T20:00:00.000Z', date: '2026-11-22' },
);
const lunch = makeEntry(
  'transaction',
  { type: 'expense', amount: '12.50', category: 'Food', description: 'Lunch' },
  { at: '2026-11-20T11:30:00.000Z', date: '2026-11-20' },
);
const run = makeEntry(
  'workout',
  { name: 'Morning run', minutes: 30 },
  { at: '2026-11-19T06:00:00.000Z', date: '2026-11-19' },
);

const page = (items: TimelineEntry[], next?: string): MockReply => ({
  body: items,
  ...(next ? { headers: { 'x-next-cursor': next } } : {}),
});

function renderPage(path = '/timeline') {
  return renderWithProviders(<TimelinePage />, { user, path });
}

const section = (name: string) => screen.getByRole('region', { name });
const timelineCalls = (calls: { method: string; url: URL }[]) =>
  calls
    .filter((call) => call.method === 'GET' && call.url.pathname === '/api/timeline')
    .map((call) => call.url);

describe('the timeline', () => {
  it('groups entries under Today, Yesterday and dated headings, each with its text, time and link', async () => {
    mockApi([[timelineApi.list, page([meditate, lateNote, mood, rent, lunch])]]);
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Timeline' })).toBeInTheDocument();
    const today = await screen.findByRole('region', { name: 'Today' });
    const habit = within(today).getByRole('link', { name: /Completed Meditate/ });
    expect(habit).toHaveAttribute('href', `/habits?habit=${meditate.sourceId}`);
    expect(habit).toHaveTextContent(/^Completed Meditate$/); // dated by its day: no time
    expect(within(today).getByRole('link', { name: /Note: Ideas after midnight/ })).toHaveTextContent(/AM$/);
    // The note's plain-text excerpt sits under its title.
    expect(within(today).getByText('A list app · A garden log')).toBeInTheDocument();
    expect(within(today).getByRole('link', { name: /Note: Ideas after midnight/ })).toHaveAttribute(
      'href',
      '/notes',
    );

    const yesterday = section('Yesterday');
    const rows = within(yesterday).getAllByRole('link');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Mood 4/5 · Calm evening',
      'Completed task Pay rent6:00 PM',
    ]);
    expect(rows[0]).toHaveAttribute('href', '/mood');
    expect(rows[1]).toHaveAttribute('href', '/tasks');

    const friday = section('Fri, Nov 20');
    expect(within(friday).getByRole('link', { name: /Expense \$12\.50 · Food — Lunch/ })).toHaveAttribute(
      'href',
      '/money?month=2026-11',
    );
    expect(screen.getByText("You're all caught up")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('loads the next page with the cursor of x-next-cursor and appends it without repeats', async () => {
    const { calls } = mockApi([
      [
        timelineApi.list,
        ({ url }) =>
          url.searchParams.get('cursor') === 'page-2'
            ? page([rent, lunch, run]) // `rent` again: a page boundary moved after a new entry
            : page([meditate, mood, rent], 'page-2'),
      ],
    ]);
    renderPage();

    const more = await screen.findByRole('button', { name: 'Load more' });
    expect(screen.queryByText("You're all caught up")).not.toBeInTheDocument();
    expect(timelineCalls(calls)[0]!.searchParams.get('cursor')).toBeNull();
    await userEvent.setup().click(more);

    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(timelineCalls(calls).map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
    expect(screen.getAllByRole('link', { name: /Completed task Pay rent/ })).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Today',
      'Yesterday',
      'Fri, Nov 20',
      'Thu, Nov 19',
    ]);
    expect(within(section('Thu, Nov 19')).getByRole('link')).toHaveTextContent(
      'Workout Morning run · 30 min',
    );
  });

  it('fetches the next page when the end of the list scrolls into view', async () => {
    const observers: { callback: IntersectionObserverCallback; targets: Element[] }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        targets: Element[] = [];
        constructor(public callback: IntersectionObserverCallback) {
          observers.push(this);
        }
        observe(target: Element) {
          this.targets.push(target);
        }
        disconnect() {
          this.targets = [];
        }
      },
    );
    const { calls } = mockApi([
      [
        timelineApi.list,
        ({ url }) => (url.searchParams.get('cursor') ? page([run]) : page([meditate], 'page-2')),
      ],
    ]);
    renderPage();

    await screen.findByRole('button', { name: 'Load more' });
    const watching = observers.find((observer) => observer.targets.length > 0)!;
    expect(watching.targets[0]).toContainElement(screen.getByRole('button', { name: 'Load more' }));
    watching.callback(
      [{ isIntersecting: true, target: watching.targets[0]! } as IntersectionObserverEntry],
      watching as unknown as IntersectionObserver,
    );

    expect(await screen.findByText(/Workout Morning run/)).toBeInTheDocument();
    expect(timelineCalls(calls).map((url) => url.searchParams.get('cursor'))).toEqual([null, 'page-2']);
  });

  it('filters by area through ?area= and restores the filter from the URL', async () => {
    const { calls } = mockApi([
      [
        timelineApi.list,
        ({ url }) => page(url.searchParams.get('area') === 'mood' ? [mood] : [meditate, rent]),
      ],
    ]);
    const { location } = renderPage();
    const filter = await screen.findByRole('radiogroup', { name: 'Show entries of' });
    expect(within(filter).getByRole('radio', { name: 'All' })).toBeChecked();
    expect(
      within(filter)
        .getAllByRole('radio')
        .map((radio) => radio.textContent),
    ).toEqual([
      'All',
      'Habits',
      'Tasks',
      'Mood',
      'Money',
      'Fitness',
      'Focus',
      'Books',
      'Lessons',
      'Notes',
      'Wellness',
      'Career',
    ]);
    await screen.findByText(/Completed Meditate/);

    await userEvent.setup().click(within(filter).getByRole('radio', { name: 'Mood' }));
    expect(within(filter).getByRole('radio', { name: 'Mood' })).toBeChecked();
    expect(await screen.findByText(/Mood 4\/5/)).toBeInTheDocument();
    expect(screen.queryByText(/Completed Meditate/)).not.toBeInTheDocument();
    expect(timelineCalls(calls).map((url) => url.searchParams.get('area'))).toEqual([null, 'mood']);
    expect(location.history?.at(-1)).toBe('/timeline?area=mood');
  });

  it('opens on the area named in the URL', async () => {
    const { calls } = mockApi([[timelineApi.list, page([lunch])]]);
    renderPage('/timeline?area=money');
    expect(await screen.findByRole('radio', { name: 'Money' })).toBeChecked();
    await screen.findByText(/Expense/);
    expect(timelineCalls(calls)[0]!.searchParams.get('area')).toBe('money');
  });

  it('treats an unknown area in the URL as all areas', async () => {
    const { calls } = mockApi([[timelineApi.list, page([meditate])]]);
    renderPage('/timeline?area=gardening');
    expect(await screen.findByRole('radio', { name: 'All' })).toBeChecked();
    await screen.findByText(/Completed Meditate/);
    expect(timelineCalls(calls)[0]!.searchParams.has('area')).toBe(false);
  });

  it('invites a new user to log something, and names the area when filtered', async () => {
    mockApi([[timelineApi.list, page([])]]);
    const first = renderPage();
    expect(await screen.findByRole('heading', { name: 'Nothing here yet' })).toBeInTheDocument();
    expect(screen.getByText(/Tick a habit, log your mood or add an expense/)).toBeInTheDocument();
    first.unmount();

    renderPage('/timeline?area=fitness');
    expect(
      await screen.findByText('No workout yet. Log one on Fitness and it shows up here.'),
    ).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Show all areas' }));
    expect(screen.getByRole('radio', { name: 'All' })).toBeChecked();
  });

  it('shows a skeleton, then an error with Retry that loads the list again', async () => {
    let fail = true;
    mockApi([
      [timelineApi.list, () => (fail ? { status: 500, body: { message: 'Boom' } } : page([meditate]))],
    ]);
    renderPage();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your timeline');

    expect(await screen.findByRole('heading', { name: "Couldn't load your timeline" })).toBeInTheDocument();
    fail = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Completed Meditate/)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: "Couldn't load your timeline" })).not.toBeInTheDocument();
  });

  it('keeps the entries when a further page fails, and retries it', async () => {
    let fail = true;
    mockApi([
      [
        timelineApi.list,
        ({ url }) => {
          if (!url.searchParams.get('cursor')) return page([meditate], 'page-2');
          return fail ? { status: 500, body: { message: 'Boom' } } : page([run]);
        },
      ],
    ]);
    renderPage();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Couldn't load more entries.");
    expect(screen.getByText(/Completed Meditate/)).toBeInTheDocument();
    fail = false;
    await ui.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/Workout Morning run/)).toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('it');
    try {
      mockApi([[timelineApi.list, page([meditate, rent, lunch])]]);
      renderWithProviders(<TimelinePage />, {
        user: makeUser({ timezone: 'Europe/Rome', currency: 'EUR', locale: 'it' }),
        path: '/timeline',
      });
      expect(await screen.findByRole('heading', { level: 1, name: 'Cronologia' })).toBeInTheDocument();
      expect(within(await screen.findByRole('region', { name: 'Oggi' })).getByRole('link')).toHaveTextContent(
        'Completato: Meditate',
      );
      expect(within(section('Ieri')).getByRole('link')).toHaveTextContent('Attività completata: Pay rent');
      expect(within(section('ven 20 nov')).getByRole('link')).toHaveTextContent(
        /Uscita 12,50\s€ · Cibo — Lunch/,
      );
      expect(screen.getByRole('radio', { name: 'Tutte' })).toBeChecked();
      expect(screen.getByText("Sei in pari: non c'è altro")).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
