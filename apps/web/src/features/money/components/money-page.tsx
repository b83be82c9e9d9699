import { useMemo, useState } from 'react';
import { useSearchParams } from 'wouter';
import { useTranslation } from 'react-i18next';
import { Download, FileUp, Minus, Plus } from 'lucide-react';
import { budgetAlertsRange } from '@track-grow/domain/money';
import { transactionsExportPath } from '@track-grow/domain/money/api';
import { Button, buttonVariants } from '../../../components/ui/button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import '../i18n.ts';
import { useBudgetThreshold } from '../api/get-budget-threshold.ts';
import { useMoneyAlerts } from '../api/get-money-alerts.ts';
import { useMoneySummary } from '../api/get-money-summary.ts';
import { useMonthTransactions, useRangeTransactions } from '../api/get-transactions.ts';
import { useToday } from '../../../lib/user-today.ts';
import { isMonth, monthRange } from '../month.ts';
import { BudgetCard } from './budget-card.tsx';
import { BudgetSheet } from './budget-sheet.tsx';
import { CategoryChart } from './category-chart.tsx';
import { ImportSheet } from './import-sheet.tsx';
import { MonthSwitcher } from './month-switcher.tsx';
import { MonthlyChart } from './monthly-chart.tsx';
import { SummaryTiles } from './summary-tiles.tsx';
import { TransactionList } from './transaction-list.tsx';
import { TransactionSheet, type TransactionSheetState } from './transaction-sheet.tsx';
import { useCreateIntent } from '../../../lib/use-create-intent.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';

type Panel = 'budget' | 'import' | null;

export default function MoneyPage() {
  const { t } = useTranslation('money');
  const { user } = useCurrentUser();
  const today = useToday(user);
  const currentMonth = today.slice(0, 7);
  const [params, setParams] = useSearchParams();
  const requested = params.get('month');
  const month = isMonth(requested) ? requested : currentMonth;
  const setMonth = (next: string) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === currentMonth) updated.delete('month');
        else updated.set('month', next);
        return updated;
      },
      { replace: true },
    );

  const range = monthRange(month);
  const budgetRange = budgetAlertsRange(today);
  const summary = useMoneySummary(month);
  const transactions = useMonthTransactions(range.from, range.to);
  const threshold = useBudgetThreshold();
  const budgetRows = useRangeTransactions(budgetRange.from, budgetRange.to);
  const alerts = useMoneyAlerts();
  useFailureToast([summary, transactions, threshold, budgetRows, alerts], {
    title: t('errors.loadFailed'),
    description: t('errors.generic'),
  });

  // /money?new=expense or ?new=income (the Hub's "Quick add") opens the sheet on that type.
  const intent = useCreateIntent();
  const [sheet, setSheet] = useState<TransactionSheetState | null>(() =>
    intent ? { mode: 'create', type: intent === 'income' ? 'income' : 'expense' } : null,
  );
  const [panel, setPanel] = useState<Panel>(null);

  const rows = useMemo(() => transactions.data?.pages.flatMap((page) => page.items), [transactions.data]);
  const ownCategories = useMemo(() => {
    const names = new Set<string>();
    for (const row of rows ?? []) names.add(row.category);
    for (const row of budgetRows.data ?? []) names.add(row.category);
    for (const entry of summary.data?.byCategory ?? []) names.add(entry.category);
    return [...names];
  }, [rows, budgetRows.data, summary.data]);

  const add = (type: 'expense' | 'income') => setSheet({ mode: 'create', type });

  return (
    <div className="grid gap-5">
      <PageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        actions={
          // Expense first, as on a phone and in the sheet's type switch.
          <div className="hidden gap-2 sm:flex">
            <Button onClick={() => add('expense')}>
              <Minus aria-hidden="true" />
              {t('actions.addExpense')}
            </Button>
            <Button variant="outline" onClick={() => add('income')}>
              <Plus aria-hidden="true" />
              {t('actions.addIncome')}
            </Button>
          </div>
        }
      />

      <div className="grid grid-cols-2 gap-2 sm:hidden">
        <Button variant="outline" className="h-12" onClick={() => add('expense')}>
          <Minus aria-hidden="true" />
          {t('actions.addExpense')}
        </Button>
        <Button variant="outline" className="h-12" onClick={() => add('income')}>
          <Plus aria-hidden="true" />
          {t('actions.addIncome')}
        </Button>
      </div>

      <MonthSwitcher month={month} currentMonth={currentMonth} onChange={setMonth} />
      <SummaryTiles summary={summary.data} />

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
          <BudgetCard
            today={today}
            threshold={threshold.data}
            rows={budgetRows.data}
            alerts={alerts.data}
            onEdit={() => setPanel('budget')}
          />
          <CategoryChart summary={summary.data} />
          <MonthlyChart summary={summary.data} onSelectMonth={setMonth} />
        </div>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
          <TransactionList
            month={month}
            rows={rows}
            monthNet={summary.data?.net ?? null}
            hasMore={transactions.hasNextPage}
            loadingMore={transactions.isFetchingNextPage}
            onLoadMore={() => {
              transactions
                .fetchNextPage()
                .catch(() => toast({ title: t('errors.loadFailed'), variant: 'destructive' }));
            }}
            onAdd={() => add('expense')}
            onEdit={(transaction) => setSheet({ mode: 'edit', transaction })}
          />
          <section
            aria-labelledby="csv-title"
            className="grid gap-3 rounded-2xl border border-border bg-card p-5 shadow-xs"
          >
            <div className="grid gap-1">
              <h2 id="csv-title" className="text-base font-semibold tracking-tight">
                {t('csv.title')}
              </h2>
              <p className="text-sm text-muted-foreground">{t('csv.description')}</p>
            </div>
            <div className="grid grid-cols-2 gap-2">
              <Button variant="outline" onClick={() => setPanel('import')}>
                <FileUp aria-hidden="true" />
                {t('csv.import')}
              </Button>
              <a href={transactionsExportPath} download className={buttonVariants({ variant: 'outline' })}>
                <Download aria-hidden="true" />
                {t('csv.export')}
              </a>
            </div>
          </section>
        </div>
      </div>

      <TransactionSheet
        state={sheet}
        onClose={() => setSheet(null)}
        today={today}
        ownCategories={ownCategories}
      />
      <BudgetSheet open={panel === 'budget'} onClose={() => setPanel(null)} threshold={threshold.data} />
      <ImportSheet open={panel === 'import'} onClose={() => setPanel(null)} />
    </div>
  );
}
