import { useTranslation } from 'react-i18next';
import type { FocusStats as Stats } from '@track-grow/domain/focus';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { shortWeekday } from '../format.ts';

/** Focus hours use minutes / 60 to one decimal (SPEC.md 9). */
const hours = (minutes: number) => (Math.round((minutes / 60) * 10) / 10).toFixed(1);

function Tile({ label, value }: { label: string; value: string }) {
  return (
    <div className="grid gap-1 rounded-xl bg-muted/60 p-3 text-center">
      <dt className="text-xs text-muted-foreground sm:text-sm">{label}</dt>
      <dd className="text-2xl font-bold tabular-nums">{value}</dd>
    </div>
  );
}

/** Today's sessions and minutes, the week's hours, and a bar per day of the last 7 (CSS bars: no chart library). */
export function FocusStats({ stats }: { stats: Stats }) {
  const { t, i18n } = useTranslation('focus');
  const peak = Math.max(1, ...stats.last7Days.map((day) => day.minutes));
  return (
    <Card aria-labelledby="focus-stats-title">
      <CardHeader>
        <CardTitle id="focus-stats-title">{t('stats.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-5">
        <dl className="grid grid-cols-3 gap-3">
          <Tile label={t('stats.todaySessions')} value={String(stats.today.sessions)} />
          <Tile label={t('stats.todayMinutes')} value={String(stats.today.minutes)} />
          <Tile label={t('stats.weekHours')} value={hours(stats.weekMinutes)} />
        </dl>
        <div className="grid gap-2">
          <h3 className="text-sm font-medium">{t('stats.chartTitle')}</h3>
          <ul aria-label={t('stats.chartLabel')} className="flex h-36 items-end gap-2">
            {stats.last7Days.map((day) => {
              const weekday = shortWeekday(day.date, i18n.language);
              return (
                <li key={day.date} className="flex h-full flex-1 flex-col items-center justify-end gap-1">
                  <span className="sr-only">
                    {t('stats.dayMinutes', { day: weekday, count: day.minutes })}
                  </span>
                  <span aria-hidden="true" className="text-xs tabular-nums text-muted-foreground">
                    {day.minutes > 0 ? day.minutes : ''}
                  </span>
                  <div
                    aria-hidden="true"
                    className="w-full max-w-10 rounded-t-md bg-primary/80"
                    style={{ height: `${Math.max(day.minutes > 0 ? 4 : 1, (day.minutes / peak) * 100)}%` }}
                  />
                  <span aria-hidden="true" className="text-xs text-muted-foreground">
                    {weekday}
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}

export function FocusStatsSkeleton() {
  return (
    <Card>
      <CardContent className="grid gap-5 pt-5">
        <Skeleton className="h-5 w-32" />
        <div className="grid grid-cols-3 gap-3">
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
          <Skeleton className="h-20" />
        </div>
        <Skeleton className="h-36" />
      </CardContent>
    </Card>
  );
}
