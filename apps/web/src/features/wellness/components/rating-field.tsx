import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../lib/utils.ts';

const RATINGS = [1, 2, 3, 4, 5] as const;

/** A 1–5 rating as a radio group of large targets; choosing the checked one again clears it. */
export function RatingField({
  legend,
  value,
  onChange,
  error,
}: {
  legend: string;
  value: number | null;
  onChange: (rating: number | null) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation('wellness');
  const name = useId();
  return (
    <fieldset className="grid gap-1.5" aria-describedby={error ? `${name}-error` : undefined}>
      <legend className="mb-1.5 text-sm font-medium">{legend}</legend>
      <div className="grid grid-cols-5 gap-2">
        {RATINGS.map((rating) => {
          const checked = value === rating;
          return (
            <label
              key={rating}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center rounded-xl border-2 text-base font-semibold tabular-nums transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                checked
                  ? 'border-primary bg-primary text-primary-foreground'
                  : 'border-transparent bg-muted/60 text-foreground hover:bg-muted',
              )}
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={checked}
                onChange={() => onChange(rating)}
                onClick={() => {
                  if (checked) onChange(null);
                }}
                aria-label={t('rating.value', { value: rating })}
                className="sr-only"
              />
              <span aria-hidden="true">{rating}</span>
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
