import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '@track-grow/domain/auth/api';
import { mockApi, makeUser } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import ResetPasswordPage from './reset-password-page.tsx';
import { userQueryKey } from '../../../lib/session.ts';

const token = 'a'.repeat(43);

afterEach(() => vi.unstubAllGlobals());

async function choose(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('Confirm new password'), confirm);
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
}

describe('ResetPasswordPage', () => {
  it('explains a missing token and links to a new request', () => {
    mockApi([]);
    renderWithProviders(<ResetPasswordPage />, { user: null, path: '/reset-password' });
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  });

  it('asks for matching passwords of at least 6 characters', async () => {
    const { fetchMock } = mockApi([]);
    renderWithProviders(<ResetPasswordPage />, { user: null, path: `/reset-password?token=${token}` });
    await choose('123', '123');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    await userEvent.setup().clear(screen.getByLabelText('New password'));
    await choose('secret12', 'secret13');
    expect(screen.getByLabelText('Confirm new password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sets the password, signs in and goes home', async () => {
    const ada = makeUser();
    const { calls } = mockApi([
      [authApi.resetPassword, { body: ada }],
      [authApi.user, { body: ada }],
    ]);
    const { queryClient, location } = renderWithProviders(<ResetPasswordPage />, {
      user: null,
      path: `/reset-password?token=${token}`,
    });
    await choose('secret12', 'secret12');
    await waitFor(() => expect(location.history.at(-1)).toBe('/'));
    expect(calls[0]?.body).toEqual({ token, password: 'secret12' });
    expect(queryClient.getQueryData(userQueryKey)).toEqual(ada);
    expect(window.localStorage.getItem('userId')).toBe(ada.id);
  });

  it('shows the server’s verdict on an expired link, with a way to ask again', async () => {
    mockApi([
      [
        authApi.resetPassword,
        {
          status: 400,
          body: { message: 'This reset link is invalid or has expired', code: 'auth.resetLinkExpired' },
        },
      ],
    ]);
    renderWithProviders(<ResetPasswordPage />, { user: null, path: `/reset-password?token=${token}` });
    await choose('secret12', 'secret12');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired');
    expect(screen.getByRole('link', { name: 'Request a new link' })).toBeInTheDocument();
  });
});
