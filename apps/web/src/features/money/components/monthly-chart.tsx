import { useTranslation } from 'react-i18next';
import { Bar, BarChart, CartesianGrid, Cell, Tooltip, XAxis, YAxis } from 'recharts';
import type { MoneySummary } from '@track-grow/domain/money';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useMoneyFormat } from '../hooks/use-money-format.ts';
import { formatMonth, formatShortMonth } from '../month.ts';

interface MonthBar {
  month: string;
  label: string;
  income: number;
  expenses: number;
  incomeText: string;
  expensesText: string;
}

const INCOME_COLOR = '#2fa57d';
const EXPENSE_COLOR = '#e07a5f';

interface MonthlyChartProps {
  summary: MoneySummary | undefined;
  /** Opens a month from its bars. */
  onSelectMonth: (month: string) => void;
}

/** Income and expenses of the 12 months ending with the one shown; a table carries the same figures for screen readers. */
export function MonthlyChart({ summary, onSelectMonth }: MonthlyChartProps) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const bars: MonthBar[] = (summary?.last12Months ?? []).map((m) => ({
    month: m.month,
    label: formatShortMonth(m.month, format.locale),
    income: Number(m.income),
    expenses: Number(m.expenses),
    incomeText: format.money(m.income),
    expensesText: format.money(m.expenses),
  }));

  return (
    <Card aria-labelledby="monthly-chart-title">
      <CardHeader>
        <CardTitle id="monthly-chart-title">{t('charts.last12')}</CardTitle>
        <CardDescription className="flex flex-wrap gap-x-4 gap-y-1">
          <span className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full"
              style={{ backgroundColor: INCOME_COLOR }}
            />
            {t('summary.income')}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <span
              aria-hidden="true"
              className="size-2.5 rounded-full"
              style={{ backgroundColor: EXPENSE_COLOR }}
            />
            {t('summary.expenses')}
          </span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        {!summary ? (
          <Skeleton className="h-56" />
        ) : bars.every((bar) => bar.income === 0 && bar.expenses === 0) ? (
          <p className="rounded-2xl bg-muted/60 p-4 text-sm text-muted-foreground">{t('charts.noHistory')}</p>
        ) : (
          <>
            <div aria-hidden="true" className="h-56 w-full">
              <BarChart
                responsive
                style={{ width: '100%', height: '100%' }}
                data={bars}
                margin={{ top: 8, right: 4, bottom: 0, left: 4 }}
                barGap={2}
                accessibilityLayer={false}
                onClick={(state) => {
                  const index = Number(state.activeTooltipIndex);
                  const bar = Number.isInteger(index) ? bars[index] : undefined;
                  if (bar) onSelectMonth(bar.month);
                }}
              >
                <CartesianGrid vertical={false} stroke="var(--color-border)" />
                <XAxis
                  dataKey="label"
                  tickLine={false}
                  axisLine={false}
                  interval="preserveStartEnd"
                  minTickGap={6}
                  tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }}
                />
                <YAxis
                  width={56}
                  tickLine={false}
                  axisLine={false}
                  tick={{ fontSize: 11, fill: 'var(--color-muted-foreground)' }}
                  tickFormatter={(value: number) => format.compact(value)}
                />
                <Tooltip
                  cursor={{ fill: 'var(--color-muted)', opacity: 0.6 }}
                  labelFormatter={(_label, payload) => {
                    const month = (payload[0]?.payload as MonthBar | undefined)?.month;
                    return month ? formatMonth(month, format.locale) : '';
                  }}
                  formatter={(_value, name, item) => {
                    const bar = (item as { payload?: MonthBar }).payload;
                    if (!bar) return ['', ''];
                    return name === 'income'
                      ? [bar.incomeText, t('summary.income')]
                      : [bar.expensesText, t('summary.expenses')];
                  }}
                  contentStyle={{
                    borderRadius: 12,
                    border: '1px solid var(--color-border)',
                    background: 'var(--color-popover)',
                    color: 'var(--color-popover-foreground)',
                  }}
                />
                <Bar dataKey="income" radius={[4, 4, 0, 0]} maxBarSize={14} className="cursor-pointer">
                  {bars.map((bar) => (
                    <Cell
                      key={bar.month}
                      fill={INCOME_COLOR}
                      fillOpacity={bar.month === summary.month ? 1 : 0.55}
                    />
                  ))}
                </Bar>
                <Bar dataKey="expenses" radius={[4, 4, 0, 0]} maxBarSize={14} className="cursor-pointer">
                  {bars.map((bar) => (
                    <Cell
                      key={bar.month}
                      fill={EXPENSE_COLOR}
                      fillOpacity={bar.month === summary.month ? 1 : 0.55}
                    />
                  ))}
                </Bar>
              </BarChart>
            </div>
            {/* A table sizes to its content whatever its width says: the block around it is what is hidden. */}
            <div className="sr-only">
              <table>
                <caption>{t('charts.last12')}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('charts.month')}</th>
                    <th scope="col">{t('summary.income')}</th>
                    <th scope="col">{t('summary.expenses')}</th>
                  </tr>
                </thead>
                <tbody>
                  {bars.map((bar) => (
                    <tr key={bar.month}>
                      <th scope="row">{formatMonth(bar.month, format.locale)}</th>
                      <td>{bar.incomeText}</td>
                      <td>{bar.expensesText}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
