import '../i18n.ts';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { HabitTimerStore } from '../hooks/habit-timer-store.ts';
import { HabitTimerStoreContext } from '../hooks/use-habit-timers.ts';
import { useTimerAutoComplete } from '../hooks/use-timer-auto-complete.ts';
import { useTimerStorageSync } from '../hooks/use-timer-storage-sync.ts';
import { useTimerTicking } from '../hooks/use-timer-ticking.ts';

/** SPEC.md 9: the habit is completed about 100 ms after its timer reaches the target. */
export const AUTO_COMPLETE_DELAY_MS = 100;

/**
 * The one owner of the `habit-timers` store in the signed-in app: timers keep counting on every page, and one
 * that reaches its target completes its habit about 100 ms later wherever the user is.
 */
export function HabitTimersProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new HabitTimerStore());
  const complete = useTimerAutoComplete();
  const completeRef = useRef(complete);

  useEffect(() => {
    completeRef.current = complete;
  }, [complete]);

  useEffect(
    () =>
      store.onComplete((habitId, date) => {
        // Not cancelled on unmount: a timer that completed must still complete its habit.
        setTimeout(() => void completeRef.current(habitId, date), AUTO_COMPLETE_DELAY_MS);
      }),
    [store],
  );
  useTimerTicking(store);
  useTimerStorageSync(store);

  return <HabitTimerStoreContext value={store}>{children}</HabitTimerStoreContext>;
}
