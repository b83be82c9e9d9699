import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { AlertTriangle, ArrowRight, CircleAlert, X } from 'lucide-react';
import type { BudgetAlert } from '@track-grow/domain/money';
import { buttonVariants } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/utils.ts';
import { useMoneyAlerts } from '../../../features/money/api/get-money-alerts.ts';
import { useBudgetAlertText } from '../../../features/money/hooks/use-budget-alert-text.ts';
import { dismissedBudgetAlertsKey, parseDismissedAlerts } from '../daily-state.ts';
import { useDailyState } from '../hooks/use-daily-state.ts';

interface BudgetAlertCardsProps {
  userId: string;
  today: string;
}

/** SPEC.md 2/9: today's budget alerts, each dismissible until the day ends (dismissedBudgetAlerts_{userId}). */
export function BudgetAlertCards({ userId, today }: BudgetAlertCardsProps) {
  const { t } = useTranslation('home');
  const alerts = useMoneyAlerts();
  const [dismissed, saveDismissed] = useDailyState(
    dismissedBudgetAlertsKey(userId),
    today,
    parseDismissedAlerts,
  );
  const shown = (alerts.data ?? []).filter((alert) => !dismissed?.includes(alert.id));
  if (shown.length === 0) return null;
  return (
    <section aria-label={t('alerts.region')} className="grid gap-3">
      {shown.map((alert) => (
        <AlertCard
          key={alert.id}
          alert={alert}
          onDismiss={() => saveDismissed([...(dismissed ?? []), alert.id])}
        />
      ))}
    </section>
  );
}

function AlertCard({ alert, onDismiss }: { alert: BudgetAlert; onDismiss: () => void }) {
  const { t } = useTranslation('home');
  const exceeded = alert.level === 'exceeded';
  const { title, message } = useBudgetAlertText()(alert);
  const Icon = exceeded ? CircleAlert : AlertTriangle;
  const titleId = `budget-alert-${alert.id}`;
  return (
    <article
      aria-labelledby={titleId}
      className={cn(
        'relative flex gap-3 rounded-2xl border p-4 pr-14 shadow-xs',
        exceeded
          ? 'border-danger/30 bg-red-50 dark:bg-red-500/10'
          : 'border-amber-500/40 bg-amber-50 dark:bg-amber-500/10',
      )}
    >
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          exceeded
            ? 'bg-red-100 text-red-700 dark:bg-red-500/20 dark:text-red-300'
            : 'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-300',
        )}
      >
        <Icon aria-hidden="true" className="size-5" />
      </span>
      <div className="grid min-w-0 gap-1">
        <h2 id={titleId} className="text-base font-semibold tracking-tight">
          {title}
        </h2>
        <p className="text-sm text-muted-foreground">{message}</p>
        <Link
          href="/money"
          className={cn(
            buttonVariants({ variant: 'link' }),
            'mt-1 justify-self-start text-sm text-foreground',
          )}
        >
          {t('alerts.review')}
          <ArrowRight aria-hidden="true" />
        </Link>
      </div>
      <button
        type="button"
        onClick={onDismiss}
        aria-label={t('alerts.dismiss', { title })}
        className="absolute top-2.5 right-2.5 inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-black/5 hover:text-foreground dark:hover:bg-white/10"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </article>
  );
}
