/// <reference types="vite-plugin-pwa/client" />
import { setUpdateWaiting } from './app-update.ts';
import { browserOnline } from './online.ts';
import { whenIdle } from './when-idle.ts';

/** A page left open all day still learns about a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the service worker the build writes (vite-plugin-pwa, vite.config.ts): it serves the app shell
 * offline. A new version waits until the user accepts the reload it offers (lib/app-update.ts). It starts when
 * the page is idle after its load event, so its code and registration stay out of the first screen's tasks.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => whenIdle(register);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

function register(): void {
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const update = registerSW({
      onNeedRefresh: () => setUpdateWaiting(() => update(true)),
      onRegisteredSW: (_url, registration) => {
        if (!registration) return;
        setInterval(() => {
          if (browserOnline()) registration.update().catch(() => undefined);
        }, UPDATE_CHECK_MS);
      },
      onRegisterError: (error: unknown) => console.warn('The service worker could not be registered', error),
    });
  });
}
