import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { widgetGroups } from '@track-grow/domain/dashboard';
import { widgetsApi } from '@track-grow/domain/dashboard/api';
import { authApi } from '@track-grow/domain/auth/api';
import { makeUser, mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { userQueryKey } from '../../../lib/session.ts';
import { widgetConfigKey } from '../hooks/use-widget-config.ts';
import { makeWidgetData } from '../test-fixtures.ts';
import { WidgetStrip } from './widget-strip.tsx';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const user = makeUser({ timezone: 'UTC' });

function render({ patch = true } = {}) {
  const api = mockApi([
    [widgetsApi.data, { body: makeWidgetData() }],
    [
      authApi.updateUser,
      patch
        ? ({ body }) => ({ body: makeUser({ ...user, ...(body as object) }) })
        : { status: 500, body: { message: 'Database down' } },
    ],
  ]);
  return { ...renderWithProviders(<WidgetStrip />, { user }), ...api };
}

async function openDialog() {
  const card = await screen.findByRole('region', { name: 'Dashboard' });
  fireEvent.click(within(card).getByRole('button', { name: 'Configure' }));
  return screen.findByRole('dialog', { name: 'Customize Dashboard' });
}

const tileNames = async () =>
  within(await screen.findByRole('region', { name: 'Dashboard' }))
    .getAllByRole('link')
    .map((link) => link.getAttribute('aria-label')!.split(':')[0]);

describe('the Customize Dashboard dialog', () => {
  it('lists every widget by group with a labelled switch, the defaults on', async () => {
    render();
    const dialog = await openDialog();
    expect(within(dialog).getByText('Choose which widgets to show')).toBeInTheDocument();
    for (const group of widgetGroups)
      expect(within(dialog).getByRole('region', { name: group }), group).toBeInTheDocument();
    const progress = within(dialog).getByRole('region', { name: 'PROGRESS' });
    expect(
      within(progress)
        .getAllByRole('switch')
        .map((s) => s.getAttribute('aria-checked')),
    ).toEqual(['true', 'false']);
    expect(within(progress).getByRole('switch', { name: 'Life Score' })).not.toBeChecked();
    const money = within(dialog).getByRole('region', { name: 'MONEY' });
    expect(within(money).getAllByRole('switch')).toHaveLength(4);
    expect(within(dialog).getAllByRole('switch')).toHaveLength(18);
    expect(within(dialog).getByRole('switch', { name: 'Select All' })).not.toBeChecked();
  });

  it('Select All turns every widget on, and off again', async () => {
    render();
    const dialog = await openDialog();
    const all = within(dialog).getByRole('switch', { name: 'Select All' });
    fireEvent.click(all);
    expect(all).toBeChecked();
    for (const s of within(dialog).getAllByRole('switch')) expect(s).toBeChecked();
    fireEvent.click(all);
    for (const s of within(dialog).getAllByRole('switch')) expect(s).not.toBeChecked();
    expect(within(dialog).getByText('Turn a widget on to place it here.')).toBeInTheDocument();
  });

  it('saves a switch and a new order to the device and the account', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-05T10:00:00.000Z'));
    const { calls, queryClient } = render();
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Books Read' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Best Streak' }));
    // Enabled: Habits Today, Weekly Progress, Today's Tasks, Books Read.
    const move = (name: string) => fireEvent.click(within(dialog).getByRole('button', { name }));
    move("Move Today's Tasks up");
    move("Move Today's Tasks up");
    move('Move Habits Today down');
    move('Move Books Read up');
    expect(within(dialog).getByRole('button', { name: "Move Today's Tasks up" })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Move Habits Today down' })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await tileNames()).toEqual(["Today's Tasks", 'Weekly Progress', 'Books Read', 'Habits Today']);

    const stored = JSON.parse(localStorage.getItem(`widgetConfig${user.id}`)!) as {
      updatedAt: string;
      widgets: { id: string; enabled: boolean }[];
    };
    expect(stored.updatedAt).toBe('2026-03-05T10:00:00.000Z');
    expect(stored.widgets.filter((w) => w.enabled).map((w) => w.id)).toEqual([
      'tasks_today',
      'weekly_progress',
      'books_read',
      'habits_today',
    ]);
    expect(stored.widgets).toHaveLength(17);

    await waitFor(() => expect(calls.some((call) => call.method === 'PATCH')).toBe(true));
    const patch = calls.find((call) => call.method === 'PATCH')!;
    expect(patch.path).toBe('/api/auth/user');
    expect(patch.body).toEqual({ preferences: { widgetConfig: stored } });
    await waitFor(() =>
      expect(queryClient.getQueryData<typeof user>(userQueryKey)?.preferences.widgetConfig).toEqual(stored),
    );
  });

  it('Cancel discards the changes, and the next opening starts from the saved config', async () => {
    const { calls } = render();
    let dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Habits Today' }));
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Life Score' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await tileNames()).toEqual(['Habits Today', 'Best Streak', 'Weekly Progress', "Today's Tasks"]);
    expect(localStorage.getItem(widgetConfigKey(user.id))).toBeNull();
    expect(calls.some((call) => call.method === 'PATCH')).toBe(false);

    dialog = await openDialog();
    expect(within(dialog).getByRole('switch', { name: 'Habits Today' })).toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Life Score' })).not.toBeChecked();
  });

  it('keeps the saved config on this device when the account cannot be updated, with no error shown', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render({ patch: false });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole('switch', { name: 'Life Score' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(await tileNames()).toEqual([
      'Habits Today',
      'Best Streak',
      'Weekly Progress',
      "Today's Tasks",
      'Life Score',
    ]);
    expect(screen.queryByText(/Database down/)).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
