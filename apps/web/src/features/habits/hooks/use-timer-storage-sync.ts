import { useEffect } from 'react';
import { HABIT_TIMERS_KEY } from '@track-grow/domain/habits';
import type { HabitTimerStore } from './habit-timer-store.ts';

/** Another tab started, stopped or finished a timer: this tab follows what it stored. */
export function useTimerStorageSync(store: HabitTimerStore) {
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === HABIT_TIMERS_KEY) store.reload();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [store]);
}
