import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ArrowRight, CalendarCheck, HeartPulse, ListTodo, Sparkles, Timer, Wallet } from 'lucide-react';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { dayPart, formatClock, formatLongDate } from '../greeting.ts';
import { useNow } from '../hooks/use-now.ts';

const firstSteps = [
  { href: '/habits', key: 'habits', icon: CalendarCheck },
  { href: '/tasks', key: 'tasks', icon: ListTodo },
  { href: '/money', key: 'money', icon: Wallet },
  { href: '/mood', key: 'mood', icon: HeartPulse },
  { href: '/focus', key: 'focus', icon: Timer },
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
        <h1 className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">{name ? t(`home.greeting.${part}`, { name }) : t(`home.greetingNoName.${part}`)}</h1>
      </header>

      <Card className="overflow-hidden border-primary/20 bg-gradient-to-br from-secondary to-card" aria-labelledby="home-intro-title">
        <CardHeader>
          <span className="mb-1 flex size-10 items-center justify-center rounded-xl bg-primary text-primary-foreground">
            <Sparkles aria-hidden="true" className="size-5" />
          </span>
          <CardTitle id="home-intro-title" className="text-lg">
            {t('home.intro.title')}
          </CardTitle>
          <CardDescription className="text-secondary-foreground/90 dark:text-muted-foreground">{t('home.intro.body')}</CardDescription>
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
        <ul className="grid gap-2 sm:grid-cols-2">
          {firstSteps.map(({ href, key, icon: Icon }) => (
            <li key={key}>
              <Link
                href={href}
                className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4 transition-colors hover:border-primary/40 hover:bg-accent"
              >
                <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="grid min-w-0 flex-1 gap-0.5">
                  <span className="text-sm font-semibold">{t(`home.areas.${key}.title`)}</span>
                  <span className="truncate text-sm text-muted-foreground">{t(`home.areas.${key}.body`)}</span>
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
