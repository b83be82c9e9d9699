import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { User } from '@track-grow/domain';
import { RunningTimerPill } from '../../features/habits/components/running-timer-pill.tsx';
import {
  useAnyTimerRunning,
  useOptionalHabitTimerStore,
} from '../../features/habits/hooks/use-habit-timers.ts';
import { cn } from '../../lib/utils.ts';
import { BottomNav } from './bottom-nav.tsx';
import { TopBar } from './top-bar.tsx';

/** Each route change scrolls to the top (SPEC.md 2). */
function useScrollToTopOnRouteChange() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo({ top: 0, left: 0 });
  }, [location]);
}

export function AppShell({ user, children }: { user: User; children: ReactNode }) {
  useScrollToTopOnRouteChange();
  const showBottomNav = user.showBottomNav;
  const [location] = useLocation();
  // A running habit timer floats on every page but /habits, where it shows in its own row.
  const timerPill = useAnyTimerRunning(useOptionalHabitTimerStore()) && !location.startsWith('/habits');
  return (
    <div className="min-h-dvh">
      <TopBar user={user} showBottomNav={showBottomNav} />
      <main
        className={cn(
          'mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6 sm:pt-8',
          // The page's foot stays clear of the bottom bar and of a running habit timer floating above it.
          showBottomNav ? (timerPill ? 'pb-40' : 'pb-32') : timerPill ? 'pb-20' : 'pb-12',
        )}
      >
        {children}
      </main>
      {timerPill ? <RunningTimerPill aboveBottomNav={showBottomNav} /> : null}
      {showBottomNav ? <BottomNav /> : null}
    </div>
  );
}
