import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownLeft, ArrowUpRight, Percent, Scale } from 'lucide-react';
import { toCents, type MoneySummary } from '@track-grow/domain/money';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/utils.ts';
import { useMoneyFormat } from '../hooks/use-money-format.ts';

/** Income, expenses, net and savings rate of the month, exactly as the server summed them. */
export function SummaryTiles({ summary }: { summary: MoneySummary | undefined }) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  if (!summary) {
    return (
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" role="status" aria-label={t('loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} className="h-[5.5rem] rounded-2xl" />
        ))}
      </div>
    );
  }
  const net = toCents(summary.net);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
      <Tile
        label={t('summary.income')}
        icon={<ArrowDownLeft aria-hidden="true" className="size-4" />}
        tone="text-emerald-700 dark:text-emerald-300"
      >
        {format.money(summary.income)}
      </Tile>
      <Tile
        label={t('summary.expenses')}
        icon={<ArrowUpRight aria-hidden="true" className="size-4" />}
        tone="text-rose-700 dark:text-rose-300"
      >
        {format.money(summary.expenses)}
      </Tile>
      <Tile
        label={t('summary.net')}
        icon={<Scale aria-hidden="true" className="size-4" />}
        tone="text-sky-700 dark:text-sky-300"
        valueClass={net < 0n ? 'text-danger' : undefined}
      >
        {format.money(summary.net, { signed: true })}
      </Tile>
      <Tile
        label={t('summary.savingsRate')}
        icon={<Percent aria-hidden="true" className="size-4" />}
        tone="text-violet-700 dark:text-violet-300"
        hint={summary.savingsRate === null ? t('summary.noIncome') : undefined}
        valueClass={summary.savingsRate !== null && summary.savingsRate < 0 ? 'text-danger' : undefined}
      >
        {summary.savingsRate === null ? '—' : `${summary.savingsRate}%`}
      </Tile>
    </dl>
  );
}

interface TileProps {
  label: string;
  icon: ReactNode;
  tone: string;
  children: ReactNode;
  hint?: string | undefined;
  valueClass?: string | undefined;
}

function Tile({ label, icon, tone, children, hint, valueClass }: TileProps) {
  return (
    // Below 360 px a smaller figure and padding keep an amount like "−$31,118.46" whole rather than cut short.
    <div className="grid min-w-0 content-start gap-1 rounded-2xl border border-border bg-card p-3 shadow-xs min-[360px]:p-4">
      <dt className="flex items-center gap-1.5 text-sm font-medium text-muted-foreground">
        <span className={cn('flex size-6 items-center justify-center rounded-full bg-muted', tone)}>
          {icon}
        </span>
        {label}
      </dt>
      <dd
        className={cn(
          'truncate text-base font-semibold tracking-tight tabular-nums min-[360px]:text-lg sm:text-2xl',
          valueClass,
        )}
      >
        {children}
      </dd>
      {hint ? <dd className="text-xs text-muted-foreground">{hint}</dd> : null}
    </div>
  );
}
