import { useTranslation } from 'react-i18next';
import type { HabitToday } from '../../today.ts';
import { OffHabitRow } from './off-habit-row.tsx';

/** Habits not due today (other weekdays, a weekly count already met, a vacation): calmer, below today's. */
export function NotTodaySection({
  items,
  weekStart,
  streakOf,
}: {
  items: HabitToday[];
  weekStart: number;
  streakOf: (habitId: string, windowed: number) => number;
}) {
  const { t } = useTranslation('habits');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="habits-not-today" className="grid gap-3">
      <h2 id="habits-not-today" className="text-base font-semibold tracking-tight text-muted-foreground">
        {t('notToday.title')}
      </h2>
      <ul className="grid gap-2">
        {items.map((item) => (
          <OffHabitRow
            key={item.habit.id}
            item={item}
            streak={streakOf(item.habit.id, item.streak.current)}
            weekStart={weekStart}
          />
        ))}
      </ul>
    </section>
  );
}
