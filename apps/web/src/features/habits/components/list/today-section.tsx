import { useTranslation } from 'react-i18next';
import type { Habit } from '@track-grow/domain/habits';
import { useSetCompletion } from '../../api/set-completion.ts';
import { useToggleHabit } from '../../api/toggle-habit.ts';
import { timerFor, type HabitTimersApi } from '../../hooks/use-habit-timers.ts';
import type { TodayOverview } from '../../today.ts';
import { HabitRow } from './habit-row.tsx';

interface TodaySectionProps {
  overview: TodayOverview;
  today: string;
  weekStart: number;
  timers: HabitTimersApi;
  streakOf: (habitId: string, windowed: number) => number;
  onEdit: (habit: Habit) => void;
}

/** Today's habits with their progress: "2 of 5 done". */
export function TodaySection({ overview, today, weekStart, timers, streakOf, onEdit }: TodaySectionProps) {
  const { t } = useTranslation('habits');
  const { mutate: toggle } = useToggleHabit();
  const { mutate: setDay } = useSetCompletion();
  const { completed, total } = overview;
  const allDone = total > 0 && completed === total;

  return (
    <section aria-labelledby="habits-today" className="grid gap-3">
      <div className="grid gap-2">
        <div className="flex items-baseline justify-between gap-3">
          <h2 id="habits-today" className="text-lg font-semibold tracking-tight">
            {t('today.title')}
          </h2>
          {total > 0 ? (
            <p className="text-sm font-medium text-muted-foreground tabular-nums">
              {allDone ? t('today.allDone') : t('today.progress', { completed, total })}
            </p>
          ) : null}
        </div>
        {total > 0 ? (
          <div aria-hidden="true" className="h-2 overflow-hidden rounded-full bg-muted">
            <div
              className="h-full rounded-full bg-primary transition-[width] duration-500 ease-out"
              style={{ width: `${(100 * completed) / total}%` }}
            />
          </div>
        ) : null}
      </div>
      {overview.today.length === 0 ? (
        <p className="rounded-2xl border border-border bg-card p-5 text-sm text-muted-foreground">
          {overview.onVacation ? t('today.onVacation') : t('today.nothing')}
        </p>
      ) : (
        <ul className="grid gap-2">
          {overview.today.map((item) => (
            <HabitRow
              key={item.habit.id}
              item={item}
              streak={streakOf(item.habit.id, item.streak.current)}
              timer={timerFor(timers.timers, item.habit, today)}
              today={today}
              weekStart={weekStart}
              onToggle={() => toggle({ habitId: item.habit.id, date: today })}
              onSkip={(skip) =>
                setDay({ habitId: item.habit.id, date: today, mark: skip ? 'skipped' : 'cleared' })
              }
              onTimer={(event) => timers.send(item.habit, today, event)}
              onEdit={() => onEdit(item.habit)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
