import { useSyncExternalStore } from 'react';

/** Activates the waiting service worker and reloads the page once it controls it. */
type ApplyUpdate = () => Promise<void>;

let waiting: ApplyUpdate | null = null;
const listeners = new Set<() => void>();

/** A new version of the app is installed and waits: the page offers to reload, and never reloads by itself. */
export function setUpdateWaiting(apply: ApplyUpdate | null): void {
  waiting = apply;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How to switch to the waiting version, or null when there is none. */
export function useWaitingUpdate(): ApplyUpdate | null {
  return useSyncExternalStore(
    subscribe,
    () => waiting,
    () => null,
  );
}
