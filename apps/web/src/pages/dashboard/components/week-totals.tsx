import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { productAreas, type ProductAreaKey } from '@track-grow/domain/areas';
import type { WeekTotals as Totals } from '@track-grow/domain/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { useMoneyFormat } from '../../../features/money/hooks/use-money-format.ts';

/** Each total and the area whose page it leads to. */
const totalArea: Record<keyof Totals, ProductAreaKey> = {
  habitsCompleted: 'habits',
  tasksCompleted: 'tasks',
  moodsLogged: 'mood',
  workoutMinutes: 'fitness',
  focusMinutes: 'focus',
  booksFinished: 'books',
  lessonsLearned: 'lessons',
  notesWritten: 'notes',
  income: 'money',
  expenses: 'money',
};

/** What happened in the last 7 days, one tile per figure, each linking to its area. */
export function WeekTotals({ totals }: { totals: Totals }) {
  const { t, i18n } = useTranslation('dashboard');
  const money = useMoneyFormat();
  const count = new Intl.NumberFormat(i18n.language);
  const figures = Object.keys(totalArea) as (keyof Totals)[];
  return (
    <Card aria-labelledby="week-totals-title">
      <CardHeader>
        <CardTitle id="week-totals-title">{t('totals.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
          {figures.map((figure) => {
            const value = totals[figure];
            return (
              <li key={figure}>
                <Link
                  href={productAreas[totalArea[figure]].route}
                  className="flex h-full flex-col gap-1 rounded-xl border border-border p-3 transition-colors hover:border-primary/40 hover:bg-accent"
                >
                  <span className="text-lg font-semibold tabular-nums">
                    {typeof value === 'string' ? money.money(value) : count.format(value)}
                  </span>{' '}
                  <span className="text-xs text-muted-foreground">{t(`totals.${figure}`)}</span>
                </Link>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
