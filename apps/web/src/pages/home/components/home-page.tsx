import { lazy, Suspense, useEffect } from 'react';
import { useCurrentUser } from '../../../lib/session.ts';
import { todayOf, useMinuteClock, userZone } from '../../../lib/user-today.ts';
import { releaseFirstScreen } from '../../../lib/first-screen.ts';
import { HomeGreeting } from './home-greeting.tsx';

/** The sections are a chunk of their own: the greeting, Home's largest text, does not wait for their code. */
const HomeSections = lazy(() => import('./home-sections.tsx'));

/** SPEC.md 2: greeting with a live clock, budget alerts, daily reminders, the celebration, widgets, Quick Capture. */
export default function HomePage() {
  const { user } = useCurrentUser();
  const now = useMinuteClock();
  const timeZone = userZone(user);
  const name = user?.firstName.trim();
  // The server's picture of this header (a cold start at /) gives way to the real one.
  useEffect(releaseFirstScreen, []);

  return (
    <div className="grid gap-5">
      <HomeGreeting now={now} name={name} timeZone={timeZone} />
      {user ? (
        <Suspense fallback={null}>
          <HomeSections user={user} today={todayOf(now, user)} timeZone={timeZone} />
        </Suspense>
      ) : null}
    </div>
  );
}
