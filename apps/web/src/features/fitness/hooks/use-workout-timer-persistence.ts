import { useEffect } from 'react';
import type { WorkoutTimerStore } from './workout-timer-store.ts';

/** Stored again when the page hides (SPEC.md 4); another tab's start or stop is followed. */
export function useWorkoutTimerPersistence(store: WorkoutTimerStore, key: string) {
  useEffect(() => {
    const onHide = () => store.persist();
    const onStorage = (event: StorageEvent) => {
      if (event.key === key) store.reload();
    };
    window.addEventListener('pagehide', onHide);
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('pagehide', onHide);
      window.removeEventListener('storage', onStorage);
    };
  }, [store, key]);
}
