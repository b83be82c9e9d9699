import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { resetToasts } from '../../../lib/toast.ts';
import { makeUser } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { shownRemindersKey } from '../reminders.ts';
import { GYM_ID, STRETCH_ID, WALK_ID, done, makeHabit, skipped } from '../test-fixtures.ts';
import { mockHabitsApi } from '../test-routes.ts';
import { HabitReminders } from './habit-reminders.tsx';

/** Saturday 14 March 2026 in Tokyo (UTC+9, no daylight saving): 17:59:30 there, 08:59:30 in UTC. */
const BEFORE = new Date('2026-03-14T08:59:30.000Z');
const TODAY = '2026-03-14';
const user = makeUser({ timezone: 'Asia/Tokyo' });
const read = makeHabit({ reminderTime: '18:00' });

interface Shown {
  title: string;
  options: NotificationOptions | undefined;
  instance: { onclick: (() => void) | null; close: () => void };
}

/** window.Notification with a fixed permission, recording what was shown. */
function stubNotification(permission: NotificationPermission) {
  const shown: Shown[] = [];
  class FakeNotification {
    static permission = permission;
    static requestPermission = vi.fn(() => Promise.resolve(permission));
    onclick: (() => void) | null = null;
    close = vi.fn();
    constructor(title: string, options?: NotificationOptions) {
      shown.push({ title, options, instance: this });
    }
  }
  vi.stubGlobal('Notification', FakeNotification);
  return shown;
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const render = (who = user) => renderWithProviders(<HabitReminders />, { user: who, path: '/' });

beforeEach(() => {
  vi.useFakeTimers({ now: BEFORE, shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetToasts();
});

describe('HabitReminders', () => {
  it('shows a system notification at the reminder time in the user’s zone, once, and its click opens /habits', async () => {
    const shown = stubNotification('granted');
    const focus = vi.spyOn(window, 'focus').mockImplementation(() => undefined);
    mockHabitsApi({ habits: [read] });
    const { location } = render();

    await advance(20_000);
    expect(shown).toHaveLength(0); // 17:59 in Tokyo (and 08:59 in the browser's UTC)

    await advance(60_000);
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(shown[0]).toMatchObject({ title: 'Read', options: { tag: `habit-reminder-${read.id}` } });
    expect(shown[0]?.options?.body).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Open' })).not.toBeInTheDocument();

    await advance(5 * 60_000);
    expect(shown).toHaveLength(1);

    act(() => shown[0]?.instance.onclick?.());
    expect(focus).toHaveBeenCalled();
    expect(location.history?.at(-1)).toBe('/habits');
  });

  it('falls back to an in-app toast with an Open action when notifications are not granted', async () => {
    stubNotification('default');
    mockHabitsApi({ habits: [read] });
    const { location } = render();
    await advance(60_000);

    const open = await screen.findByRole('button', { name: 'Open' });
    expect(screen.getByText('Read')).toBeInTheDocument();
    await userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) }).click(open);
    expect(location.history?.at(-1)).toBe('/habits');
  });

  it('skips a habit done, skipped or not scheduled today', async () => {
    const shown = stubNotification('granted');
    const at = '18:00';
    mockHabitsApi({
      habits: [
        makeHabit({ id: WALK_ID, name: 'Walk', reminderTime: at }),
        makeHabit({ id: GYM_ID, name: 'Gym', reminderTime: at }),
        // A Monday-only habit on a Saturday.
        makeHabit({
          id: STRETCH_ID,
          name: 'Stretch',
          reminderTime: at,
          schedule: { kind: 'weekdays', days: [1] },
        }),
        read,
      ],
      completions: [done(WALK_ID, TODAY), skipped(GYM_ID, TODAY)],
    });
    render();
    await advance(60_000);
    await waitFor(() => expect(shown.map((item) => item.title)).toEqual(['Read']));
  });

  it('skips every habit on a vacation day', async () => {
    const onVacation = stubNotification('granted');
    const { calls } = mockHabitsApi({
      habits: [read],
      vacations: [{ id: GYM_ID, startDate: TODAY, endDate: TODAY, createdAt: '2026-03-01T00:00:00.000Z' }],
    });
    render();
    await advance(60_000);
    await waitFor(() => expect(calls.some((call) => call.path === '/api/vacations')).toBe(true));
    await advance(60_000);
    expect(onVacation).toHaveLength(0);
  });

  it('does not repeat a reminder after a remount (or a reload) the same day', async () => {
    const shown = stubNotification('granted');
    mockHabitsApi({ habits: [read] });
    const first = render();
    await advance(60_000);
    await waitFor(() => expect(shown).toHaveLength(1));
    expect(JSON.parse(window.localStorage.getItem(shownRemindersKey(user.id)) ?? '')).toEqual({
      date: TODAY,
      ids: [read.id],
    });

    first.unmount();
    render();
    await advance(2 * 60_000);
    expect(shown).toHaveLength(1);
  });

  it('treats corrupt or yesterday’s storage as nothing shown', async () => {
    const shown = stubNotification('granted');
    window.localStorage.setItem(shownRemindersKey(user.id), '{not json');
    mockHabitsApi({ habits: [read] });
    render();
    await advance(60_000);
    await waitFor(() => expect(shown).toHaveLength(1));
  });

  it('does nothing, reads nothing and runs no clock while the Habits switch is off', async () => {
    const shown = stubNotification('granted');
    const { calls } = mockHabitsApi({ habits: [read] });
    const interval = vi.spyOn(globalThis, 'setInterval');
    render(makeUser({ timezone: 'Asia/Tokyo', preferences: { reminders: { habits: false } } }));
    await advance(2 * 60_000);
    expect(shown).toHaveLength(0);
    expect(calls).toHaveLength(0);
    expect(interval).not.toHaveBeenCalledWith(expect.any(Function), 60_000);
  });

  it('runs no clock when no habit has a reminder time', async () => {
    mockHabitsApi({ habits: [makeHabit()] });
    const interval = vi.spyOn(globalThis, 'setInterval');
    render();
    await advance(2 * 60_000);
    expect(interval).not.toHaveBeenCalledWith(expect.any(Function), 60_000);
  });

  it('still reminds up to 60 minutes late when the app opens after the time, not later', async () => {
    const shown = stubNotification('granted');
    vi.setSystemTime(new Date('2026-03-14T09:59:00.000Z')); // 18:59 in Tokyo: 59 minutes late
    mockHabitsApi({ habits: [read, makeHabit({ id: WALK_ID, name: 'Walk', reminderTime: '17:30' })] });
    render();
    await waitFor(() => expect(shown.map((item) => item.title)).toEqual(['Read']));
  });
});
