import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Bar,
  BarChart,
  CartesianGrid,
  ReferenceLine,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import {
  measureSeries,
  WELLNESS_GOALS,
  wellnessMeasures,
  type WellnessEntry,
  type WellnessMeasure,
} from '@track-grow/domain/wellness';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { formatMeasure, formatShortDay } from '../format.ts';

const goals: Partial<Record<WellnessMeasure, number>> = {
  sleepHours: WELLNESS_GOALS.sleepHours,
  waterGlasses: WELLNESS_GOALS.waterGlasses,
};
const ratingDomain: Partial<Record<WellnessMeasure, [number, number]>> = {
  sleepQuality: [0, 5],
  energy: [0, 5],
  stress: [0, 5],
};

/** One measure over the 30 days ending `today` as bars (a gap where a day has none), picked by chips. */
export default function WellnessCharts({ entries, today }: { entries: WellnessEntry[]; today: string }) {
  const { t, i18n } = useTranslation('wellness');
  const ids = useId();
  const [measure, setMeasure] = useState<WellnessMeasure>('sleepHours');
  const points = measureSeries(entries, measure, today);
  const values = points.flatMap((point) => (point.value === null ? [] : [point.value]));
  const average = values.length > 0 ? values.reduce((sum, value) => sum + value, 0) / values.length : 0;
  const goal = goals[measure];
  const name = t(`measures.${measure}`);

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <CardTitle id={`${ids}-title`}>{t('charts.title')}</CardTitle>
        <CardDescription>
          {t('charts.range', {
            from: formatShortDay(points[0]!.date, i18n.language),
            to: formatShortDay(today, i18n.language),
          })}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div role="group" aria-label={t('charts.measure')} className="flex flex-wrap gap-2">
          {wellnessMeasures.map((key) => (
            <button
              key={key}
              type="button"
              aria-pressed={measure === key}
              onClick={() => setMeasure(key)}
              className={cn(
                'min-h-9 cursor-pointer rounded-full border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                measure === key
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-border bg-card text-foreground hover:bg-accent',
              )}
            >
              {t(`measures.${key}`)}
            </button>
          ))}
        </div>
        {values.length < 2 ? (
          <p className="rounded-xl bg-muted/60 p-4 text-sm text-muted-foreground">{t('charts.notEnough')}</p>
        ) : (
          <div
            className="h-52 w-full text-primary"
            role="img"
            aria-label={t('charts.label', {
              measure: name,
              count: values.length,
              average: formatMeasure(average, i18n.language),
            })}
          >
            <ResponsiveContainer width="100%" height="100%">
              <BarChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -16 }}>
                <CartesianGrid vertical={false} stroke="var(--color-border)" />
                <XAxis
                  dataKey="date"
                  tickFormatter={(date: string) => String(Number(date.slice(8, 10)))}
                  tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
                  tickLine={false}
                  axisLine={false}
                  interval="preserveStartEnd"
                  minTickGap={16}
                />
                <YAxis
                  domain={ratingDomain[measure] ?? [0, 'auto']}
                  allowDecimals={measure === 'sleepHours'}
                  tickFormatter={(value: number) => formatMeasure(value, i18n.language)}
                  tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
                  tickLine={false}
                  axisLine={false}
                />
                <Tooltip
                  cursor={{ fill: 'var(--color-muted)' }}
                  formatter={(value) => [
                    typeof value === 'number' ? formatMeasure(value, i18n.language) : '',
                    name,
                  ]}
                  labelFormatter={(label) =>
                    typeof label === 'string' ? formatShortDay(label, i18n.language) : ''
                  }
                  contentStyle={{
                    background: 'var(--color-popover)',
                    border: '1px solid var(--color-border)',
                    borderRadius: 12,
                    color: 'var(--color-popover-foreground)',
                  }}
                />
                {goal !== undefined ? (
                  <ReferenceLine
                    y={goal}
                    stroke="var(--color-muted-foreground)"
                    strokeDasharray="4 4"
                    label={{
                      value: t('charts.goal'),
                      position: 'insideTopRight',
                      fill: 'var(--color-muted-foreground)',
                      fontSize: 12,
                    }}
                  />
                ) : null}
                <Bar dataKey="value" fill="currentColor" radius={[4, 4, 0, 0]} isAnimationActive={false} />
              </BarChart>
            </ResponsiveContainer>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
