import { onlineManager } from '@tanstack/react-query';

/** Whether the browser says it has a network; true where it cannot tell. */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

/**
 * TanStack Query's online state follows the browser's, from the start (reads made offline wait instead of
 * failing, and show what the cache holds). When the network returns, `beforeOnline` (sending queued writes)
 * finishes before the waiting reads run, so they fetch the server's state with those writes in it.
 */
export function followBrowserOnline(beforeOnline?: () => Promise<unknown>): void {
  onlineManager.setEventListener((setOnline) => {
    const online = () => {
      if (!beforeOnline) setOnline(true);
      else void beforeOnline().finally(() => setOnline(browserOnline()));
    };
    const offline = () => setOnline(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  });
  onlineManager.setOnline(browserOnline());
}
