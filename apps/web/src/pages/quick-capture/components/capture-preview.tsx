import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CalendarDays, Clock, Flag, Tag } from 'lucide-react';
import { formatAmount, type QuickExpense } from '@track-grow/domain/money';
import type { QuickAdd } from '@track-grow/domain/tasks';
import { cn } from '../../../lib/utils.ts';
import { dayLabel, formatTime } from '../format.ts';
import { PreviewChip } from '../../../components/ui/preview-chip.tsx';

/** What the typed task will become: title, due day and time, priority. */
export function TaskPreview({ parsed, today }: { parsed: QuickAdd; today: string }) {
  const { t, i18n } = useTranslation('quickCapture');
  const due = parsed.dueDate ? dayLabel(parsed.dueDate, today, i18n.language) : null;
  return (
    <PreviewRow>
      <Title muted={!parsed.title}>{parsed.title || t('preview.noTitle')}</Title>
      <PreviewChip>
        <CalendarDays aria-hidden="true" />
        {due ? ('key' in due ? t(due.key) : due.text) : t('preview.noDate')}
      </PreviewChip>
      {parsed.dueTime ? (
        <PreviewChip>
          <Clock aria-hidden="true" />
          {formatTime(parsed.dueTime, i18n.language)}
        </PreviewChip>
      ) : null}
      {parsed.priority ? (
        <PreviewChip>
          <Flag aria-hidden="true" />
          {t(`preview.priority.${parsed.priority}`)}
        </PreviewChip>
      ) : null}
    </PreviewRow>
  );
}

/** What the typed line will save: expense or income, the amount in the profile's currency, description, category. */
export function ExpensePreview({ expense, currency }: { expense: QuickExpense; currency: string }) {
  const { t, i18n } = useTranslation('quickCapture');
  const income = expense.type === 'income';
  return (
    <PreviewRow>
      <PreviewChip
        className={
          income
            ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200'
            : 'bg-rose-100 text-rose-800 dark:bg-rose-500/20 dark:text-rose-200'
        }
      >
        {t(income ? 'preview.income' : 'preview.expense')}
      </PreviewChip>
      <Title>{formatAmount(expense.amount, { currency, locale: i18n.language })}</Title>
      <Title muted={!expense.description}>{expense.description ?? t('preview.noDescription')}</Title>
      <PreviewChip>
        <Tag aria-hidden="true" />
        {t(`categories.${expense.category}`, { defaultValue: expense.category })}
      </PreviewChip>
    </PreviewRow>
  );
}

function PreviewRow({ children }: { children: ReactNode }) {
  const { t } = useTranslation('quickCapture');
  return (
    <div className="flex flex-wrap items-center gap-1.5 text-sm" data-testid="capture-preview">
      <span className="sr-only">{t('preview.label')}</span>
      {children}
    </div>
  );
}

function Title({ children, muted = false }: { children: ReactNode; muted?: boolean }) {
  return (
    <span
      className={cn(
        'mr-1 min-w-0 font-medium wrap-anywhere',
        muted ? 'text-muted-foreground italic' : 'text-foreground',
      )}
    >
      {children}
    </span>
  );
}
