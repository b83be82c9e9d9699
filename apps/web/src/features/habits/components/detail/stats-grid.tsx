import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useHabitStats } from '../../api/habit-stats.ts';

/** Current and best streak, strength, 30- and 90-day completion rates, total days done. */
export function StatsGrid({ habitId }: { habitId: string }) {
  const { t } = useTranslation('habits');
  const stats = useHabitStats(habitId);

  if (stats.isPending) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <Skeleton key={i} className="h-22" />
        ))}
      </div>
    );
  }
  if (stats.isError) return <p className="text-sm text-danger">{t('errors.loadFailed')}</p>;

  const s = stats.data;
  const streakUnit = s.streakUnit === 'week' ? 'detail.weeks' : 'detail.days';
  const rate = (value: number | null) => (value === null ? t('detail.noRate') : `${value}%`);
  return (
    <section aria-labelledby="habit-stats" className="grid gap-3">
      <h2 id="habit-stats" className="sr-only">
        {t('detail.statsTitle')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <Stat
          label={t('detail.currentStreak')}
          value={`🔥 ${s.currentStreak}`}
          unit={t(streakUnit, { count: s.currentStreak })}
        />
        <Stat
          label={t('detail.bestStreak')}
          value={String(s.bestStreak)}
          unit={t(streakUnit, { count: s.bestStreak })}
        />
        <Stat
          label={t('detail.strength')}
          value={`${s.strength}%`}
          extra={
            <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-muted">
              <div className="h-full rounded-full bg-primary" style={{ width: `${s.strength}%` }} />
            </div>
          }
        />
        <Stat label={t('detail.rate30')} value={rate(s.completionRate30)} />
        <Stat label={t('detail.rate90')} value={rate(s.completionRate90)} />
        <Stat
          label={t('detail.total')}
          value={String(s.totalCompletions)}
          unit={t('detail.days', { count: s.totalCompletions })}
        />
      </dl>
      <p className="text-xs text-muted-foreground">{t('detail.strengthHint')}</p>
    </section>
  );
}

function Stat({
  label,
  value,
  unit,
  extra,
}: {
  label: string;
  value: string;
  unit?: string;
  extra?: ReactNode;
}) {
  return (
    <div className="rounded-2xl border border-border bg-card p-4">
      <dt className="text-xs font-medium text-muted-foreground">{label}</dt>
      <dd className="mt-1">
        <span className="text-2xl font-bold tracking-tight tabular-nums">{value}</span>
        {unit ? <span className="ml-1 text-sm text-muted-foreground">{unit}</span> : null}
        {extra}
      </dd>
    </div>
  );
}
