import { useEffect } from 'react';
import type { PomodoroStore } from './pomodoro-store.ts';

/** SPEC.md 9: the tick is 1 s. Each tick reads the clock; nothing is counted. */
export const POMODORO_TICK_MS = 1000;

/** Keeps the store in step with the clock and the page's life: ticks, waking up, hiding and unloading. */
export function usePomodoroPageLife(store: PomodoroStore | null, flush: () => void) {
  useEffect(() => {
    if (!store) return;
    const catchUp = () => {
      store.tick();
      flush();
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') store.save();
      else catchUp();
    };
    const save = () => store.save();
    catchUp();
    const interval = setInterval(catchUp, POMODORO_TICK_MS);
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('focus', catchUp);
    window.addEventListener('pagehide', save);
    window.addEventListener('beforeunload', save);
    // Another tab started, paused or finished the timer: this one follows it.
    const onStorage = (event: StorageEvent) => {
      if (event.key === `pomodoro-${store.userId}`) store.adoptOtherTab();
    };
    window.addEventListener('storage', onStorage);
    return () => {
      clearInterval(interval);
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('focus', catchUp);
      window.removeEventListener('pagehide', save);
      window.removeEventListener('beforeunload', save);
      window.removeEventListener('storage', onStorage);
      store.save();
    };
  }, [store, flush]);
}
