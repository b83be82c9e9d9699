import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { moodApi } from '@track-grow/domain/mood/api';
import { completionsQuery } from '../../../features/habits/api/get-completions.ts';
import { activeHabitsQuery } from '../../../features/habits/api/get-habits.ts';
import { vacationsQuery } from '../../../features/habits/api/get-vacations.ts';
import { moneyAlertsQuery } from '../../../features/money/api/get-money-alerts.ts';
import { anyTransactionOfDayQuery } from '../../../features/money/api/get-transactions.ts';
import { dayMoodsQueryOptions } from '../../../features/mood/api/get-moods.ts';
import { taskCountsQueryOptions } from '../../../features/tasks/api/get-task-counts.ts';
import { widgetDataQuery } from '../../../features/widgets/api/get-widget-data.ts';
import { mockApi, makeUser } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { remindersPending, setRemindersPending } from '../../../lib/reminders-store.ts';
import { dayPart, formatClock, formatLongDate } from '../greeting.ts';
import { done, homeRoutes, makeHabit, makeMood, makeTransaction } from '../testing.ts';
import { CELEBRATION_GRACE_MS } from './celebration-card.tsx';
import HomePage from './home-page.tsx';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setRemindersPending(false);
});

const user = makeUser({ timezone: 'UTC', weekStart: 1 });
const TODAY = '2026-03-05';

/** Fakes the clock only (Date and the minute interval); React Query's timers stay real. */
function at(iso: string) {
  vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
  vi.setSystemTime(new Date(iso));
}

const reminders = () => screen.findByRole('region', { name: 'Daily reminders' });
const reminderLink = async (name: RegExp) => within(await reminders()).findByRole('link', { name });

describe('HomePage greeting', () => {
  it('greets by first name for the time of day, with the clock as h:mm a and the date as MMM d, yyyy', () => {
    at('2026-03-05T16:07:00Z');
    mockApi(homeRoutes());
    renderWithProviders(<HomePage />, { user });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Good afternoon, Ada');
    expect(screen.getByText(/Mar 5, 2026 · 4:07 PM/)).toBeInTheDocument();

    act(() => {
      vi.advanceTimersByTime(60_000);
    });
    expect(screen.getByText(/4:08 PM/)).toBeInTheDocument();
  });

  it("takes over from the server's picture of the first screen once the real greeting is drawn", async () => {
    const picture = document.createElement('div');
    picture.id = 'initial-loader';
    picture.setAttribute('data-first-screen', '');
    document.body.append(picture);
    mockApi(homeRoutes());
    renderWithProviders(<HomePage />, { user });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Ada/);
    await waitFor(() => expect(picture.isConnected).toBe(false));
  });

  it('falls back to "there" without a first name', () => {
    mockApi(homeRoutes());
    renderWithProviders(<HomePage />, { user: makeUser({ firstName: ' ' }) });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      /^Good (morning|afternoon|evening), there$/,
    );
  });
});

