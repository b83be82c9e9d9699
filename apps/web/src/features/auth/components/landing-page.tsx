import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarCheck, HeartPulse, ListTodo, Wallet } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Logo } from '../../../components/brand/logo.tsx';
import { GrowthIllustration } from '../../../components/brand/growth-illustration.tsx';
import { useLogoutParam } from '../hooks/use-logout-param.ts';
import type { AuthView } from './auth-dialog.tsx';

/** The dialog and its forms load on first use (or when a button is hovered or focused). */
const loadAuthDialog = () => import('./auth-dialog.tsx');
const AuthDialog = lazy(() => loadAuthDialog().then((module) => ({ default: module.AuthDialog })));
const preloadAuthDialog = () => {
  loadAuthDialog().catch(() => undefined);
};

const highlights = [
  { icon: CalendarCheck, key: 'habits' },
  { icon: Wallet, key: 'money' },
  { icon: HeartPulse, key: 'mood' },
  { icon: ListTodo, key: 'tasks' },
] as const;

export function LandingPage() {
  const { t } = useTranslation();
  const [view, setView] = useState<AuthView | null>(null);
  // Stays mounted after the first open so closing can animate.
  const [dialogMounted, setDialogMounted] = useState(false);
  const open = (next: AuthView) => {
    setDialogMounted(true);
    setView(next);
  };
  const preload = { onPointerEnter: preloadAuthDialog, onFocus: preloadAuthDialog };
  useLogoutParam();

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="mx-auto flex w-full max-w-6xl items-center justify-between px-5 pt-[max(1.25rem,env(safe-area-inset-top))] pb-2 sm:px-8">
        <Logo />
        <Button
          variant="ghost"
          size="sm"
          className="hidden sm:inline-flex"
          onClick={() => open('login')}
          {...preload}
        >
          {t('auth.signIn')}
        </Button>
      </header>
      <main className="mx-auto grid w-full max-w-6xl flex-1 items-center gap-8 px-5 pt-4 pb-10 sm:px-8 lg:grid-cols-[1.15fr_0.85fr] lg:gap-14">
        <div className="order-2 grid gap-6 lg:order-1">
          <div className="grid gap-3">
            <p className="text-sm font-semibold tracking-[0.2em] text-primary uppercase">
              {t('landing.tagline')}
            </p>
            <h1 className="text-4xl leading-[1.08] font-bold tracking-tight text-balance sm:text-5xl xl:text-[3.5rem]">
              {t('landing.headline')}
            </h1>
            <p className="max-w-xl text-base text-pretty text-muted-foreground sm:text-lg">
              {t('landing.lead')}
            </p>
          </div>
          <div className="grid gap-3 sm:flex">
            <Button size="lg" className="sm:min-w-40" onClick={() => open('signup')} {...preload}>
              {t('auth.signUp')}
            </Button>
            <Button
              size="lg"
              variant="outline"
              className="sm:min-w-40"
              onClick={() => open('login')}
              {...preload}
            >
              {t('auth.signIn')}
            </Button>
          </div>
          <ul className="grid max-w-md grid-cols-2 gap-x-4 gap-y-3 pt-2">
            {highlights.map(({ icon: Icon, key }) => (
              <li key={key} className="flex items-center gap-2 text-sm font-medium text-muted-foreground">
                <Icon aria-hidden="true" className="size-4 text-primary" />
                {t(`landing.highlights.${key}`)}
              </li>
            ))}
          </ul>
        </div>
        <div className="order-1 mx-auto w-full max-w-sm lg:order-2 lg:max-w-none">
          <GrowthIllustration />
        </div>
      </main>
      {dialogMounted ? (
        <Suspense fallback={null}>
          <AuthDialog view={view} onViewChange={setView} />
        </Suspense>
      ) : null}
    </div>
  );
}
