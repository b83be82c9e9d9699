import { Link } from 'wouter';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { scheduleSummary, shortDay } from '../../format.ts';
import type { HabitToday } from '../../today.ts';
import { HabitIcon } from '../habit-icon.tsx';
import { StreakBadge } from './streak-badge.tsx';

/** A habit that is not due today, in the calmer "Not today" group, saying why. */
export function OffHabitRow({
  item,
  streak,
  weekStart,
}: {
  item: HabitToday;
  streak: number;
  weekStart: number;
}) {
  const { t, i18n } = useTranslation('habits');
  const { habit, week } = item;
  const locale = i18n.language;
  const reason = (() => {
    switch (item.offReason) {
      case 'vacation':
        return t('notToday.vacation');
      case 'notStarted':
        return t('notToday.starts', { date: shortDay(habit.startDate, locale) });
      case 'weekMet':
        return week ? t('notToday.weekMet', { done: week.done, count: week.count }) : t('notToday.notDue');
      case 'notScheduled':
      case null:
        return scheduleSummary(habit.schedule, t, locale, weekStart);
    }
  })();

  return (
    <li>
      <Link
        href={`/habits?habit=${habit.id}`}
        className="flex items-center gap-3 rounded-2xl border border-dashed border-border px-3 py-2.5 transition-colors hover:bg-card"
      >
        <HabitIcon icon={habit.icon} color={habit.color} className="size-9 rounded-xl text-xl opacity-80" />
        <span className="grid min-w-0 flex-1 gap-0.5">
          <span className="truncate font-medium">{habit.name}</span>
          <span className="flex flex-wrap items-center gap-x-2 text-xs text-muted-foreground">
            <StreakBadge count={streak} unit={item.streak.unit} />
            <span>{reason}</span>
          </span>
        </span>
        {item.completedToday ? (
          <span className="inline-flex items-center gap-1 text-xs font-medium text-success">
            <Check aria-hidden="true" className="size-4" />
            {t('notToday.doneToday')}
          </span>
        ) : null}
      </Link>
    </li>
  );
}
