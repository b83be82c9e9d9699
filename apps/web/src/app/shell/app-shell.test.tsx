import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authApi } from '@track-grow/domain/auth/api';
import { mockApi, makeUser } from '../../test/api-mock.ts';
import { renderWithProviders } from '../../test/render.tsx';
import { AppShell } from './app-shell.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('AppShell', () => {
  it('shows the five-slot bottom bar and highlights the active route', () => {
    mockApi([]);
    renderWithProviders(
      <AppShell user={makeUser()}>
        <p>page</p>
      </AppShell>,
      { path: '/timeline' },
    );
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/ai-assistant',
      '/hub',
      '/timeline',
      '/profile',
    ]);
    expect(within(nav).getByRole('link', { name: 'Add' })).toHaveAttribute('href', '/hub');
    expect(within(nav).getByRole('link', { name: 'Timeline' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
  });

  it('floats the chat launcher on signed-in pages but not on /ai-assistant, and links the AI slot there', () => {
    mockApi([]);
    const { unmount } = renderWithProviders(<AppShell user={makeUser()}>page</AppShell>, { path: '/tasks' });
    expect(screen.getByRole('button', { name: 'Open AI assistant chat' })).toBeInTheDocument();
    unmount();
    renderWithProviders(<AppShell user={makeUser()}>page</AppShell>, { path: '/ai-assistant' });
    expect(screen.queryByRole('button', { name: 'Open AI assistant chat' })).not.toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'AI' })).toHaveAttribute('href', '/ai-assistant');
  });

  it('highlights Home on /home too', () => {
    mockApi([]);
    renderWithProviders(<AppShell user={makeUser()}>page</AppShell>, { path: '/home' });
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides the bottom bar when the profile turns it off', () => {
    mockApi([]);
    renderWithProviders(<AppShell user={makeUser({ showBottomNav: false })}>page</AppShell>);
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    // The profile stays one tap away in the top bar.
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
  });

  it('opens the right-side Menu; choosing an area closes it and navigates', async () => {
    mockApi([]);
    const { location } = renderWithProviders(<AppShell user={makeUser()}>page</AppShell>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('dialog', { name: 'Menu' });
    const links = within(menu).getAllByRole('link');
    const names = ['Habits', 'Tasks', 'Money', 'Fitness', 'Books', 'Notes', 'Mood', 'Focus', 'Lessons'];
    expect(links).toHaveLength(names.length);
    names.forEach((name, index) => expect(links[index]).toHaveAccessibleName(name));
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeInTheDocument();

    await user.click(within(menu).getByRole('link', { name: 'Money' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(location.history.at(-1)).toBe('/money');
  });

  it('logs out through the menu and goes to /?logout=true', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = mockApi([[authApi.logout, { body: { message: 'Signed out' } }]]);
    renderWithProviders(<AppShell user={makeUser()}>page</AppShell>);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/?logout=true'));
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/logout', body: {} });
  });

  it('scrolls to the top on each route change', async () => {
    mockApi([]);
    const scrollTo = vi.spyOn(window, 'scrollTo');
    const { location } = renderWithProviders(<AppShell user={makeUser()}>page</AppShell>, { path: '/' });
    scrollTo.mockClear();
    await userEvent.setup().click(screen.getByRole('link', { name: 'Timeline' }));
    expect(location.history.at(-1)).toBe('/timeline');
    expect(scrollTo).toHaveBeenCalledWith({ top: 0, left: 0 });
  });
});
