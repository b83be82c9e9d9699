import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';
import { ratingIcon, ratings, ratingTone, type Rating } from '../faces.ts';

/** Five faces as a radio group: big targets, each named (Awful … Great), arrow keys move between them. */
export function RatingPicker({
  legend,
  value,
  onChange,
  error,
  autoFocus = false,
}: {
  legend: string;
  value: Rating | null;
  onChange: (rating: Rating) => void;
  error?: string | undefined;
  /** Focus the first face on mount. */
  autoFocus?: boolean;
}) {
  const { t } = useTranslation('mood');
  const name = useId();
  return (
    <fieldset className="grid gap-2" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="sr-only">{legend}</legend>
      <div className="grid grid-cols-5 gap-2">
        {ratings.map((rating, index) => {
          const Icon = ratingIcon[rating];
          const checked = value === rating;
          return (
            <label
              key={rating}
              className={cn(
                'flex cursor-pointer flex-col items-center gap-1.5 rounded-2xl border-2 px-1 py-3 text-xs font-semibold transition-all has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
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
                autoFocus={autoFocus && index === 0}
                className="sr-only"
              />
              <Icon
                aria-hidden="true"
                className={cn('size-9 transition-transform sm:size-10', checked && 'scale-110')}
                strokeWidth={1.75}
              />
              {t(`ratings.${rating}`)}
            </label>
          );
        })}
      </div>
      {error ? (
        <p id={`${name}-error`} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
