import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ArrowDownLeft, ArrowUpRight } from 'lucide-react';
import type { TransactionType } from '@track-grow/domain/money';
import { cn } from '../../../lib/utils.ts';

const options = [
  { value: 'expense', icon: ArrowUpRight },
  { value: 'income', icon: ArrowDownLeft },
] as const;

/** Expense or income: two large radio buttons side by side. */
export function TypeSwitch({
  value,
  onChange,
}: {
  value: TransactionType;
  onChange: (type: TransactionType) => void;
}) {
  const { t } = useTranslation('money');
  const name = useId();
  return (
    <fieldset className="grid gap-1.5">
      <legend className="sr-only">{t('form.type')}</legend>
      <div className="grid grid-cols-2 gap-1 rounded-2xl bg-muted p-1">
        {options.map(({ value: option, icon: Icon }) => {
          const checked = value === option;
          return (
            <label
              key={option}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center gap-2 rounded-xl text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                checked
                  ? option === 'expense'
                    ? 'bg-card text-rose-700 shadow-sm dark:text-rose-300'
                    : 'bg-card text-emerald-700 shadow-sm dark:text-emerald-300'
                  : 'text-muted-foreground hover:text-foreground',
              )}
            >
              <input
                type="radio"
                name={name}
                value={option}
                checked={checked}
                onChange={() => onChange(option)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-4" />
              {t(`types.${option}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
