import { lazy, Suspense, useState } from 'react';
import { Route, Switch } from 'wouter';
import type { User } from '@track-grow/domain/auth';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { HabitReminders } from '../features/habits/components/habit-reminders.tsx';
import { WorkoutTimerProvider } from '../features/fitness/components/workout-timer-provider.tsx';
import { PomodoroProvider } from '../features/focus/components/pomodoro-provider.tsx';
import { HabitTimersProvider } from '../features/habits/components/habit-timers-provider.tsx';
import { pages } from './routes/pages.ts';
import { PageFallback } from './routes/page-fallback.tsx';
import { SignedInRoutes } from './routes/signed-in-routes.tsx';
import { AppShell } from './shell/app-shell.tsx';
import { useAfterSignIn } from './use-after-sign-in.ts';
import { useOfflineSync } from './offline-sync.ts';

/** The tour is only for a newcomer's first visit: everyone else never loads it. */
const OnboardingTour = lazy(() =>
  import('../features/onboarding/components/onboarding-tour.tsx').then((module) => ({
    default: module.OnboardingTour,
  })),
);

export default function SignedInApp({ user }: { user: User }) {
  useAfterSignIn();
  useOfflineSync();
  // Mounted once needed, then kept, so that finishing the tour closes it with its animation.
  const [tourShown, setTourShown] = useState(!user.hasCompletedOnboarding);
  if (!tourShown && !user.hasCompletedOnboarding) setTourShown(true);
  return (
    // Habit timers and the pomodoro run app-wide: each keeps running, completes and saves on whatever page the
    // user is.
    <HabitTimersProvider>
      <PomodoroProvider>
        {/* The workout timer too: it runs, and can be stopped and saved, whatever page is open. */}
        <WorkoutTimerProvider>
          <TooltipProvider>
            <Switch>
              {/* A reset link opened while signed in keeps its own full-screen page. */}
              <Route path="/forgot-password">
                <Suspense fallback={<PageFallback />}>
                  <pages.forgotPassword.Component />
                </Suspense>
              </Route>
              <Route path="/reset-password">
                <Suspense fallback={<PageFallback />}>
                  <pages.resetPassword.Component />
                </Suspense>
              </Route>
              <Route>
                <AppShell user={user}>
                  <SignedInRoutes />
                </AppShell>
              </Route>
            </Switch>
            {tourShown ? (
              <Suspense fallback={null}>
                <OnboardingTour needed={!user.hasCompletedOnboarding} />
              </Suspense>
            ) : null}
            <HabitReminders />
          </TooltipProvider>
        </WorkoutTimerProvider>
      </PomodoroProvider>
    </HabitTimersProvider>
  );
}
