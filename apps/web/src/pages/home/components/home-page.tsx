import { lazy, Suspense, useEffect } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import { useAfterPaint } from '../../../lib/use-after-paint.ts';
import { todayOf, useMinuteClock, userZone } from '../../../lib/user-today.ts';
import { releaseFirstScreen } from '../../../lib/first-screen.ts';
import { HomeGreeting } from './home-greeting.tsx';

/**
 * The sections are a chunk of their own, asked for once the greeting's frame is painted: the greeting, Home's
 * largest text, waits neither for the areas' schemas nor for their download, which on a slow phone network
 * would share the bandwidth with the shell's own chunks.
 */
const HomeSections = lazy(() => import('./home-sections.tsx'));

/** SPEC.md 2: greeting with a live clock, budget alerts, daily reminders, the celebration, widgets, Quick Capture. */
export default function HomePage() {
  const { user } = useCurrentUser();
  const now = useMinuteClock();
  const timeZone = userZone(user);
  const name = user?.firstName.trim();
  const afterPaint = useAfterPaint();
  // The server's picture of this header (a cold start at /) gives way to the real one.
  useEffect(releaseFirstScreen, []);

  return (
    <div className="grid gap-5">
      <HomeGreeting now={now} name={name} timeZone={timeZone} />
      {user && afterPaint ? (
        <Suspense fallback={null}>
          <HomeSections user={user} today={todayOf(now, user)} timeZone={timeZone} />
        </Suspense>
      ) : null}
    </div>
  );
}
