import { useSyncExternalStore } from 'react';

/**
 * How many bottom sheets are open. SPEC.md 2: a bottom sheet hides the bottom navigation while it is open;
 * the nav reads this instead of every sheet knowing about the shell.
 */
let openSheets = 0;
const listeners = new Set<() => void>();

function emit(): void {
  for (const listener of listeners) listener();
}

/** Counts a sheet as open until the returned function is called (once; later calls do nothing). */
export function registerOpenSheet(): () => void {
  openSheets += 1;
  emit();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    openSheets -= 1;
    emit();
  };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const getSnapshot = (): boolean => openSheets > 0;

/** True while any bottom sheet is open. */
export function useSheetOpen(): boolean {
  return useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
}
