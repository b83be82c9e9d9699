import { Link } from 'wouter';
import { Archive, ArrowLeft, Pencil, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { User } from '@track-grow/domain/auth';
import type { Habit } from '@track-grow/domain/habits';
import { Button } from '../../../../components/ui/button.tsx';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { useHabit } from '../../api/get-habit.ts';
import { scheduleSummary } from '../../format.ts';
import { HabitIcon } from '../habit-icon.tsx';
import { LoadError } from '../load-error.tsx';
import { MonthCalendar } from './month-calendar.tsx';
import { StatsGrid } from './stats-grid.tsx';
import { YearHeatmap } from './year-heatmap.tsx';

/** One habit's page: streaks, strength and rates, the month to tick or skip past days, and the year. */
export function HabitDetail({
  habitId,
  user,
  today,
  onEdit,
}: {
  habitId: string;
  user: User;
  today: string;
  onEdit: (habit: Habit) => void;
}) {
  const { t } = useTranslation('habits');
  const habit = useHabit(habitId);

  const back = (
    <Link
      href="/habits"
      className="inline-flex min-h-11 w-fit items-center gap-2 rounded-lg pr-3 text-sm font-medium text-muted-foreground hover:text-foreground"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('detail.back')}
    </Link>
  );

  if (habit.isPending) {
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-4" role="status" aria-live="polite">
        <span className="sr-only">{t('loading')}</span>
        {back}
        <Skeleton className="h-14 w-2/3" />
        <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <Skeleton key={i} className="h-20" />
          ))}
        </div>
        <Skeleton className="h-80" />
      </div>
    );
  }

  if (habit.isError) {
    const missing = habit.error instanceof ApiError && habit.error.status === 404;
    return (
      <div className="mx-auto grid w-full max-w-2xl gap-4">
        {back}
        {missing ? (
          <EmptyState icon={SearchX} headingLevel="h1" title={t('detail.notFound')}>
            {t('detail.notFoundBody')}
          </EmptyState>
        ) : (
          <LoadError onRetry={() => void habit.refetch()} />
        )}
      </div>
    );
  }

  const data = habit.data;
  return (
    <div className="mx-auto grid w-full max-w-2xl gap-6">
      <div className="grid gap-3">
        {back}
        <header className="flex items-start gap-4">
          <HabitIcon icon={data.icon} color={data.color} className="size-14 text-3xl" />
          <div className="grid min-w-0 flex-1 gap-1">
            <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">{data.name}</h1>
            <HabitFacts habit={data} weekStart={user.weekStart} />
          </div>
          <Button variant="outline" onClick={() => onEdit(data)}>
            <Pencil aria-hidden="true" />
            {t('detail.edit')}
          </Button>
        </header>
        {data.archivedAt ? (
          <p className="flex items-center gap-2 rounded-xl bg-muted px-3 py-2 text-sm text-muted-foreground">
            <Archive aria-hidden="true" className="size-4" />
            {t('detail.archived')}
          </p>
        ) : null}
      </div>
      <StatsGrid habitId={data.id} />
      <MonthCalendar habit={data} today={today} weekStart={user.weekStart} />
      <YearHeatmap habit={data} today={today} weekStart={user.weekStart} />
    </div>
  );
}

function HabitFacts({ habit, weekStart }: { habit: Habit; weekStart: number }) {
  const { t, i18n } = useTranslation('habits');
  const facts = [scheduleSummary(habit.schedule, t, i18n.language, weekStart)];
  if (habit.targetMinutes !== null) facts.push(t('detail.timer', { count: habit.targetMinutes }));
  if (habit.reminderTime) facts.push(t('detail.reminder', { time: habit.reminderTime }));
  return <p className="text-sm text-muted-foreground">{facts.join(' · ')}</p>;
}
