import '../i18n.ts';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { HeartPulse } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { formatLongDay } from '../format.ts';
import { useWellnessDays } from '../hooks/use-wellness-days.ts';
import { DayForm } from './day-form.tsx';
import { WaterCard } from './water-card.tsx';
import { CardSkeleton } from './wellness-skeletons.tsx';

// Recharts loads with the charts only: the page's own chunk stays small and the day's card shows first.
const WellnessCharts = lazy(() => import('./wellness-charts.tsx'));

export default function WellnessPage() {
  const { t, i18n } = useTranslation('wellness');
  const { today, day, pick, recent, earlier, dayRead, entry } = useWellnessDays();
  useFailureToast([recent, earlier], { title: t('toasts.loadFailed'), description: t('toasts.tryAgain') });
  const entries = recent.data ?? [];

  return (
    <div className="mx-auto grid w-full max-w-4xl grid-cols-1 gap-5">
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-lg font-semibold tracking-tight">
          {day === today ? t('day.today') : formatLongDay(day, i18n.language)}
        </h2>
        <div className="flex items-end gap-2">
          {day !== today ? (
            <Button variant="ghost" onClick={() => pick(null)}>
              {t('day.backToToday')}
            </Button>
          ) : null}
          <TextField
            label={t('day.label')}
            type="date"
            value={day}
            max={today}
            onChange={(event) => pick(event.target.value === '' ? null : event.target.value)}
          />
        </div>
      </div>
      {dayRead.isPending ? (
        <div className="grid grid-cols-1 gap-5 lg:grid-cols-2">
          <CardSkeleton />
          <CardSkeleton />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-5">
          <WaterCard day={day} glasses={entry?.waterGlasses ?? 0} />
          <DayForm key={`${day}-${dayRead.isSuccess}`} day={day} entry={entry} />
        </div>
      )}
      {recent.isPending ? (
        <CardSkeleton tall />
      ) : entries.length === 0 && !recent.isError ? (
        <EmptyState icon={HeartPulse} title={t('empty.title')}>
          <p>{t('empty.body')}</p>
        </EmptyState>
      ) : (
        <Suspense fallback={<CardSkeleton tall />}>
          <WellnessCharts entries={entries} today={today} />
        </Suspense>
      )}
    </div>
  );
}
