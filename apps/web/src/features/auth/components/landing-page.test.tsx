import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { signedOut } from '../test-fixtures.ts';
import { LandingPage } from './landing-page.tsx';

function Landing() {
  useCurrentUser();
  return <LandingPage />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe('LandingPage', () => {
  it('shows the headline, the tagline and both buttons', () => {
    mockApi([signedOut]);
    renderWithProviders(<Landing />, { user: null });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Small steps, every day');
    expect(screen.getByText('Track. Grow.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Sign in' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeInTheDocument();
  });

  it('opens the auth dialog in signup or login mode', async () => {
    mockApi([]);
    renderWithProviders(<Landing />, { user: null });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getAllByRole('button', { name: 'Sign in' })[0]!);
    expect(await screen.findByRole('dialog', { name: 'Welcome back' })).toBeInTheDocument();
  });

  it('on ?logout=true refreshes the user and removes the parameter from the address', async () => {
    window.history.replaceState(null, '', '/?logout=true&keep=1');
    const { calls } = mockApi([signedOut]);
    renderWithProviders(<Landing />, { user: null });
    await waitFor(() => expect(calls.filter((call) => call.path === '/api/auth/user')).toHaveLength(1));
    expect(window.location.search).toBe('?keep=1');
  });
});
