import { useCallback, useSyncExternalStore } from 'react';
import { readStorage, writeStorage } from './storage.ts';

const localListeners = new Set<() => void>();

/** Writes a value and tells this tab's readers (the storage event only reaches other tabs). */
export function writeStoredValue(key: string, value: string): void {
  writeStorage(key, value);
  for (const listener of localListeners) listener();
}

function subscribe(listener: () => void): () => void {
  localListeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    localListeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The raw stored string of `key` (null when absent or unreadable), kept current across tabs. */
export function useStoredValue(key: string | null): string | null {
  const read = useCallback(() => (key === null ? null : readStorage(key)), [key]);
  return useSyncExternalStore(subscribe, read, () => null);
}
