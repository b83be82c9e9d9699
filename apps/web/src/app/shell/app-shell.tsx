import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { User } from '@track-grow/domain/auth';
import '../../features/fitness/i18n.ts';
import '../../features/focus/i18n.ts';
import { ChatPanel } from '../../features/assistant/components/chat-panel.tsx';
import { useActiveWorkout } from '../../features/fitness/hooks/use-active-workout.ts';
import { useActiveFocusSession } from '../../features/focus/hooks/use-active-focus-session.ts';
import { RunningTimerPill } from '../../features/habits/components/running-timer-pill.tsx';
import {
  useAnyTimerRunning,
  useOptionalHabitTimerStore,
} from '../../features/habits/hooks/use-habit-timers.ts';
import { ActiveSessionButton, pickActiveSession, type ActiveSession } from './active-session-button.tsx';
import { ShellFrame } from './shell-frame.tsx';

/** Each route change scrolls to the top (SPEC.md 2). */
function useScrollToTopOnRouteChange() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [location]);
}

/**
 * The page's foot stays clear of the bottom bar and of what floats above it: a running habit timer's pill,
 * the session button (which rises above the pill when both show) and the chat launcher above them all.
 */
function footPadding(bar: boolean, pill: boolean, button: boolean, launcher: boolean): string {
  if (launcher) {
    if (bar) return pill && button ? 'pb-72' : pill || button ? 'pb-52' : 'pb-36';
    if (pill && button) return 'pb-52';
    if (button) return 'pb-36';
    return pill ? 'pb-32' : 'pb-20';
  }
  if (bar) return pill && button ? 'pb-56' : pill || button ? 'pb-40' : 'pb-32';
  if (pill && button) return 'pb-36';
  if (button) return 'pb-24';
  return pill ? 'pb-20' : 'pb-12';
}

/**
 * Where the chat launcher floats (a CSS length): at the right, above the bottom bar and the habit pill like the
 * session button, and above that button (4rem tall) when it shows, so both stay usable.
 */
export function chatLauncherBottom(bar: boolean, pill: boolean, button: boolean): string {
  const base = bar ? (pill ? 9.5 : 5.5) : pill ? 4.5 : 1;
  return `calc(${button ? base + 4.75 : base}rem + env(safe-area-inset-bottom))`;
}

/** The running or paused focus or fitness session the floating button shows on this page, if any. */
function useFloatingSession(location: string): ActiveSession | null {
  const { t } = useTranslation(['focus', 'fitness']);
  const focus = useActiveFocusSession();
  const workout = useActiveWorkout();
  return pickActiveSession(
    location,
    focus && {
      kind: 'focus',
      label: t(`focus:sessionTypes.${focus.sessionType}`),
      state: focus.state,
      seconds: focus.secondsLeft,
    },
    workout && {
      kind: 'fitness',
      label: t(`fitness:types.${workout.workoutType}`),
      state: workout.state,
      seconds: workout.elapsedSeconds,
    },
  );
}

export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  useScrollToTopOnRouteChange();
  const showBottomNav = user.showBottomNav;
  const [location] = useLocation();
  // A running habit timer floats on every page but /habits, where it shows in its own row.
  const timerPill = useAnyTimerRunning(useOptionalHabitTimerStore()) && !location.startsWith('/habits');
  const session = useFloatingSession(location);
  // SPEC.md 2: the floating chat is hidden on the assistant's own page.
  const chatPanel = location !== '/ai-assistant' && !location.startsWith('/ai-assistant/');
  return (
    <ShellFrame
      user={user}
      mainClassName={footPadding(showBottomNav, timerPill, session !== null, chatPanel)}
      floating={
        <>
          {timerPill ? <RunningTimerPill aboveBottomNav={showBottomNav} /> : null}
          {session ? (
            <ActiveSessionButton session={session} aboveBottomNav={showBottomNav} abovePill={timerPill} />
          ) : null}
          {chatPanel ? (
            <ChatPanel user={user} bottom={chatLauncherBottom(showBottomNav, timerPill, session !== null)} />
          ) : null}
        </>
      }
    >
      {children}
    </ShellFrame>
  );
}
