import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '@track-grow/domain/auth/api';
import { mockApi, makeUser } from '../../../test/api-mock.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { useCurrentUser, userQueryKey } from '../../../lib/session.ts';
import { OnboardingTour } from './onboarding-tour.tsx';

/** Observes the user query, as the app does, so invalidating it refetches. */
function WithUser({ needed }: { needed: boolean }) {
  useCurrentUser();
  return <OnboardingTour needed={needed} />;
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const newUser = makeUser({ hasCompletedOnboarding: false });

describe('OnboardingTour', () => {
  it('walks the three steps with Next and Back, and ends on Get Started', async () => {
    mockApi([]);
    renderWithProviders(<OnboardingTour needed />, { user: newUser });
    const user = userEvent.setup();

    expect(screen.getByRole('dialog', { name: 'Track Everything That Matters' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skip tour' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Visualize Your Progress' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByRole('dialog', { name: 'Track Everything That Matters' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('dialog', { name: 'Transform Your Life' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get Started' })).toBeInTheDocument();
  });

  it('Get Started posts the status, refreshes the user and closes', async () => {
    const done = makeUser({ hasCompletedOnboarding: true });
    const { calls } = mockApi([
      [authApi.onboarding, { body: done }],
      [authApi.user, { body: done }],
    ]);
    const { queryClient } = renderWithProviders(<WithUser needed />, { user: newUser });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Get Started' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = calls.find((call) => call.method === 'POST');
    expect(post).toMatchObject({ path: '/api/auth/onboarding', body: { hasCompleted: true } });
    await waitFor(() =>
      expect(calls.some((call) => call.method === 'GET' && call.path === '/api/auth/user')).toBe(true),
    );
    expect(queryClient.getQueryData(userQueryKey)).toEqual(done);
  });

  it('closes even when saving the status fails, and only logs the failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { calls } = mockApi([
      [authApi.onboarding, { status: 500, body: { message: 'Database unavailable' } }],
    ]);
    renderWithProviders(<OnboardingTour needed />, { user: newUser });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Skip tour' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toHaveLength(1);
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('is not shown to a user who completed onboarding', () => {
    mockApi([]);
    renderWithProviders(<OnboardingTour needed={false} />, { user: makeUser() });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
