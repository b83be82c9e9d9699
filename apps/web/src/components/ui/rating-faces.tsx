import { useId, type ReactNode } from 'react';
import { Annoyed, Frown, Laugh, Meh, Smile, type LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils.ts';
import { FieldMessage } from './field-message.tsx';

export const ratings = [1, 2, 3, 4, 5] as const;
export type Rating = (typeof ratings)[number];

/** A face per rating, from awful (1) to great (5). */
export const ratingIcon: Record<Rating, LucideIcon> = { 1: Frown, 2: Annoyed, 3: Meh, 4: Smile, 5: Laugh };

/** Soft backgrounds with dark text (light) or tinted text (dark): contrast ≥ 4.5:1 either way. */
export const ratingTone: Record<Rating, string> = {
  1: 'bg-rose-100 text-rose-800 dark:bg-rose-500/20 dark:text-rose-200',
  2: 'bg-orange-100 text-orange-800 dark:bg-orange-500/20 dark:text-orange-200',
  3: 'bg-amber-100 text-amber-800 dark:bg-amber-500/20 dark:text-amber-200',
  4: 'bg-lime-100 text-lime-800 dark:bg-lime-500/20 dark:text-lime-200',
  5: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/20 dark:text-emerald-200',
};

interface RatingProps {
  legend: string;
  value: number | null;
  /** Under the group, which names it as its description. */
  error?: string | undefined;
}

/**
 * Five faces as a radio group: big targets, each named (Awful … Great), arrow keys move between them. `large`
 * is the mood screen's (the legend for screen readers only); compact, with the legend shown, fits a form.
 */
export function RatingFaces({
  legend,
  value,
  onChange,
  labelOf,
  large = false,
  autoFocus = false,
  error,
}: RatingProps & {
  onChange: (rating: Rating) => void;
  /** The face's name ("Great"). */
  labelOf: (rating: Rating) => string;
  large?: boolean;
  /** Focus the first face on mount. */
  autoFocus?: boolean;
}) {
  return (
    <RatingRadios
      legend={legend}
      legendClassName={large ? 'sr-only' : 'mb-2 text-sm font-medium'}
      className="gap-2"
      value={value}
      onSelect={onChange}
      autoFocus={autoFocus}
      error={error}
      optionClassName={(rating, checked) =>
        cn(
          'flex flex-col items-center rounded-2xl px-1 text-xs font-semibold transition-all',
          large ? 'gap-1.5 py-3' : 'gap-1 py-2.5',
          checked
            ? cn('border-current shadow-sm', ratingTone[rating])
            : 'border-transparent bg-muted/60 text-muted-foreground hover:bg-muted',
        )
      }
      option={(rating, checked) => {
        const Icon = ratingIcon[rating];
        return (
          <>
            <Icon
              aria-hidden="true"
              className={
                large ? cn('size-9 transition-transform sm:size-10', checked && 'scale-110') : 'size-8'
              }
              strokeWidth={1.75}
            />
            {labelOf(rating)}
          </>
        );
      }}
    />
  );
}

/** A 1–5 rating as numbered targets; choosing the checked one again clears it. */
export function RatingNumbers({
  legend,
  value,
  onChange,
  labelOf,
  error,
}: RatingProps & {
  onChange: (rating: Rating | null) => void;
  /** The number's name for screen readers ("4 of 5"). */
  labelOf: (rating: Rating) => string;
}) {
  return (
    <RatingRadios
      legend={legend}
      legendClassName="mb-1.5 text-sm font-medium"
      className="gap-1.5"
      value={value}
      onSelect={onChange}
      onSelectChecked={() => onChange(null)}
      inputLabelOf={labelOf}
      error={error}
      optionClassName={(_, checked) =>
        cn(
          'flex h-11 items-center justify-center rounded-xl text-base font-semibold tabular-nums transition-colors',
          checked
            ? 'border-primary bg-primary text-primary-foreground'
            : 'border-transparent bg-muted/60 text-foreground hover:bg-muted',
        )
      }
      option={(rating) => <span aria-hidden="true">{rating}</span>}
    />
  );
}

/** The radio group both looks share: a fieldset of five labelled radios, each a large target, and the error. */
function RatingRadios({
  legend,
  legendClassName,
  className,
  value,
  onSelect,
  onSelectChecked,
  autoFocus = false,
  inputLabelOf,
  error,
  optionClassName,
  option,
}: RatingProps & {
  legendClassName: string;
  className: string;
  onSelect: (rating: Rating) => void;
  /** A click on the checked radio (which fires no change). */
  onSelectChecked?: () => void;
  autoFocus?: boolean;
  inputLabelOf?: (rating: Rating) => string;
  optionClassName: (rating: Rating, checked: boolean) => string;
  option: (rating: Rating, checked: boolean) => ReactNode;
}) {
  const name = useId();
  return (
    <fieldset className={cn('grid', className)} aria-describedby={error ? `${name}-error` : undefined}>
      <legend className={legendClassName}>{legend}</legend>
      <div className="grid grid-cols-5 gap-2">
        {ratings.map((rating, index) => {
          const checked = value === rating;
          return (
            <label
              key={rating}
              className={cn(
                'cursor-pointer border-2 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                optionClassName(rating, checked),
              )}
            >
              <input
                type="radio"
                name={name}
                value={rating}
                checked={checked}
                onChange={() => onSelect(rating)}
                onClick={checked && onSelectChecked ? onSelectChecked : undefined}
                autoFocus={autoFocus && index === 0}
                aria-label={inputLabelOf?.(rating)}
                className="sr-only"
              />
              {option(rating, checked)}
            </label>
          );
        })}
      </div>
      <FieldMessage id={`${name}-error`} error={error} />
    </fieldset>
  );
}
