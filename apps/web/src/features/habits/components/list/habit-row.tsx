import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { habitTimerStatus, type HabitTimerEvent, type HabitTimerState } from '@track-grow/domain/habits';
import { cn } from '../../../../lib/utils.ts';
import { scheduleSummary, shortDay } from '../../format.ts';
import type { HabitToday } from '../../today.ts';
import { HabitIcon } from '../habit-icon.tsx';
import { CheckButton } from './check-button.tsx';
import { HabitRowMenu } from './habit-row-menu.tsx';
import { HabitTimerControl } from './habit-timer-control.tsx';
import { StreakBadge } from './streak-badge.tsx';

export interface HabitRowProps {
  item: HabitToday;
  /** The current streak, from the habit's stats when the list's window was too short to see all of it. */
  streak: number;
  timer: HabitTimerState | null;
  today: string;
  weekStart: number;
  onToggle: () => void;
  onSkip: (skip: boolean) => void;
  onTimer: (event: HabitTimerEvent) => void;
  onEdit: () => void;
}

/** One habit on today's list: icon, name (to its page), streak, schedule, timer, skip/edit menu and the tick. */
export function HabitRow({
  item,
  streak,
  timer,
  today,
  weekStart,
  onToggle,
  onSkip,
  onTimer,
  onEdit,
}: HabitRowProps) {
  const { t, i18n } = useTranslation('habits');
  const { habit, state, week } = item;
  const done = state === 'done';
  const skipped = state === 'skipped';
  const timerStatus = timer ? habitTimerStatus(timer) : null;
  const showTimer =
    timer !== null && (state === 'pending' || timerStatus === 'running' || timerStatus === 'stopped');

  return (
    <li
      className={cn(
        'flex items-center gap-3 rounded-2xl border border-border bg-card p-3 shadow-xs transition-colors',
        done && 'bg-card/70',
      )}
    >
      <HabitIcon icon={habit.icon} color={habit.color} />
      <div className="grid min-w-0 flex-1 gap-1">
        <Link
          href={`/habits?habit=${habit.id}`}
          className={cn(
            'line-clamp-2 rounded-sm text-base leading-snug font-semibold wrap-anywhere hover:underline',
            skipped && 'text-muted-foreground',
          )}
        >
          {habit.name}
        </Link>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-0.5 text-xs text-muted-foreground">
          <StreakBadge count={streak} unit={item.streak.unit} />
          {skipped ? (
            <span className="rounded-full bg-muted px-2 py-0.5 font-medium text-foreground">
              {t('row.skipped')}
            </span>
          ) : week ? (
            <span>{t('row.weekProgress', { done: week.done, count: week.count })}</span>
          ) : (
            <span>{scheduleSummary(habit.schedule, t, i18n.language, weekStart)}</span>
          )}
          {habit.reminderTime ? (
            <span>
              <span aria-hidden="true">⏰ </span>
              <span className="sr-only">{t('row.reminder')} </span>
              {habit.reminderTime}
            </span>
          ) : null}
        </p>
        {showTimer && timer ? (
          <HabitTimerControl name={habit.name} color={habit.color} timer={timer} onEvent={onTimer} />
        ) : null}
      </div>
      <HabitRowMenu
        name={habit.name}
        canSkip={state === 'pending'}
        skipped={skipped}
        date={shortDay(today, i18n.language)}
        onSkip={onSkip}
        onEdit={onEdit}
      />
      <CheckButton name={habit.name} color={habit.color} checked={done} onToggle={onToggle} />
    </li>
  );
}
