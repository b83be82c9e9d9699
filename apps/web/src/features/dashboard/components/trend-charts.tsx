import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { scoreAreas, type ChartDataPoint, type ChartRange } from '@track-grow/domain/dashboard';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { axisLabel, partialSplit, summarize, type ChartSeries } from '../chart-format.ts';
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
  points: readonly ChartDataPoint[];
  range: ChartRange;
  /** The life score's chart: taller, with more ticks. */
  large?: boolean;
}

/** The words of a summary: days, or weeks and months on the long ranges. */
const averageKey = {
  day: 'summary.average',
  week: 'summary.averageWeeks',
  month: 'summary.averageMonths',
} as const;

/**
 * One trend line on a 0–100 scale; a day (or week, or month) without data is a gap, never a 0. The running
 * point (today, this week or this month) is hollow at the end of a dashed segment: it is not final yet.
 */
function TrendChart({ series, points, range, large = false }: TrendChartProps) {
  const { t, i18n } = useTranslation('dashboard');
  const summary = summarize(points, series);
  const over = t(`over.${range}`);
  const titleId = `trend-${series}-title`;
  const period = points[0]?.period ?? 'day';
  const data = partialSplit(points, series);
  // Dots show a point standing alone between gaps; on the month's 30 days they would crowd the line less.
  const dots = points.length <= 31;
  const dotRadius = large ? 3 : 2.5;
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
              {t(averageKey[period], {
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
                data={data}
                margin={{ top: 8, right: 8, bottom: 0, left: 0 }}
                accessibilityLayer={false}
              >
                <CartesianGrid vertical={false} stroke="var(--color-border)" />
                <XAxis
                  dataKey="date"
                  tickFormatter={(date: string) => axisLabel(date, range, i18n.language)}
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
                  content={({ active, payload }) => (
                    <TrendTooltip active={active} payload={payload} name={t(`tooltip.${series}`)} />
                  )}
                />
                <Line
                  type="monotone"
                  dataKey="solid"
                  stroke="currentColor"
                  strokeWidth={large ? 2.5 : 2}
                  connectNulls={false}
                  dot={dots ? { r: dotRadius, fill: 'currentColor', strokeWidth: 0 } : false}
                  activeDot={{ r: 5 }}
                  animationDuration={1500}
                />
                <Line
                  type="monotone"
                  dataKey="dashed"
                  stroke="currentColor"
                  strokeWidth={large ? 2.5 : 2}
                  strokeDasharray="4 4"
                  connectNulls={false}
                  dot={(props: { cx?: number; cy?: number; index?: number; payload?: ChartDataPoint }) =>
                    props.payload?.partial && props.cx !== undefined && props.cy !== undefined ? (
                      <circle
                        key={props.index}
                        cx={props.cx}
                        cy={props.cy}
                        r={dotRadius + 1}
                        fill="var(--color-card)"
                        stroke="currentColor"
                        strokeWidth={2}
                      />
                    ) : (
                      <g key={props.index} />
                    )
                  }
                  activeDot={{ r: 5 }}
                  animationDuration={1500}
                />
              </LineChart>
            </div>
            {large && points.at(-1)?.partial ? (
              <p className="mt-2 text-xs text-muted-foreground">{t('summary.partial')}</p>
            ) : null}
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
export default function TrendCharts({
  points,
  range,
}: {
  points: readonly ChartDataPoint[];
  range: ChartRange;
}) {
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
