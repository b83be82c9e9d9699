import { useSyncExternalStore } from 'react';
import { browserOnline } from './online.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** The browser's network state (`navigator.onLine`), kept current by its online and offline events. */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, browserOnline, () => true);
}
