import { useTranslation } from 'react-i18next';
import { Cell, Pie, PieChart, Tooltip } from 'recharts';
import { roundDiv, toCents, type MoneySummary } from '@track-grow/domain/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { categoryColor, categoryLabel } from '../categories.ts';
import { useMoneyFormat } from '../hooks/use-money-format.ts';

interface Slice {
  category: string;
  label: string;
  amount: string;
  /** Only the chart's geometry uses a float; every figure shown is the exact string. */
  value: number;
  percent: number;
}

/** The month's spending by category: a donut with the total inside, and the same figures as a list. */
export function CategoryChart({ summary }: { summary: MoneySummary | undefined }) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const total = summary ? toCents(summary.expenses) : 0n;
  const slices: Slice[] = (summary?.byCategory ?? []).map(({ category, amount }) => ({
    category,
    label: categoryLabel(t, category),
    amount,
    value: Number(amount),
    percent: total > 0n ? Number(roundDiv(toCents(amount) * 100n, total)) : 0,
  }));

  return (
    <Card aria-labelledby="category-chart-title">
      <CardHeader>
        <CardTitle id="category-chart-title">{t('charts.byCategory')}</CardTitle>
        <CardDescription>{t('charts.byCategoryHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        {!summary ? (
          <Skeleton className="mx-auto size-48 rounded-full" />
        ) : slices.length === 0 ? (
          <p className="rounded-2xl bg-muted/60 p-4 text-sm text-muted-foreground">
            {t('charts.noSpending')}
          </p>
        ) : (
          <div className="grid items-center gap-5 sm:grid-cols-[12rem_minmax(0,1fr)] lg:grid-cols-1">
            <div
              className="relative mx-auto size-48"
              role="img"
              aria-label={t('charts.donutLabel', { total: format.money(summary.expenses) })}
            >
              <PieChart width={192} height={192} accessibilityLayer={false}>
                <Pie
                  data={slices}
                  dataKey="value"
                  nameKey="label"
                  innerRadius={62}
                  outerRadius={92}
                  paddingAngle={slices.length > 1 ? 2 : 0}
                  stroke="none"
                  isAnimationActive
                >
                  {slices.map((slice) => (
                    <Cell key={slice.category} fill={categoryColor(slice.category)} />
                  ))}
                </Pie>
                <Tooltip
                  formatter={(_value, _name, item) => {
                    const slice = (item as { payload?: Slice }).payload;
                    return slice
                      ? [`${format.money(slice.amount)} · ${slice.percent}%`, slice.label]
                      : ['', ''];
                  }}
                  contentStyle={{
                    borderRadius: 12,
                    border: '1px solid var(--color-border)',
                    background: 'var(--color-popover)',
                    color: 'var(--color-popover-foreground)',
                  }}
                  itemStyle={{ color: 'var(--color-popover-foreground)' }}
                />
              </PieChart>
              <div className="pointer-events-none absolute inset-0 flex flex-col items-center justify-center text-center">
                <span className="text-xs text-muted-foreground">{t('summary.expenses')}</span>
                <span className="max-w-28 truncate text-base font-semibold tabular-nums">
                  {format.money(summary.expenses)}
                </span>
              </div>
            </div>
            <ul className="grid gap-1.5">
              {slices.map((slice) => (
                <li key={slice.category} className="flex items-center gap-2.5 text-sm">
                  <span
                    aria-hidden="true"
                    className="size-3 shrink-0 rounded-full"
                    style={{ backgroundColor: categoryColor(slice.category) }}
                  />
                  <span className="min-w-0 flex-1 truncate">{slice.label}</span>
                  <span className="font-medium tabular-nums">{format.money(slice.amount)}</span>
                  <span className="w-10 text-right text-muted-foreground tabular-nums">{slice.percent}%</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
    </Card>
  );
}
