import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { formatMonth, shiftMonth } from '../month.ts';
import { useMoneyFormat } from '../hooks/use-money-format.ts';

interface MonthSwitcherProps {
  month: string;
  currentMonth: string;
  onChange: (month: string) => void;
}

/** ‹ March 2026 › with a way back to this month; months after this one have nothing to show. */
export function MonthSwitcher({ month, currentMonth, onChange }: MonthSwitcherProps) {
  const { t } = useTranslation('money');
  const { locale } = useMoneyFormat();
  const label = formatMonth(month, locale);
  return (
    <div className="flex items-center gap-2">
      <div className="flex flex-1 items-center justify-between gap-1 rounded-2xl border border-border bg-card p-1 shadow-xs">
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('month.previous')}
          onClick={() => onChange(shiftMonth(month, -1))}
        >
          <ChevronLeft aria-hidden="true" />
        </Button>
        <h2 className="text-base font-semibold capitalize" aria-live="polite">
          {label}
        </h2>
        <Button
          variant="ghost"
          size="icon"
          aria-label={t('month.next')}
          disabled={month >= currentMonth}
          onClick={() => onChange(shiftMonth(month, 1))}
        >
          <ChevronRight aria-hidden="true" />
        </Button>
      </div>
      {month !== currentMonth ? (
        <Button
          variant="secondary"
          className="h-[3.25rem] rounded-2xl"
          onClick={() => onChange(currentMonth)}
        >
          {t('month.current')}
        </Button>
      ) : null}
    </div>
  );
}
