import { createContext, useContext, useSyncExternalStore } from 'react';
import type { PomodoroSnapshot, PomodoroStore } from './pomodoro-store.ts';

/** The signed-in user's pomodoro (PomodoroProvider; null while no one is signed in); undefined outside it. */
export const PomodoroStoreContext = createContext<PomodoroStore | null | undefined>(undefined);

export const useOptionalPomodoroStore = (): PomodoroStore | null => useContext(PomodoroStoreContext) ?? null;

/** Whether a PomodoroProvider is mounted above. */
export const useHasPomodoroProvider = (): boolean => useContext(PomodoroStoreContext) !== undefined;

export function usePomodoroStore(): PomodoroStore {
  const store = useOptionalPomodoroStore();
  if (!store) throw new Error('usePomodoroStore needs a PomodoroProvider above it.');
  return store;
}

const subscribeToNothing = () => () => undefined;
const nothing = () => null;

/** The pomodoro as it is now; re-renders on each change (each second while running). Null without a store. */
export function usePomodoroSnapshot(store: PomodoroStore | null): PomodoroSnapshot | null {
  return useSyncExternalStore(
    store?.subscribe ?? subscribeToNothing,
    store?.getSnapshot ?? nothing,
    store?.getSnapshot ?? nothing,
  );
}