describe('Daily reminders', () => {
  it('shows Habits, Log mood and Budget pending until today has them, and asks only for today', async () => {
    at('2026-03-05T10:00:00Z');
    const habits = [makeHabit(), makeHabit({ name: 'Walk' })];
    const { calls } = mockApi(homeRoutes({ habits, completions: [done(habits[0]!.id, TODAY)] }));
    renderWithProviders(<HomePage />, { user });

    const habitsLink = await reminderLink(/^Habits/);
    expect(habitsLink).toHaveAttribute('data-status', 'pending');
    expect(habitsLink).toHaveTextContent('1 of 2 done');
    expect(habitsLink).toHaveAttribute('href', '/habits');
    expect(await reminderLink(/^Log mood/)).toHaveAttribute('data-status', 'pending');
    expect(await reminderLink(/^Budget/)).toHaveAttribute('data-status', 'pending');
    expect(remindersPending()).toBe(true);

    const paths = calls.map((call) => call.path);
    expect(paths).toContain('/api/moods?from=2026-03-05&to=2026-03-05');
    expect(paths).toContain('/api/transactions?from=2026-03-05&to=2026-03-05&limit=1');
    // Today's whole Monday week, so N-times-a-week habits are judged as the tiles judge them.
    expect(paths).toContain('/api/habits/completions?from=2026-03-02&to=2026-03-08');
    expect(paths).toContain('/api/money/alerts');
  });

  it("reads each card's data once, through the areas' own reads, so their screens share the cache", async () => {
    at('2026-03-05T10:00:00Z');
    const { calls } = mockApi(homeRoutes());
    const { queryClient } = renderWithProviders(<HomePage />, { user });
    await reminderLink(/^Habits/);
    await waitFor(() => expect(calls).toHaveLength(8));
    expect(calls.map((call) => `${call.method} ${call.path}`).sort()).toEqual([
      'GET /api/habits',
      'GET /api/habits/completions?from=2026-03-02&to=2026-03-08',
      'GET /api/money/alerts',
      'GET /api/moods?from=2026-03-05&to=2026-03-05',
      'GET /api/tasks/counts',
      'GET /api/transactions?from=2026-03-05&to=2026-03-05&limit=1',
      'GET /api/vacations',
      'GET /api/widgets/data',
    ]);
    const areaReads = [
      activeHabitsQuery(),
      completionsQuery({ from: '2026-03-02', to: '2026-03-08' }),
      vacationsQuery(),
      dayMoodsQueryOptions(TODAY),
      anyTransactionOfDayQuery(TODAY),
      moneyAlertsQuery,
      taskCountsQueryOptions,
      widgetDataQuery,
    ];
    // A call is counted when it is sent; its answer settles the query a little later.
    for (const read of areaReads) {
      const cached = () => queryClient.getQueryCache().find({ queryKey: read.queryKey, exact: true });
      await waitFor(() => expect(cached()?.state.status, String(read.queryKey[0])).toBe('success'));
      expect(cached()?.meta, String(read.queryKey[0])).toEqual(read.meta);
    }
  });

  it('turns each reminder to its done look once today has it', async () => {
    at('2026-03-05T10:00:00Z');
    const habits = [makeHabit(), makeHabit({ name: 'Walk' })];
    mockApi(
      homeRoutes({
        habits,
        completions: habits.map((habit) => done(habit.id, TODAY)),
        moods: [makeMood(TODAY)],
        transactions: [makeTransaction(TODAY)],
      }),
    );
    renderWithProviders(<HomePage />, { user });

    const habitsLink = await reminderLink(/Habits 2\/2 completed/);
    expect(habitsLink).toHaveAttribute('data-status', 'done');
    const mood = await reminderLink(/✓ Logged/);
    expect(mood).toHaveAttribute('data-status', 'done');
    expect(await reminderLink(/✓ Updated/)).toHaveAttribute('data-status', 'done');
    // A done card keeps its name next to its tick.
    expect(habitsLink).toHaveAccessibleName('Habits 2/2 completed');
    expect(mood).toHaveAccessibleName('Mood ✓ Logged');
    expect(await reminderLink(/✓ Updated/)).toHaveAccessibleName('Budget ✓ Updated');
    expect(within(await reminders()).getByText('All caught up for today')).toBeInTheDocument();
    await waitFor(() => expect(remindersPending()).toBe(false));
  });

  it('keeps Habits pending when there are no habits, inviting the first one', async () => {
    mockApi(homeRoutes({ moods: [makeMood(TODAY)] }));
    renderWithProviders(<HomePage />, { user });
    const habitsLink = await reminderLink(/^Habits/);
    expect(habitsLink).toHaveAttribute('data-status', 'pending');
    expect(habitsLink).toHaveTextContent('Create your first habit');
  });

  it('does not count a habit that is not due today (a weekday schedule)', async () => {
    at('2026-03-05T10:00:00Z'); // a Thursday
    const daily = makeHabit();
    const mondays = makeHabit({ name: 'Plan the week', schedule: { kind: 'weekdays', days: [1] } });
    mockApi(homeRoutes({ habits: [daily, mondays], completions: [done(daily.id, TODAY)] }));
    renderWithProviders(<HomePage />, { user });
    expect(await reminderLink(/Habits 1\/1 completed/)).toHaveAttribute('data-status', 'done');
  });

  it('dismisses a reminder for the rest of the day only, per user', async () => {
    at('2026-03-05T10:00:00Z');
    mockApi(homeRoutes({ habits: [makeHabit()] }));
    const first = renderWithProviders(<HomePage />, { user });

    fireEvent.click(
      await within(await reminders()).findByRole('button', {
        name: 'Dismiss the Log mood reminder for today',
      }),
    );
    expect(within(await reminders()).queryByRole('link', { name: /Log mood/ })).not.toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`dismissedReminders_${user.id}`)!)).toEqual({
      date: TODAY,
      state: { mood: true },
    });

    // Still dismissed when Home opens again the same day.
    first.unmount();
    const second = renderWithProviders(<HomePage />, { user });
    await reminderLink(/^Habits/);
    expect(within(await reminders()).queryByRole('link', { name: /Log mood/ })).not.toBeInTheDocument();

    // A new calendar day brings it back, without a reload.
    act(() => {
      vi.setSystemTime(new Date('2026-03-06T10:00:00Z'));
      vi.advanceTimersByTime(60_000);
    });
    expect(await reminderLink(/^Log mood/)).toHaveAttribute('data-status', 'pending');
    second.unmount();

    // Another user's dismissals never apply.
    renderWithProviders(<HomePage />, {
      user: makeUser({ id: '0195f3a2-7c4e-7d2a-9b1e-2f6a8c4d5e99', timezone: 'UTC' }),
    });
    expect(await reminderLink(/^Log mood/)).toBeInTheDocument();
  });

  it('hides the card when every reminder is dismissed, and a pending dismissed one is not pending for the app', async () => {
    localStorage.setItem(
      `dismissedReminders_${user.id}`,
      JSON.stringify({ date: '2026-03-05', state: { habits: true, mood: true, budget: true } }),
    );
    at('2026-03-05T10:00:00Z');
    setRemindersPending(true);
    mockApi(homeRoutes());
    renderWithProviders(<HomePage />, { user });
    await screen.findByRole('region', { name: 'Quick Capture' });
    await waitFor(() => expect(remindersPending()).toBe(false));
    expect(screen.queryByRole('region', { name: 'Daily reminders' })).not.toBeInTheDocument();
  });

  it('leaves out a reminder the profile switched off, and does not count it as pending', async () => {
    at('2026-03-05T10:00:00Z');
    const off = makeUser({ timezone: 'UTC', weekStart: 1, preferences: { reminders: { mood: false } } });
    mockApi(homeRoutes({ habits: [makeHabit()], completions: [], transactions: [makeTransaction(TODAY)] }));
    renderWithProviders(<HomePage />, { user: off });
    expect(await reminderLink(/^Habits/)).toBeInTheDocument();
    expect(await reminderLink(/Updated/)).toBeInTheDocument();
    expect(within(await reminders()).queryByRole('link', { name: /Log mood/ })).not.toBeInTheDocument();
    await waitFor(() => expect(remindersPending()).toBe(true));
  });

  // Real timers: waitFor polls with setInterval.
  it('shows the Tasks reminder with Habits, Mood and Budget off, naming what is due today and overdue', async () => {
    const reminders = { habits: false, mood: false, budget: false };
    const tasksOn = makeUser({ timezone: 'UTC', preferences: { reminders: { ...reminders, tasks: true } } });
    setRemindersPending(false);
    const { calls } = mockApi(homeRoutes({ taskCounts: { today: 3, overdue: 1, dueToday: 2 } }));
    const first = renderWithProviders(<HomePage />, { user: tasksOn });
    // /tasks' Today view holds 3: two due today and one overdue.
    const tasks = await reminderLink(/^Tasks/);
    expect(tasks).toHaveTextContent('2 due today · 1 overdue');
    expect(tasks).toHaveAttribute('href', '/tasks');
    expect(tasks).toHaveAttribute('data-status', 'pending');
    await waitFor(() => expect(remindersPending()).toBe(true));
    expect(calls.map((call) => call.path)).toContain('/api/tasks/counts');
    first.unmount();

    const allOff = makeUser({ timezone: 'UTC', preferences: { reminders: { ...reminders, tasks: false } } });
    const second = mockApi(homeRoutes({ taskCounts: { today: 3, overdue: 1, dueToday: 2 } }));
    renderWithProviders(<HomePage />, { user: allOff });
    await screen.findByRole('region', { name: 'Quick Capture' });
    await waitFor(() => expect(remindersPending()).toBe(false));
    expect(screen.queryByRole('region', { name: 'Daily reminders' })).not.toBeInTheDocument();
    expect(second.calls.map((call) => call.path)).not.toContain('/api/tasks/counts');
  });

  it('shows overdue tasks on Home even when none is due today (issue 22)', async () => {
    const onlyTasks = makeUser({
      timezone: 'UTC',
      preferences: { reminders: { habits: false, mood: false, budget: false } },
    });
    setRemindersPending(false);
    mockApi(homeRoutes({ taskCounts: { today: 3, overdue: 3, dueToday: 0 } }));
    renderWithProviders(<HomePage />, { user: onlyTasks });
    expect(await reminderLink(/^Tasks/)).toHaveTextContent('3 overdue');
    await waitFor(() => expect(remindersPending()).toBe(true));
  });

  it('shows no Tasks reminder when the Today view is empty', async () => {
    mockApi(homeRoutes({ taskCounts: { today: 0, overdue: 0, dueToday: 0 } }));
    renderWithProviders(<HomePage />, { user });
    expect(await reminderLink(/^Log mood/)).toBeInTheDocument();
    expect(within(await reminders()).queryByRole('link', { name: /^Tasks/ })).not.toBeInTheDocument();
  });

  it('survives corrupt storage: every key unreadable still shows the page', async () => {
    for (const key of ['dismissedReminders_', 'celebrationSeen_', 'dismissedBudgetAlerts_', 'quickNotes-']) {
      localStorage.setItem(`${key}${user.id}`, '{not json');
    }
    mockApi(homeRoutes({ alerts: [weeklyExceeded] }));
    renderWithProviders(<HomePage />, { user });
    expect(await reminderLink(/^Log mood/)).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Weekly Budget Exceeded' })).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'Quick Capture' })).toBeInTheDocument();
  });

  it('says so with a toast when today cannot be read', async () => {
    mockApi([...homeRoutes(), [moodApi.list, { status: 500, body: { message: 'Database down' } }]]);
    renderWithProviders(<HomePage />, { user });
    expect(await screen.findByText("Could not load today's reminders")).toBeInTheDocument();
  });
});

