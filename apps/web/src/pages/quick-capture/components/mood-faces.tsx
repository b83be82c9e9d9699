import { useTranslation } from 'react-i18next';
import { Annoyed, Frown, Laugh, Meh, Smile, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';

const ratings = [1, 2, 3, 4, 5] as const;

/** The mood screen's faces, awful (1) to great (5). */
const ratingIcon: Record<number, LucideIcon> = { 1: Frown, 2: Annoyed, 3: Meh, 4: Smile, 5: Laugh };
/** Soft backgrounds with dark text (light) or tinted text (dark): contrast ≥ 4.5:1 either way. */
const ratingTone: Record<number, string> = {
  1: 'bg-rose-100 text-rose-800 dark:bg-rose-500/20 dark:text-rose-200',
  2: 'bg-orange-100 text-orange-800 dark:bg-orange-500/20 dark:text-orange-200',
  3: 'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-200',
  4: 'bg-lime-100 text-lime-800 dark:bg-lime-500/20 dark:text-lime-200',
  5: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200',
};

/** Five faces as a radio group (arrow keys move between them); Enter in the note below logs the mood. */
export function MoodFaces({
  name,
  value,
  onChange,
}: {
  name: string;
  value: number | null;
  onChange: (rating: number) => void;
}) {
  const { t } = useTranslation('quickCapture');
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t('mood.legend')}</legend>
      <div className="grid grid-cols-5 gap-2">
        {ratings.map((rating) => {
          const Icon = ratingIcon[rating]!;
          const checked = value === rating;
          return (
            <label
              key={rating}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-1 rounded-2xl border-2 px-1 py-2.5 text-xs font-semibold transition-all has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? cn('border-current shadow-sm', ratingTone[rating])
                  : 'border-transparent bg-muted/60 text-muted-foreground hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={checked}
                onChange={() => onChange(rating)}
                className="sr-only"
              />
              <Icon aria-hidden="true" className="size-8" strokeWidth={1.75} />
              {t(`mood.ratings.${rating}`)}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
