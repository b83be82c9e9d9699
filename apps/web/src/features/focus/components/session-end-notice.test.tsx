import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '../i18n.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { SessionEndNotice } from './session-end-notice.tsx';

function stubNotification(permission: NotificationPermission, answer: NotificationPermission = permission) {
  const requestPermission = vi.fn(() => Promise.resolve(answer));
  vi.stubGlobal(
    'Notification',
    Object.assign(function Notification() {}, { permission, requestPermission }),
  );
  return requestPermission;
}

afterEach(() => vi.unstubAllGlobals());

describe('SessionEndNotice', () => {
  it('asks for notifications only on the click, then goes', async () => {
    const requestPermission = stubNotification('default', 'granted');
    renderWithProviders(<SessionEndNotice />);
    expect(requestPermission).not.toHaveBeenCalled();
    expect(
      screen.getByText('Get a notification when a session ends while the app is in the background.'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Allow notifications' }));
    expect(requestPermission).toHaveBeenCalledOnce();
    expect(screen.queryByRole('button', { name: 'Allow notifications' })).toBeNull();
  });

  it('shows nothing once the user has decided, or where there are no notifications', () => {
    stubNotification('denied');
    const { container, unmount } = renderWithProviders(<SessionEndNotice />);
    expect(container).toBeEmptyDOMElement();
    unmount();
    vi.unstubAllGlobals();
    stubNotification('granted');
    expect(renderWithProviders(<SessionEndNotice />).container).toBeEmptyDOMElement();
  });
});
