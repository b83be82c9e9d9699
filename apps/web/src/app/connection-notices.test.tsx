import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUpdateWaiting } from '../lib/app-update.ts';
import { i18n } from '../lib/i18n.ts';
import { goOffline, goOnline } from '../test/offline.ts';
import { ConnectionNotices } from './connection-notices.tsx';

afterEach(async () => {
  vi.restoreAllMocks();
  setUpdateWaiting(null);
  await i18n.changeLanguage('en');
});

describe('ConnectionNotices', () => {
  it('shows the offline banner while the browser is offline, and hides it when the network returns', () => {
    render(<ConnectionNotices />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    act(() => goOffline());
    expect(screen.getByRole('status')).toHaveTextContent(
      "You're offline. Showing what you last saw; habit check-ins you make will be sent when you're back online, and quick notes stay on this device.",
    );

    act(() => goOnline());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows the banner at once when the page opens offline, in Italian too', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await i18n.changeLanguage('it');
    render(<ConnectionNotices />);
    expect(screen.getByRole('status')).toHaveTextContent(/^Sei offline\./);
  });

  it('offers a reload when a new version waits, and reloads only when asked', async () => {
    const apply = vi.fn(() => Promise.resolve());
    render(<ConnectionNotices />);
    expect(screen.queryByRole('button', { name: 'Reload' })).not.toBeInTheDocument();

    act(() => setUpdateWaiting(apply));
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available.');
    expect(apply).not.toHaveBeenCalled();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
    expect(apply).toHaveBeenCalledTimes(1);
  });
});
