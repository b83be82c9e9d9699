import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, Plus } from 'lucide-react';
import type { TransactionType } from '@track-grow/domain/money';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { cn } from '../../../lib/utils.ts';
import { categoryChoices, categoryLabel, incomeCategories } from '../categories.ts';
import { CategoryIcon } from './category-icon.tsx';

interface CategoryPickerProps {
  value: string;
  onChange: (category: string) => void;
  type: TransactionType;
  ownCategories: readonly string[];
  error?: string | undefined;
}

/** The default categories and the user's own as chips, plus "New category" to type one. */
export function CategoryPicker({ value, onChange, type, ownCategories, error }: CategoryPickerProps) {
  const { t } = useTranslation('money');
  const ids = useId();
  const [adding, setAdding] = useState(false);
  const [draft, setDraft] = useState('');

  const choices = useMemo(() => {
    const all = categoryChoices([...ownCategories, value]);
    if (type !== 'income') return all;
    // Income usually comes from these: offer them first.
    return [...incomeCategories, ...all.filter((c) => !incomeCategories.includes(c))];
  }, [ownCategories, value, type]);

  const addDraft = () => {
    const name = draft.trim().replace(/\s+/g, ' ');
    if (!name) return;
    const existing = choices.find((c) => c.toLowerCase() === name.toLowerCase());
    onChange(existing ?? name);
    setDraft('');
    setAdding(false);
  };

  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${ids}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{t('form.category')}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((category) => {
          const checked = category === value;
          return (
            <label
              key={category}
              className={cn(
                'inline-flex h-10 cursor-pointer items-center gap-1.5 rounded-full border px-3 text-sm font-medium transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-input bg-card text-foreground hover:bg-accent',
              )}
            >
              <input
                type="radio"
                name={`${ids}-category`}
                value={category}
                checked={checked}
                onChange={() => onChange(category)}
                className="sr-only"
              />
              {checked ? (
                <Check aria-hidden="true" className="size-4" />
              ) : (
                <CategoryIcon category={category} className="size-4" />
              )}
              {categoryLabel(t, category)}
            </label>
          );
        })}
        {adding ? null : (
          <Button
            variant="outline"
            className="h-10 rounded-full border-dashed px-3"
            onClick={() => setAdding(true)}
          >
            <Plus aria-hidden="true" />
            {t('form.newCategory')}
          </Button>
        )}
      </div>
      {adding ? (
        <div className="flex gap-2">
          <Input
            aria-label={t('form.newCategoryName')}
            placeholder={t('form.newCategoryPlaceholder')}
            value={draft}
            maxLength={40}
            autoFocus
            onChange={(event) => setDraft(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                addDraft();
              } else if (event.key === 'Escape') {
                event.stopPropagation();
                setAdding(false);
              }
            }}
          />
          <Button variant="secondary" disabled={draft.trim() === ''} onClick={addDraft}>
            {t('form.addCategory')}
          </Button>
        </div>
      ) : null}
      <FieldMessage id={`${ids}-error`} error={error} />
    </fieldset>
  );
}
