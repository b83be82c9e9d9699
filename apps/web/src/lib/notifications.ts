/**
 * System notifications while the app is open (there is no push server): a thin, never-throwing wrapper
 * over the Notification API, so a browser without it (or one that throws in an insecure context) simply
 * falls back to in-app toasts.
 */
export type NotificationState = NotificationPermission | 'unsupported';

function api(): typeof Notification | undefined {
  return typeof window !== 'undefined' && 'Notification' in window ? window.Notification : undefined;
}

export function notificationPermission(): NotificationState {
  const notification = api();
  return notification ? notification.permission : 'unsupported';
}

/** Asks the browser; call it only from a user's click (browsers ignore or penalise it otherwise). */
export async function requestNotificationPermission(): Promise<NotificationState> {
  const notification = api();
  if (!notification) return 'unsupported';
  try {
    return await notification.requestPermission();
  } catch {
    return notification.permission;
  }
}

interface SystemNotification {
  title: string;
  body: string;
  /** Also groups notifications: a second one with the same tag replaces the first. */
  tag: string;
  onClick: () => void;
}

/** Shows a system notification when permission is granted; false when it could not (the caller falls back). */
export function showSystemNotification({ title, body, tag, onClick }: SystemNotification): boolean {
  const notification = api();
  if (!notification || notification.permission !== 'granted') return false;
  try {
    const shown = new notification(title, { body, tag, icon: '/favicon.svg' });
    shown.onclick = () => {
      window.focus();
      onClick();
      shown.close();
    };
    return true;
  } catch {
    // Some mobile browsers allow only service-worker notifications: the toast takes over.
    return false;
  }
}
