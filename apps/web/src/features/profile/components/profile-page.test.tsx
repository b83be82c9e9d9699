import { authApi } from '@track-grow/domain/auth/api';
import { i18n } from '../../../lib/i18n.ts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, makeUser } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetToasts } from '../../../lib/toast.ts';
import ProfilePage from './profile-page.tsx';
import { userQueryKey } from '../../../lib/session.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

describe('ProfilePage', () => {
  it('shows the name, a read-only email and every setting with a label', () => {
    mockApi([]);
    renderWithProviders(<ProfilePage />, { user: makeUser() });
    expect(screen.getByLabelText('First name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
    for (const label of [
      'Theme',
      'Language',
      'Currency',
      'Time zone',
      'Week starts on',
      'My day starts at',
      'Bottom navigation',
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Change picture' })).toHaveAttribute('href', '/image-selector');
    expect(screen.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('confirms a change of language in the new language', async () => {
    mockApi([[authApi.updateUser, ({ body }) => ({ body: makeUser(body as object) })]]);
    renderWithProviders(<ProfilePage />, { user: makeUser({ locale: 'en' }) });
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: /Language/ }), 'it');
    expect(await screen.findByText('Le tue impostazioni sono state aggiornate.')).toBeInTheDocument();
    expect(screen.queryByText('Your settings have been updated.')).not.toBeInTheDocument();
    await i18n.changeLanguage('en');
  });

  it('saves the bottom-navigation switch with PATCH and a toast', async () => {
    const { calls } = mockApi([[authApi.updateUser, ({ body }) => ({ body: makeUser(body as object) })]]);
    const { queryClient } = renderWithProviders(<ProfilePage />, { user: makeUser() });
    await userEvent.setup().click(screen.getByRole('switch', { name: 'Bottom navigation' }));
    expect(await screen.findByText('Your settings have been updated.')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({
      method: 'PATCH',
      path: '/api/auth/user',
      body: { showBottomNav: false },
    });
    expect(queryClient.getQueryData<{ showBottomNav: boolean }>(userQueryKey)?.showBottomNav).toBe(false);
  });

  it('validates and saves the name', async () => {
    const { calls } = mockApi([[authApi.updateUser, ({ body }) => ({ body: makeUser(body as object) })]]);
    renderWithProviders(<ProfilePage />, { user: makeUser() });
    const user = userEvent.setup();
    await user.clear(screen.getByLabelText('First name'));
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(calls).toHaveLength(0);

    await user.type(screen.getByLabelText('First name'), '  Grace ');
    await user.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name has been updated.')).toBeInTheDocument();
    expect(calls[0]?.body).toEqual({ firstName: 'Grace', lastName: 'Lovelace' });
  });

  it('changes the password, and shows a wrong current password under its field', async () => {
    let attempt = 0;
    const { calls } = mockApi([
      [
        authApi.changePassword,
        () =>
          ++attempt === 1
            ? { status: 400, body: { message: 'Current password is incorrect', code: 'auth.wrongPassword' } }
            : { body: { message: 'Password changed' } },
      ],
    ]);
    renderWithProviders(<ProfilePage />, { user: makeUser() });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Current password'), 'wrong-one');
    await user.type(screen.getByLabelText('New password'), 'secret12');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
        'Current password is incorrect',
      ),
    );

    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Password changed')).toBeInTheDocument();
    expect(calls[1]?.body).toEqual({ currentPassword: 'wrong-one', newPassword: 'secret12' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });
});
