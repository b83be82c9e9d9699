import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ArrowRight, CalendarCheck, Dumbbell, ListTodo, Smile, Sparkles, Timer, Wallet } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { cn } from '../../../lib/utils.ts';
import { dayPart, formatClock, formatLongDate } from '../greeting.ts';
import { useNow } from '../hooks/use-now.ts';

const firstSteps = [
  {
    href: '/habits',
    key: 'habits',
    icon: CalendarCheck,
    tone: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  },
  {
    href: '/tasks',
    key: 'tasks',
    icon: ListTodo,
    tone: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  },
  {
    href: '/money',
    key: 'money',
    icon: Wallet,
    tone: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  },
  {
    href: '/fitness',
    key: 'fitness',
    icon: Dumbbell,
    tone: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300',
  },
  {
    href: '/mood',
    key: 'mood',
    icon: Smile,
    tone: 'bg-pink-100 text-pink-800 dark:bg-pink-500/15 dark:text-pink-300',
  },
  {
    href: '/focus',
    key: 'focus',
    icon: Timer,
    tone: 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/15 dark:text-indigo-300',
  },
] as const;

function validTimeZone(zone: string | undefined): string | undefined {
  if (!zone) return undefined;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return zone;
  } catch {
    return undefined;
  }
}

export default function HomePage() {
  const { t, i18n } = useTranslation();
  const { user } = useCurrentUser();
  const now = useNow();
  const timeZone = validTimeZone(user?.timezone);
  const name = user?.firstName.trim();
  const part = dayPart(now, timeZone);

  return (
    <div className="grid gap-6">
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

      <Card
        className="overflow-hidden border-primary/20 bg-gradient-to-br from-secondary to-card"
        aria-labelledby="home-intro-title"
      >
        <CardHeader>
          <span className="mb-1 flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <CardTitle id="home-intro-title" className="text-lg">
            {t('home.intro.title')}
          </CardTitle>
          <CardDescription className="text-secondary-foreground/90 dark:text-muted-foreground">
            {t('home.intro.body')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Link href="/hub" className={buttonVariants({ size: 'sm' })}>
            {t('home.intro.cta')}
            <ArrowRight aria-hidden="true" />
          </Link>
        </CardContent>
      </Card>

      <section aria-labelledby="home-areas-title" className="grid gap-3">
        <h2 id="home-areas-title" className="text-base font-semibold tracking-tight">
          {t('home.areas.title')}
        </h2>
        <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {firstSteps.map(({ href, key, icon: Icon, tone }) => (
            <li key={key}>
              <Link
                href={href}
                className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4 transition-colors hover:border-primary/40 hover:bg-accent"
              >
                <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', tone)}>
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="text-sm font-semibold">{t(`home.areas.${key}.title`)}</span>
                  <span className="text-sm text-muted-foreground">{t(`home.areas.${key}.body`)}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
