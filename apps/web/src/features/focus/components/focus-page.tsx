import '../i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useUserToday, userZone } from '../../../lib/user-today.ts';
import { daySessionsQueryOptions } from '../api/get-day-sessions.ts';
import { focusStatsQueryOptions } from '../api/get-focus-stats.ts';
import { useHasPomodoroProvider, useOptionalPomodoroStore } from '../hooks/pomodoro-context.ts';
import { FocusStats, FocusStatsSkeleton } from './focus-stats.tsx';
import { PomodoroProvider } from './pomodoro-provider.tsx';
import { TimerCard } from './timer-card.tsx';
import { TodaySessions } from './today-sessions.tsx';

function FocusScreen() {
  const { t } = useTranslation('focus');
  const { user } = useCurrentUser();
  const { today } = useUserToday();
  const store = useOptionalPomodoroStore();

  const stats = useQuery(focusStatsQueryOptions);
  const sessions = useQuery(daySessionsQueryOptions(today));
  useFailureToast([stats, sessions], { title: t('toasts.loadFailed'), description: t('toasts.tryAgain') });

  return (
    <div className="mx-auto grid w-full max-w-4xl gap-5">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="grid gap-5 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,1fr)] lg:items-start">
        {store ? <TimerCard /> : null}
        <div className="grid gap-5">
          {stats.data ? <FocusStats stats={stats.data} /> : <FocusStatsSkeleton />}
          <TodaySessions
            sessions={sessions.data ?? (sessions.isError ? [] : undefined)}
            timeZone={userZone(user)}
          />
        </div>
      </div>
    </div>
  );
}

/** /focus (AREAS.md): the pomodoro, its settings and sounds, the task to focus on, and the focus figures. */
export default function FocusPage() {
  // The signed-in app runs the pomodoro app-wide; on its own (a test, a preview) the page brings its own.
  if (!useHasPomodoroProvider())
    return (
      <PomodoroProvider>
        <FocusScreen />
      </PomodoroProvider>
    );
  return <FocusScreen />;
}
