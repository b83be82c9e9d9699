import { lazy, Suspense, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chartRanges, scoreAreas, type ChartRange } from '@track-grow/domain/dashboard';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { chartDataQuery } from '../api/get-chart-data.ts';
import '../i18n.ts';

/** Recharts comes with this chunk only, out of the Hub's and Home's first load (PITFALLS.md). */
const TrendCharts = lazy(() => import('./trend-charts.tsx'));

const isChartRange = (value: string): value is ChartRange =>
  (chartRanges as readonly string[]).includes(value);

/** The charts' shape while they load: the tall life score card and the five smaller ones. */
function TrendSkeleton() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('common.loading')} className="grid gap-4">
      <Skeleton className="h-80" />
      <div className="grid gap-4 sm:grid-cols-2">
        {scoreAreas.map((area) => (
          <Skeleton key={area} className="h-60" />
        ))}
      </div>
    </div>
  );
}

/**
 * The Hub's trend analysis: a range (local state, default week) and the six charts of its days. SPEC.md 8:
 * the Hub shows no errors, so a failed read shows the same quiet empty state as a range without data.
 */
export function TrendSection() {
  const { t } = useTranslation('dashboard');
  const [range, setRange] = useState<ChartRange>('week');
  const chart = useQuery(chartDataQuery(range));
  const points = chart.data ?? [];
  const hasData = points.some((point) => point.score !== null);

  return (
    <section aria-labelledby="hub-trends-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="hub-trends-title" className="text-lg font-semibold tracking-tight">
          {t('charts.title')}
        </h2>
        <div className="grid w-48 gap-1.5">
          <Label htmlFor="hub-trend-range">{t('ranges.label')}</Label>
          <Select
            id="hub-trend-range"
            value={range}
            onChange={(event) => {
              if (isChartRange(event.target.value)) setRange(event.target.value);
            }}
            options={chartRanges.map((value) => ({ value, label: t(`ranges.${value}`) }))}
          />
        </div>
      </div>
      {chart.isPending ? (
        <TrendSkeleton />
      ) : hasData ? (
        <Suspense fallback={<TrendSkeleton />}>
          <TrendCharts points={points} range={range} />
        </Suspense>
      ) : (
        <p className="rounded-2xl border border-dashed border-border bg-card p-5 text-sm text-muted-foreground">
          {t('empty')}
        </p>
      )}
    </section>
  );
}
