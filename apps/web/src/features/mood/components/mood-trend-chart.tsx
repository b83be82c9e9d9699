import { useTranslation } from 'react-i18next';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { MoodSummary } from '@track-grow/domain/mood';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { formatShortDay } from '../format.ts';

/** The 30-day trend: one point per day with entries (the day's average), gaps bridged. */
export function MoodTrendChart({ summary }: { summary: MoodSummary }) {
  const { t, i18n } = useTranslation('mood');
  const points = summary.trend;
  const logged = points.filter((point) => point.average !== null).length;
  const first = points[0];
  const last = points[points.length - 1];
  return (
    <Card aria-labelledby="mood-trend-title">
      <CardHeader>
        <CardTitle id="mood-trend-title">{t('trend.title')}</CardTitle>
        <CardDescription>
          {first && last
            ? t('trend.range', {
                from: formatShortDay(first.date, i18n.language),
                to: formatShortDay(last.date, i18n.language),
                count: logged,
              })
            : null}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {logged < 2 ? (
          <p className="rounded-xl bg-muted/60 p-4 text-sm text-muted-foreground">{t('trend.notEnough')}</p>
        ) : (
          <div
            className="h-48 w-full text-primary"
            role="img"
            aria-label={t('trend.label', { count: logged })}
          >
            <ResponsiveContainer width="100%" height="100%">
              <LineChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: -24 }}>
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
                  domain={[1, 5]}
                  ticks={[1, 2, 3, 4, 5]}
                  tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
                  tickLine={false}
                  axisLine={false}
                />
                <Tooltip
                  formatter={(value) => [
                    typeof value === 'number' ? value.toFixed(1) : String(value),
                    t('trend.average'),
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
                <Line
                  type="monotone"
                  dataKey="average"
                  stroke="currentColor"
                  strokeWidth={2.5}
                  connectNulls
                  dot={{ r: 3, fill: 'currentColor', strokeWidth: 0 }}
                  activeDot={{ r: 5 }}
                  isAnimationActive={false}
                />
              </LineChart>
            </ResponsiveContainer>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
