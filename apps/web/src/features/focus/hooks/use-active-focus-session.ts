import { useMemo } from 'react';
import type { FocusSessionType } from '@track-grow/domain/focus';
import { useOptionalPomodoroStore, usePomodoroSnapshot } from './pomodoro-context.ts';

export interface ActiveFocusSession {
  sessionType: FocusSessionType;
  state: 'running' | 'paused';
  secondsLeft: number;
}

/**
 * The focus session running or paused anywhere in the app (SPEC.md 2's floating session button), or null when
 * the pomodoro is idle or no PomodoroProvider is mounted. Re-renders each second while running.
 */
export function useActiveFocusSession(): ActiveFocusSession | null {
  const snapshot = usePomodoroSnapshot(useOptionalPomodoroStore());
  const state = snapshot?.state;
  return useMemo(() => {
    if (!state || state.state === 'idle') return null;
    return {
      sessionType: state.sessionType,
      state: state.state,
      secondsLeft: state.timeLeft,
    };
  }, [state]);
}
