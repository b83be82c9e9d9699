import { useTranslation } from 'react-i18next';
import { dayPart, formatClock, formatLongDate } from '../greeting.ts';

/**
 * SPEC.md 2: the date and clock, and "Good morning, {name}" for the time of day in the user's zone. Pure, so the
 * server paints the same header in the first screen (app/first-screen.tsx). The greeting is the
 * page's largest text on a phone too, the first thing a cold start shows.
 */
export function HomeGreeting({
  now,
  name,
  timeZone,
}: {
  now: Date;
  name: string | undefined;
  timeZone: string;
}) {
  const { t, i18n } = useTranslation();
  const part = dayPart(now, timeZone);
  return (
    <header className="grid gap-1">
      <p className="text-sm font-medium text-muted-foreground">
        <time dateTime={now.toISOString()}>
          {formatLongDate(now, i18n.language, timeZone)} · {formatClock(now, i18n.language, timeZone)}
        </time>
      </p>
      <h1 className="text-4xl font-bold tracking-tight text-balance wrap-anywhere">
        {name ? t(`home.greeting.${part}`, { name }) : t(`home.greetingNoName.${part}`)}
      </h1>
    </header>
  );
}
