import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { scoreAreas, type ChartPoint, type ChartRange } from '@track-grow/domain/dashboard';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { axisLabel, summarize, type ChartSeries } from '../chart-format.ts';
import { TrendTooltip } from './trend-tooltip.tsx';

/** Each line's colour, as text colour so the line draws in `currentColor`, with a lighter tint in dark mode. */
const tone: Record<ChartSeries, string> = {
  score: 'text-primary',
  mood: 'text-pink-600 dark:text-pink-400',
  habits: 'text-emerald-600 dark:text-emerald-400',
  fitness: 'text-rose-600 dark:text-rose-400',
  tasks: 'text-sky-600 dark:text-sky-400',
  money: 'text-amber-600 dark:text-amber-400',
};

const axisTick = { fill: 'var(--color-muted-foreground)', fontSize: 11 };

interface TrendChartProps {
  series: ChartSeries;
  points: readonly ChartPoint[];
  range: ChartRange;
  /** The life score's chart: taller, with more ticks. */
  large?: boolean;
}

/** One trend line on a 0–100 scale; a day without data is a gap, never a 0. */
function TrendChart({ series, points, range, large = false }: TrendChartProps) {
  const { t } = useTranslation('dashboard');
  const summary = summarize(points, series);
  const over = t(`over.${range}`);
  const titleId = `trend-${series}-title`;
  // Dots show a day standing alone between gaps; on the long ranges they would crowd the line.
  const dots = range === 'week' || range === 'month';
  return (
    <Card aria-labelledby={titleId} className="min-w-0">
      <CardHeader>
        <h3 id={titleId} className="text-base font-semibold tracking-tight">
          {t(`charts.${series}`)}
        </h3>
        <CardDescription>{t(`chartDescriptions.${series}`)}</CardDescription>
      </CardHeader>
      <CardContent>
        {summary.average === null ? (
          <p className="rounded-xl bg-muted/60 p-4 text-sm text-muted-foreground">
            {t('summary.noData', { over })}
          </p>
        ) : (
          <>
            <p className="sr-only">
              {t('summary.average', {
                average: summary.average,
                over,
                count: summary.count,
                total: summary.total,
              })}
            </p>
            <div aria-hidden="true" className={cn('w-full', large ? 'h-56' : 'h-36', tone[series])}>
              <LineChart
                responsive
                style={{ width: '100%', height: '100%' }}
                data={points}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                accessibilityLayer={false}
              >
                <CartesianGrid vertical={false} stroke="var(--color-border)" />
                <XAxis
                  dataKey="date"
                  tickFormatter={(date: string) => axisLabel(date, range)}
                  tick={axisTick}
                  tickLine={false}
                  axisLine={false}
                  interval="preserveStartEnd"
                  minTickGap={12}
                />
                <YAxis
                  domain={[0, 100]}
                  ticks={large ? [0, 25, 50, 75, 100] : [0, 50, 100]}
                  width={32}
                  tick={axisTick}
                  tickLine={false}
                  axisLine={false}
                />
                <Tooltip
                  cursor={{ stroke: 'var(--color-border)' }}
                  content={({ active, payload, label }) => (
                    <TrendTooltip
                      active={active}
                      payload={payload}
                      label={label}
                      name={t(`tooltip.${series}`)}
                    />
                  )}
                />
                <Line
                  type="monotone"
                  dataKey={series}
                  stroke="currentColor"
                  strokeWidth={large ? 2.5 : 2}
                  connectNulls={false}
                  dot={dots ? { r: large ? 3 : 2.5, fill: 'currentColor', strokeWidth: 0 } : false}
                  activeDot={{ r: 5 }}
                  animationDuration={1500}
                />
              </LineChart>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

/**
 * The Hub's six trend charts (SPEC.md 2): the life score, then the five areas. Loaded as its own chunk, so
 * Recharts is fetched only when the charts have data to draw. The five areas take two columns from the sm
 * breakpoint; on a phone they stack, since two 170 px charts would leave their axes unreadable.
 */
export default function TrendCharts({ points, range }: { points: readonly ChartPoint[]; range: ChartRange }) {
  return (
    <div className="grid gap-4">
      <TrendChart series="score" points={points} range={range} large />
      <div className="grid gap-4 sm:grid-cols-2">
        {scoreAreas.map((area) => (
          <TrendChart key={area} series={area} points={points} range={range} />
        ))}
      </div>
    </div>
  );
}
