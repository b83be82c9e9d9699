import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '../../../lib/session.ts';
import { useAfterPaint } from '../../../lib/use-after-paint.ts';
import { dayPart, formatClock, formatLongDate } from '../greeting.ts';
import { todayOf, useMinuteClock, userZone } from '../../../lib/user-today.ts';

/**
 * The sections are a chunk of their own, asked for once the greeting's frame is painted: the greeting, Home's
 * largest text, waits neither for the areas' schemas nor for their download, which on a slow phone network
 * would share the bandwidth with the shell's own chunks.
 */
const HomeSections = lazy(() => import('./home-sections.tsx'));

/** SPEC.md 2: greeting with a live clock, budget alerts, daily reminders, the celebration, widgets, Quick Capture. */
export default function HomePage() {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const now = useMinuteClock();
  const timeZone = userZone(user);
  const name = user?.firstName.trim();
  const part = dayPart(now, timeZone);
  const afterPaint = useAfterPaint();

  return (
    <div className="grid gap-5">
      <header className="grid gap-1">
        <p className="text-sm font-medium text-muted-foreground">
          <time dateTime={now.toISOString()}>
            {formatLongDate(now, i18n.language, timeZone)} · {formatClock(now, i18n.language, timeZone)}
          </time>
        </p>
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          {name ? t(`home.greeting.${part}`, { name }) : t(`home.greetingNoName.${part}`)}
        </h1>
      </header>
      {user && afterPaint ? (
        <Suspense fallback={null}>
          <HomeSections user={user} today={todayOf(now, user)} timeZone={timeZone} />
        </Suspense>
      ) : null}
    </div>
  );
}
