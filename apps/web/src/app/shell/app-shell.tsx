import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import type { User } from '@track-grow/domain';
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
  return (
    <div className="min-h-dvh">
      <TopBar user={user} showBottomNav={showBottomNav} />
      <main
        className={cn(
          'mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6 sm:pt-8',
          showBottomNav ? 'pb-32' : 'pb-12',
        )}
      >
        {children}
      </main>
      {showBottomNav ? <BottomNav /> : null}
    </div>
  );
}
