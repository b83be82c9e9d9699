import { useTranslation } from 'react-i18next';
import { Plus, ReceiptText } from 'lucide-react';
import type { Transaction } from '@track-grow/domain/money';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/utils.ts';
import { categoryColor, categoryLabel } from '../categories.ts';
import { CategoryIcon } from './category-icon.tsx';
import { useMoneyFormat } from '../hooks/use-money-format.ts';
import { formatDay, formatMonth, groupByDay } from '../month.ts';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';

interface TransactionListProps {
  month: string;
  rows: readonly Transaction[] | undefined;
  /** The month's net from the summary: the running balance starts from it. */
  monthNet: string | null;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onAdd: () => void;
  onEdit: (transaction: Transaction) => void;
}

/** The month's transactions by day, newest first, each day with its total and the month's balance so far. */
export function TransactionList({
  month,
  rows,
  monthNet,
  hasMore,
  loadingMore,
  onLoadMore,
  onAdd,
  onEdit,
}: TransactionListProps) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const groups = rows ? groupByDay(rows, monthNet, hasMore) : [];

  return (
    <Card aria-labelledby="transactions-title">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id="transactions-title">{t('list.title')}</CardTitle>
        <Button variant="outline" size="sm" onClick={onAdd}>
          <Plus aria-hidden="true" />
          {t('actions.add')}
        </Button>
      </CardHeader>
      <CardContent>
        {!rows ? (
          <div className="grid gap-3" role="status" aria-label={t('loading')}>
            {[0, 1, 2, 3].map((i) => (
              <Skeleton key={i} className="h-14" />
            ))}
          </div>
        ) : groups.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-8 text-center">
            <ReceiptText aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="text-sm text-muted-foreground">
              {t('list.empty', { month: formatMonth(month, format.locale) })}
            </p>
            <Button size="sm" onClick={onAdd}>
              <Plus aria-hidden="true" />
              {t('actions.addFirst')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-5">
            {groups.map((group) => (
              <section key={group.date} aria-labelledby={`day-${group.date}`} className="grid gap-1.5">
                <div className="flex items-end justify-between gap-3 border-b border-border pb-1.5">
                  <h3 id={`day-${group.date}`} className="text-sm font-semibold whitespace-nowrap capitalize">
                    {formatDay(group.date, format.locale)}
                  </h3>
                  <p className="grid text-right text-xs text-muted-foreground tabular-nums">
                    {group.complete ? (
                      <span
                        className={cn(
                          'text-sm font-semibold',
                          group.net < 0n ? 'text-foreground' : 'text-emerald-700 dark:text-emerald-300',
                        )}
                      >
                        <span className="sr-only">{t('list.dayTotal')} </span>
                        {format.money(group.net, { signed: true })}
                      </span>
                    ) : null}
                    {group.balance !== null ? (
                      <span>
                        {t('list.balance', { amount: format.money(group.balance, { signed: true }) })}
                      </span>
                    ) : null}
                  </p>
                </div>
                <ul className="grid">
                  {group.items.map((transaction) => (
                    <li key={transaction.id}>
                      <TransactionRow transaction={transaction} onEdit={onEdit} />
                    </li>
                  ))}
                </ul>
              </section>
            ))}
            {hasMore ? (
              <LoadMoreButton
                loading={loadingMore}
                onClick={onLoadMore}
                label={t('list.loadMore')}
                loadingLabel={t('loading')}
              />
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}

function TransactionRow({
  transaction,
  onEdit,
}: {
  transaction: Transaction;
  onEdit: (t: Transaction) => void;
}) {
  const { t } = useTranslation('money');
  const format = useMoneyFormat();
  const label = categoryLabel(t, transaction.category);
  const income = transaction.type === 'income';
  return (
    <button
      type="button"
      onClick={() => onEdit(transaction)}
      className="-mx-2 flex w-[calc(100%+1rem)] cursor-pointer items-center gap-3 rounded-xl px-2 py-2.5 text-left transition-colors hover:bg-accent"
    >
      <span
        className="flex size-10 shrink-0 items-center justify-center rounded-full text-white"
        style={{ backgroundColor: categoryColor(transaction.category) }}
      >
        <CategoryIcon category={transaction.category} className="size-5" />
      </span>
      <span className="grid min-w-0 flex-1">
        <span className="truncate text-sm font-medium">{transaction.description ?? label}</span>
        <span className="truncate text-xs text-muted-foreground">
          {transaction.description ? label : t(`types.${transaction.type}`)}
        </span>
      </span>
      <span
        className={cn(
          'shrink-0 text-sm font-semibold tabular-nums',
          income ? 'text-emerald-700 dark:text-emerald-300' : 'text-foreground',
        )}
      >
        <span className="sr-only">{t(`types.${transaction.type}`)} </span>
        {format.money(income ? transaction.amount : `-${transaction.amount}`, { signed: true })}
      </span>
    </button>
  );
}
