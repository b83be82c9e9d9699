import type { ReactNode } from 'react';
import type { User } from '@track-grow/domain/auth';
import { cn } from '../../lib/utils.ts';
import { BottomNav } from './bottom-nav.tsx';
import { TopBar } from './top-bar.tsx';

/**
 * The shell's layout: the top bar, the page and the bottom bar (when the user keeps it). The app's shell fills it
 * with what floats; the server's first screen (app/first-screen.tsx) draws it as it is.
 */
export function ShellFrame({
  user,
  mainClassName,
  floating,
  children,
}: {
  user: User;
  /** The page's foot padding, clear of what floats above the bottom bar. */
  mainClassName?: string | undefined;
  floating?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-h-dvh">
      <TopBar user={user} showBottomNav={user.showBottomNav} />
      <main className={cn('mx-auto w-full max-w-5xl px-4 pt-6 sm:px-6 sm:pt-8', mainClassName)}>
        {children}
      </main>
      {floating}
      {user.showBottomNav ? <BottomNav /> : null}
    </div>
  );
}
