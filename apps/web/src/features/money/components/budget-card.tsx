import { useTranslation } from 'react-i18next';
import { AlertTriangle, CircleAlert, PiggyBank, SlidersHorizontal } from 'lucide-react';
import {
  budgetProgress,
  toCents,
  type BudgetAlert,
  type BudgetProgress,
  type BudgetThreshold,
  type Transaction,
} from '@track-grow/domain/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/utils.ts';
import { useMoneyFormat, type MoneyFormat } from '../hooks/use-money-format.ts';
import { useBudgetAlertText } from '../hooks/use-budget-alert-text.ts';
import { formatDay } from '../month.ts';

interface BudgetCardProps {
  today: string;
  threshold: BudgetThreshold | undefined;
  /** The expenses of this Monday week and this month (or undefined while they load). */
  rows: readonly Transaction[] | undefined;
  alerts: readonly BudgetAlert[] | undefined;
  onEdit: () => void;
}

/** This week's and this month's spending against the limits, with the alerts of the day. */
export function BudgetCard({ today, threshold, rows, alerts, onEdit }: BudgetCardProps) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const loading = threshold === undefined || rows === undefined;
  const hasLimit = !!threshold && (threshold.weeklyLimit !== null || threshold.monthlyLimit !== null);
  const progress = loading ? null : budgetProgress(rows, threshold, today);

  return (
    <Card aria-labelledby="budget-title">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle id="budget-title">{t('budget.title')}</CardTitle>
          <CardDescription>{t('budget.subtitle')}</CardDescription>
        </div>
        {hasLimit ? (
          <Button variant="outline" size="sm" onClick={onEdit}>
            <SlidersHorizontal aria-hidden="true" />
            {t('budget.edit')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-4">
        {alerts && alerts.length > 0 ? (
          <ul className="grid gap-2" aria-label={t('budget.alerts')}>
            {alerts.map((alert) => (
              <AlertRow key={alert.id} alert={alert} />
            ))}
          </ul>
        ) : null}
        {loading ? (
          <div className="grid gap-4" role="status" aria-label={t('loading')}>
            <Skeleton className="h-12" />
            <Skeleton className="h-12" />
          </div>
        ) : hasLimit && progress ? (
          <div className="grid gap-4">
            <ProgressRow progress={progress.week} format={format} />
            <ProgressRow progress={progress.month} format={format} />
          </div>
        ) : (
          <div className="flex flex-col items-start gap-3 rounded-2xl bg-muted/60 p-4 sm:flex-row sm:items-center">
            <PiggyBank aria-hidden="true" className="size-8 shrink-0 text-primary" />
            <p className="flex-1 text-sm text-muted-foreground">{t('budget.empty')}</p>
            <Button size="sm" onClick={onEdit}>
              {t('budget.set')}
            </Button>
          </div>
        )}
      </CardContent>
    </Card>
  );
}

const barTone = {
  ok: 'bg-primary',
  approaching: 'bg-amber-500',
  exceeded: 'bg-danger',
} as const;

function ProgressRow({ progress, format }: { progress: BudgetProgress; format: MoneyFormat }) {
  const { t } = useTranslation('money');
  const label = progress.period === 'week' ? t('budget.thisWeek') : t('budget.thisMonth');
  const range = `${formatDay(progress.range.from, format.locale)} – ${formatDay(progress.range.to, format.locale)}`;
  if (progress.limit === null || progress.percent === null) {
    return (
      <div className="grid gap-1">
        <div className="flex items-baseline justify-between gap-2 text-sm">
          <span className="font-medium">{label}</span>
          <span className="text-muted-foreground tabular-nums">
            {t('budget.spentNoLimit', { spent: format.money(progress.spent) })}
          </span>
        </div>
        <p className="text-xs text-muted-foreground">{range}</p>
      </div>
    );
  }
  const remaining = toCents(progress.limit) - toCents(progress.spent);
  return (
    <div className="grid gap-1.5">
      <div className="flex items-baseline justify-between gap-2 text-sm">
        <span className="font-medium">{label}</span>
        <span className="tabular-nums">
          <span className="font-semibold">{format.money(progress.spent)}</span>
          <span className="text-muted-foreground"> / {format.money(progress.limit)}</span>
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={progress.period === 'week' ? t('budget.weeklyBar') : t('budget.monthlyBar')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(progress.percent, 100)}
        aria-valuetext={`${progress.percent}%`}
        className="h-2.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn('h-full rounded-full transition-[width] duration-500', barTone[progress.level])}
          style={{ width: `${Math.min(progress.percent, 100)}%` }}
        />
      </div>
      <div className="flex items-baseline justify-between gap-2 text-xs text-muted-foreground">
        <span>{range}</span>
        <span className={cn('tabular-nums', progress.level === 'exceeded' && 'font-semibold text-danger')}>
          {remaining >= 0n
            ? t('budget.left', { amount: format.money(remaining) })
            : t('budget.over', { amount: format.money(-remaining) })}
        </span>
      </div>
    </div>
  );
}

/** One of today's budget alerts, worded as on Home. */
function AlertRow({ alert }: { alert: BudgetAlert }) {
  const { title, message } = useBudgetAlertText()(alert);
  const Icon = alert.level === 'exceeded' ? CircleAlert : AlertTriangle;
  return (
    <li
      className={cn(
        'flex gap-3 rounded-2xl border p-3.5',
        alert.level === 'exceeded'
          ? 'border-danger/30 bg-danger/5'
          : 'border-amber-500/40 bg-amber-50 dark:bg-amber-500/10',
      )}
    >
      <Icon
        aria-hidden="true"
        className={cn(
          'mt-0.5 size-5 shrink-0',
          alert.level === 'exceeded' ? 'text-danger' : 'text-amber-700 dark:text-amber-300',
        )}
      />
      <div className="grid gap-0.5">
        <p className="text-sm font-semibold">{title}</p>
        <p className="text-sm text-muted-foreground">{message}</p>
      </div>
    </li>
  );
}