describe('Celebration card', () => {
  const allDone = () => {
    const habits = [makeHabit(), makeHabit({ name: 'Walk' })];
    return homeRoutes({ habits, completions: habits.map((habit) => done(habit.id, TODAY)) });
  };
  const celebration = () => screen.queryByRole('heading', { name: 'Fantastic Work!' });

  it('shows "Fantastic Work!" when every habit of today is done, until a click marks it seen for the day', async () => {
    at('2026-03-05T10:00:00Z');
    mockApi(allDone());
    const first = renderWithProviders(<HomePage />, { user });
    expect(await screen.findByRole('heading', { name: 'Fantastic Work!' })).toBeInTheDocument();
    expect(screen.getByText("You're making great progress today")).toBeInTheDocument();

    await act(() => new Promise((resolve) => setTimeout(resolve, CELEBRATION_GRACE_MS + 50)));
    fireEvent.click(document.body);
    await waitFor(() => expect(celebration()).not.toBeInTheDocument());
    expect(JSON.parse(localStorage.getItem(`celebrationSeen_${user.id}`)!)).toEqual({
      date: TODAY,
      state: true,
    });

    first.unmount();
    renderWithProviders(<HomePage />, { user });
    await reminderLink(/Habits 2\/2 completed/);
    expect(celebration()).not.toBeInTheDocument();
  });

  it('is followed by the widget strip, then Quick Capture (SPEC.md 2)', async () => {
    at('2026-03-05T10:00:00Z');
    mockApi(allDone());
    renderWithProviders(<HomePage />, { user });
    const celebrationCard = await screen.findByRole('heading', { name: 'Fantastic Work!' });
    const widgets = await screen.findByRole('region', { name: 'Dashboard' });
    expect(await within(widgets).findByRole('link', { name: 'Habits Today: 3/5' })).toHaveAttribute(
      'href',
      '/habits',
    );
    const quickCapture = await screen.findByRole('region', { name: 'Quick Capture' });
    expect(celebrationCard.compareDocumentPosition(widgets) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(widgets.compareDocumentPosition(quickCapture) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('a scroll marks it seen too', async () => {
    mockApi(allDone());
    at('2026-03-05T10:00:00Z');
    renderWithProviders(<HomePage />, { user });
    await screen.findByRole('heading', { name: 'Fantastic Work!' });
    await act(() => new Promise((resolve) => setTimeout(resolve, CELEBRATION_GRACE_MS + 50)));
    fireEvent.scroll(window);
    await waitFor(() => expect(celebration()).not.toBeInTheDocument());
  });

  it('ignores the click that led to the page (the grace period) and shows again on a new day', async () => {
    localStorage.setItem(`celebrationSeen_${user.id}`, JSON.stringify({ date: '2026-03-04', state: true }));
    at('2026-03-05T10:00:00Z');
    mockApi(allDone());
    renderWithProviders(<HomePage />, { user });
    await screen.findByRole('heading', { name: 'Fantastic Work!' });
    fireEvent.click(document.body);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(celebration()).toBeInTheDocument();
  });

  it('does not show while a habit is left, nor without habits', async () => {
    at('2026-03-05T10:00:00Z');
    const habits = [makeHabit(), makeHabit({ name: 'Walk' })];
    mockApi(homeRoutes({ habits, completions: [done(habits[0]!.id, TODAY)] }));
    const first = renderWithProviders(<HomePage />, { user });
    await reminderLink(/^Habits/);
    expect(celebration()).not.toBeInTheDocument();
    first.unmount();

    mockApi(homeRoutes());
    renderWithProviders(<HomePage />, { user });
    await reminderLink(/^Habits/);
    expect(celebration()).not.toBeInTheDocument();
  });
});

const weeklyExceeded = {
  id: 'weekly-exceeded',
  period: 'week',
  level: 'exceeded',
  title: 'Weekly Budget Exceeded',
  message: "You've spent $312.40 of your $300.00 weekly budget.",
  spent: '312.40',
  limit: '300.00',
  percent: 104,
};
const monthlyApproaching = {
  id: 'monthly-approaching',
  period: 'month',
  level: 'approaching',
  title: 'Monthly Budget Almost Reached',
  message: "You've spent $850.00 of your $1000.00 monthly budget (85%).",
  spent: '850.00',
  limit: '1000.00',
  percent: 85,
};

describe('Budget alert cards', () => {
  it('shows the exceeded and approaching alerts, each dismissible for the day', async () => {
    at('2026-03-05T10:00:00Z');
    mockApi(homeRoutes({ alerts: [weeklyExceeded, monthlyApproaching] }));
    const first = renderWithProviders(<HomePage />, { user });
    const region = await screen.findByRole('region', { name: 'Budget alerts' });
    expect(within(region).getByRole('heading', { name: 'Weekly Budget Exceeded' })).toBeInTheDocument();
    expect(
      within(region).getByText("You've spent $312.40 of your $300.00 weekly budget."),
    ).toBeInTheDocument();
    expect(
      within(region).getByRole('heading', { name: 'Monthly Budget Almost Reached' }),
    ).toBeInTheDocument();

    fireEvent.click(within(region).getByRole('button', { name: 'Dismiss Weekly Budget Exceeded for today' }));
    expect(screen.queryByRole('heading', { name: 'Weekly Budget Exceeded' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Monthly Budget Almost Reached' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(`dismissedBudgetAlerts_${user.id}`)!)).toEqual({
      date: TODAY,
      state: ['weekly-exceeded'],
    });
    first.unmount();

    // The next day the alert is back.
    vi.setSystemTime(new Date('2026-03-06T10:00:00Z'));
    renderWithProviders(<HomePage />, { user });
    expect(await screen.findByRole('heading', { name: 'Weekly Budget Exceeded' })).toBeInTheDocument();
  });

  it('speaks Italian from the figures, in the profile currency', async () => {
    mockApi(homeRoutes({ alerts: [weeklyExceeded] }));
    const italian = makeUser({ timezone: 'UTC', locale: 'it', currency: 'EUR' });
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('it');
    try {
      renderWithProviders(<HomePage />, { user: italian });
      expect(await screen.findByRole('heading', { name: 'Budget settimanale superato' })).toBeInTheDocument();
      expect(
        screen.getByText(/Hai speso 312,40\s€ del tuo budget settimanale di 300,00\s€\./),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('Budget alert amounts', () => {
  const big = {
    ...weeklyExceeded,
    id: 'monthly-exceeded',
    period: 'month',
    title: 'Monthly Budget Exceeded',
    message: "You've spent $13118.46 of your $12000.00 monthly budget.",
    spent: '13118.46',
    limit: '12000.00',
    percent: 109,
  };

  it('groups thousands as every other amount does, in English', async () => {
    mockApi(homeRoutes({ alerts: [big] }));
    renderWithProviders(<HomePage />, { user });
    expect(
      await screen.findByText("You've spent $13,118.46 of your $12,000.00 monthly budget."),
    ).toBeInTheDocument();
  });

  it('and in Italian, in the profile currency', async () => {
    mockApi(homeRoutes({ alerts: [big] }));
    const { i18n } = await import('../../../lib/i18n.ts');
    await i18n.changeLanguage('it');
    try {
      renderWithProviders(<HomePage />, {
        user: makeUser({ timezone: 'UTC', locale: 'it', currency: 'USD' }),
      });
      expect(
        await screen.findByText(/Hai speso 13\.118,46\s\$ del tuo budget mensile di 12\.000,00\s\$\./),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('greeting rules', () => {
  it('splits the day at noon and 6 pm in the user’s zone', () => {
    expect(dayPart(new Date('2026-03-05T11:59:00Z'), 'UTC')).toBe('morning');
    expect(dayPart(new Date('2026-03-05T12:00:00Z'), 'UTC')).toBe('afternoon');
    expect(dayPart(new Date('2026-03-05T18:00:00Z'), 'UTC')).toBe('evening');
    expect(dayPart(new Date('2026-03-05T18:00:00Z'), 'Asia/Tokyo')).toBe('morning');
  });

  it('formats as SPEC.md 9 says in English', () => {
    const date = new Date('2026-11-22T09:05:00Z');
    expect(formatClock(date, 'en', 'UTC')).toBe('9:05 AM');
    expect(formatLongDate(date, 'en', 'UTC')).toBe('Nov 22, 2026');
  });
});
