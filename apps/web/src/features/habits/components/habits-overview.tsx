import { useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowUpDown, Palmtree, Plus, Sprout } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@track-grow/domain/auth';
import type { Habit } from '@track-grow/domain/habits';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Tooltip } from '../../../components/ui/tooltip.tsx';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useCompletions } from '../api/get-completions.ts';
import { useVacations } from '../api/get-vacations.ts';
import { useHabitsStats } from '../api/habit-stats.ts';
import { formatDay } from '../format.ts';
import type { HabitTimersApi } from '../hooks/use-habit-timers.ts';
import { todayOverview, todayWindow } from '../today.ts';
import { ArchivedHabits } from './list/archived-habits.tsx';
import { HabitsSkeleton } from './list/habits-skeleton.tsx';
import { LoadError } from './load-error.tsx';
import { NotTodaySection } from './list/not-today-section.tsx';
import { ReorderList } from './list/reorder-list.tsx';
import { TodaySection } from './list/today-section.tsx';
import { VacationBanner } from './vacation/vacation-banner.tsx';
import { VacationSheet } from './vacation/vacation-sheet.tsx';

interface HabitsOverviewProps {
  user: User;
  today: string;
  habits: UseQueryResult<Habit[]>;
  timers: HabitTimersApi;
  onCreate: () => void;
  onEdit: (habit: Habit) => void;
}

/** /habits: today's habits, the ones not due today, vacation mode, reordering and the archive. */
export function HabitsOverview({ user, today, habits, timers, onCreate, onEdit }: HabitsOverviewProps) {
  const { t, i18n } = useTranslation('habits');
  const range = todayWindow(today, user.weekStart);
  const completions = useCompletions(range);
  const vacations = useVacations();
  const [reordering, setReordering] = useState(false);
  const [vacationOpen, setVacationOpen] = useState(false);

  const overview = useMemo(
    () =>
      habits.data && completions.data && vacations.data
        ? todayOverview(habits.data, completions.data, vacations.data, today, user.weekStart)
        : null,
    [habits.data, completions.data, vacations.data, today, user.weekStart],
  );

  // Streaks that reach back past the window: the habit's own stats know how long they are.
  const truncatedIds = useMemo(
    () =>
      overview
        ? [...overview.today, ...overview.notToday].filter((i) => i.streakTruncated).map((i) => i.habit.id)
        : [],
    [overview],
  );
  const longStreaks = useHabitsStats(truncatedIds);
  const streakOf = (habitId: string, windowed: number) => {
    const index = truncatedIds.indexOf(habitId);
    return (index >= 0 ? longStreaks[index]?.data?.currentStreak : undefined) ?? windowed;
  };

  const failed = habits.isError || completions.isError || vacations.isError;
  useFailureToast([habits, completions, vacations], {
    title: t('errors.loadFailed'),
    description: t('errors.tryAgain'),
  });

  const hasHabits = (habits.data?.length ?? 0) > 0;
  const header = (
    <PageHeader
      title={t('title')}
      subtitle={formatDay(today, i18n.language, { weekday: 'long', month: 'long', day: 'numeric' })}
      actions={
        hasHabits && !reordering ? (
          <>
            <Tooltip content={t('vacation.open')}>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('vacation.open')}
                onClick={() => setVacationOpen(true)}
              >
                <Palmtree aria-hidden="true" />
              </Button>
            </Tooltip>
            <Tooltip content={t('reorder.start')}>
              <Button
                variant="ghost"
                size="icon"
                aria-label={t('reorder.start')}
                onClick={() => setReordering(true)}
              >
                <ArrowUpDown aria-hidden="true" />
              </Button>
            </Tooltip>
            <Button
              onClick={onCreate}
              aria-label={t('newHabit')}
              className="max-sm:size-11 max-sm:rounded-full max-sm:px-0"
            >
              <Plus aria-hidden="true" className="max-sm:size-5!" />
              <span className="max-sm:sr-only">{t('newHabit')}</span>
            </Button>
          </>
        ) : null
      }
    />
  );

  let body;
  if (failed) {
    body = (
      <LoadError
        onRetry={() => {
          void habits.refetch();
          void completions.refetch();
          void vacations.refetch();
        }}
      />
    );
  } else if (!overview || !habits.data) {
    body = <HabitsSkeleton />;
  } else if (!hasHabits) {
    body = (
      <EmptyState
        icon={Sprout}
        title={t('empty.title')}
        actions={
          <Button size="lg" onClick={onCreate}>
            <Plus aria-hidden="true" />
            {t('empty.action')}
          </Button>
        }
      >
        {t('empty.body')}
      </EmptyState>
    );
  } else if (reordering) {
    body = <ReorderList habits={habits.data} onDone={() => setReordering(false)} />;
  } else {
    const vacationNow = vacations.data?.find((v) => v.startDate <= today && today <= v.endDate);
    body = (
      <>
        {vacationNow ? (
          <VacationBanner vacation={vacationNow} onManage={() => setVacationOpen(true)} />
        ) : null}
        <TodaySection
          overview={overview}
          today={today}
          weekStart={user.weekStart}
          timers={timers}
          streakOf={streakOf}
          onEdit={onEdit}
        />
        <NotTodaySection items={overview.notToday} weekStart={user.weekStart} streakOf={streakOf} />
      </>
    );
  }

  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      {header}
      {body}
      {!failed && habits.data && !reordering ? <ArchivedHabits /> : null}
      <VacationSheet open={vacationOpen} onOpenChange={setVacationOpen} today={today} />
    </div>
  );
}
