import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { authApi } from '@track-grow/domain/auth/api';
import { mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { resetToasts } from '../../../lib/toast.ts';
import { localUser } from '../test-fixtures.ts';
import { AuthDialog, type AuthView } from './auth-dialog.tsx';
import { userQueryKey } from '../../../lib/session.ts';

function Harness({ initial }: { initial: AuthView }) {
  const [view, setView] = useState<AuthView | null>(initial);
  return <AuthDialog view={view} onViewChange={setView} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  resetToasts();
});

async function submitLogin(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('AuthDialog', () => {
  it('shows each field’s error under it and sends nothing when the login form is empty', async () => {
    const { fetchMock } = mockApi([]);
    renderWithProviders(<Harness initial="login" />, { user: null });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('uses email inputs and validates every signup field, with the password hint', async () => {
    mockApi([]);
    renderWithProviders(<Harness initial="signup" />, { user: null });
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.type(screen.getByLabelText('Password'), '123');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Last name')).toHaveAccessibleDescription('Last name is required');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(screen.getByLabelText('Password')).toHaveAttribute('aria-invalid', 'true');
  });

  it('switches between the login, signup and forgot-password views', async () => {
    mockApi([]);
    renderWithProviders(<Harness initial="login" />, { user: null });
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'Welcome back' });

    await user.click(within(dialog).getByRole('button', { name: 'Sign up' }));
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('First name')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to Login' }));
    expect(screen.getByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('shows the server’s message in an "Error" toast when sign-in fails', async () => {
    mockApi([[authApi.login, { status: 401, body: { message: 'Invalid email or password' } }]]);
    renderWithProviders(<Harness initial="login" />, { user: null });
    await submitLogin('ada@example.com', 'wrong-password');
    const status = await screen.findByText('Invalid email or password');
    expect(status).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });

  it('falls back to "Sign in failed" when the answer has no message', async () => {
    mockApi([[authApi.login, { status: 500, text: 'Internal Server Error' }]]);
    renderWithProviders(<Harness initial="login" />, { user: null });
    await submitLogin('ada@example.com', 'secret1');
    expect(await screen.findByText('Sign in failed')).toBeInTheDocument();
  });

  it('says "An error occurred during sign in" when the request itself throws', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    renderWithProviders(<Harness initial="login" />, { user: null });
    await submitLogin('ada@example.com', 'secret1');
    expect(await screen.findByText('An error occurred during sign in')).toBeInTheDocument();
  });

  it('signs in: the stored userId becomes the user’s and the user is cached', async () => {
    const ada = localUser();
    mockApi([
      [authApi.login, { body: ada }],
      [authApi.user, { body: ada }],
    ]);
    const { queryClient } = renderWithProviders(<Harness initial="login" />, { user: null });
    await submitLogin('ada@example.com', 'secret1');
    await vi.waitFor(() => expect(queryClient.getQueryData(userQueryKey)).toEqual(ada));
    expect(window.localStorage.getItem('userId')).toBe(ada.id);
  });

  it('signs up with a success toast, and reports the server’s conflict message', async () => {
    const ada = localUser({ hasCompletedOnboarding: false });
    let attempts = 0;
    const { calls } = mockApi([
      [
        authApi.signup,
        () =>
          ++attempts === 1
            ? { status: 409, body: { message: 'An account with this email already exists' } }
            : { status: 201, body: ada },
      ],
      [authApi.user, { body: ada }],
    ]);
    renderWithProviders(<Harness initial="signup" />, { user: null });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Lovelace');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Password'), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('An account with this email already exists')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Account created successfully!')).toBeInTheDocument();
    expect(screen.getByText('Success')).toBeInTheDocument();
    expect(calls.find((call) => call.path === '/api/auth/signup')?.body).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
  });

  it('sends the reset link and shows the "Email Sent" toast', async () => {
    mockApi([[authApi.forgotPassword, { body: { message: 'ok' } }]]);
    renderWithProviders(<Harness initial="forgot-password" />, { user: null });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText('Email Sent')).toBeInTheDocument();
  });
});
