import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '@track-grow/domain/auth/api';
import { i18n } from '../../../lib/i18n.ts';
import { resetToasts } from '../../../lib/toast.ts';
import { mockApi, makeUser } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { RemindersCard } from './reminders-card.tsx';
import { userQueryKey } from '../../../lib/session.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

/** window.Notification with a permission that a click may change. */
function stubNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(() => {
    Fake.permission = answer;
    return Promise.resolve(answer);
  });
  class Fake {
    static permission = permission;
    static requestPermission = requestPermission;
  }
  vi.stubGlobal('Notification', Fake);
  return requestPermission;
}

const group = () => screen.getByRole('region', { name: 'Reminders' });
const patchEcho = () => mockApi([[authApi.updateUser, ({ body }) => ({ body: makeUser(body as object) })]]);

describe('RemindersCard', () => {
  it('shows the four switches, on when never set, each labelled and described', () => {
    stubNotification('granted');
    mockApi([]);
    renderWithProviders(
      <RemindersCard user={makeUser({ preferences: { reminders: { budget: false } } })} />,
      {
        user: makeUser(),
      },
    );
    for (const [name, on] of [
      ['Habits', true],
      ['Mood', true],
      ['Budget', false],
      ['Tasks', true],
    ] as const) {
      const toggle = within(group()).getByRole('switch', { name });
      expect(toggle).toHaveAttribute('aria-checked', String(on));
      expect(toggle).toHaveAccessibleDescription();
    }
    expect(within(group()).getByText(/no push notifications/)).toBeInTheDocument();
  });

  it('saves a switch with PATCH of the whole reminders preference, keeping the others, with a toast', async () => {
    stubNotification('granted');
    const { calls } = patchEcho();
    const user = makeUser({ preferences: { reminders: { budget: false } } });
    const { queryClient } = renderWithProviders(<RemindersCard user={user} />, { user });
    const keyboard = userEvent.setup();
    within(group()).getByRole('switch', { name: 'Mood' }).focus();
    await keyboard.keyboard(' ');

    expect(await screen.findByText('Your reminder settings have been updated.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/auth/user',
      body: { preferences: { reminders: { habits: true, mood: false, budget: false, tasks: true } } },
    });
    expect(
      queryClient.getQueryData<{ preferences: { reminders?: { mood?: boolean } } }>(userQueryKey)?.preferences
        .reminders?.mood,
    ).toBe(false);
  });

  it('offers "Allow notifications" only while undecided, and asks only on its click', async () => {
    const request = stubNotification('default', 'granted');
    mockApi([]);
    renderWithProviders(<RemindersCard user={makeUser()} />, { user: makeUser() });
    expect(request).not.toHaveBeenCalled();

    await userEvent.setup().click(within(group()).getByRole('button', { name: 'Allow notifications' }));
    expect(request).toHaveBeenCalledTimes(1);
    expect(await within(group()).findByText(/also arrive as system notifications/)).toBeInTheDocument();
    expect(within(group()).queryByRole('button', { name: 'Allow notifications' })).not.toBeInTheDocument();
  });

  it('says when the browser blocked notifications, and hides the notice with the Habits switch off', () => {
    stubNotification('denied');
    mockApi([]);
    const { unmount } = renderWithProviders(<RemindersCard user={makeUser()} />, { user: makeUser() });
    expect(within(group()).getByText(/blocked notifications/)).toBeInTheDocument();
    expect(within(group()).queryByRole('button', { name: 'Allow notifications' })).not.toBeInTheDocument();
    unmount();

    const off = makeUser({ preferences: { reminders: { habits: false } } });
    renderWithProviders(<RemindersCard user={off} />, { user: off });
    expect(within(group()).queryByText(/blocked notifications/)).not.toBeInTheDocument();
  });

  it('speaks Italian', async () => {
    stubNotification('default');
    mockApi([]);
    await i18n.changeLanguage('it');
    renderWithProviders(<RemindersCard user={makeUser()} />, { user: makeUser() });
    expect(screen.getByRole('region', { name: 'Promemoria' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Consenti notifiche' })).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
