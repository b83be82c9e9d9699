import '../i18n.ts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { formatMmSs } from '@track-grow/domain/habits';
import { cn } from '../../../lib/utils.ts';
import { activeHabitsQuery } from '../api/get-habits.ts';
import { useRunningHabitTimer, type RunningHabitTimer } from '../hooks/use-running-habit-timer.ts';
import { HabitIcon } from './habit-icon.tsx';

/**
 * A running habit timer seen from anywhere but /habits: the habit and its mm:ss left, a link back to its list.
 * It floats, centred, above the bottom navigation and its raised Add button (or the page's foot when the bar is off).
 */
export function RunningTimerPill({ aboveBottomNav }: { aboveBottomNav: boolean }) {
  const running = useRunningHabitTimer();
  if (!running) return null;
  return <Pill running={running} aboveBottomNav={aboveBottomNav} />;
}

function Pill({ running, aboveBottomNav }: { running: RunningHabitTimer; aboveBottomNav: boolean }) {
  const { t } = useTranslation('habits');
  const { data: habits } = useQuery(activeHabitsQuery());
  const habit = habits?.find((candidate) => candidate.id === running.habitId);
  const name = habit?.name ?? t('timer.pillUnnamed');
  const time = formatMmSs(running.secondsLeft);
  const label =
    running.others > 0
      ? t('timer.pillLabelMore', { name, time, count: running.others })
      : t('timer.pillLabel', { name, time });

  return (
    <Link
      href="/habits"
      aria-label={label}
      data-testid="running-habit-timer"
      className={cn(
        'fixed left-1/2 z-30 flex h-11 max-w-[calc(100vw-2rem)] -translate-x-1/2 items-center gap-2 rounded-full border border-border bg-card/95 py-1 pr-4 pl-1.5 text-sm text-card-foreground shadow-lg backdrop-blur-md transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        aboveBottomNav
          ? // Clear of the bar (4rem) and of its raised Add button (1.75rem more).
            'bottom-[calc(6.25rem+env(safe-area-inset-bottom))]'
          : 'bottom-[calc(1rem+env(safe-area-inset-bottom))]',
      )}
    >
      <HabitIcon
        icon={habit?.icon ?? '⏱️'}
        color={habit?.color ?? '#64748b'}
        className="size-8 rounded-full text-base"
      />
      <span className="min-w-0 truncate font-medium">{name}</span>
      <span role="timer" className="shrink-0 font-semibold tabular-nums">
        {time}
      </span>
      {running.others > 0 ? (
        <span
          aria-hidden="true"
          className="shrink-0 rounded-full bg-secondary px-1.5 text-xs font-semibold text-secondary-foreground"
        >
          +{running.others}
        </span>
      ) : null}
      <span aria-hidden="true" className="relative flex size-2 shrink-0">
        <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary opacity-60 motion-reduce:animate-none" />
        <span className="relative inline-flex size-2 rounded-full bg-primary" />
      </span>
    </Link>
  );
}
