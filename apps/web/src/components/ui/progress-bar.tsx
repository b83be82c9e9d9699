import { cn } from '../../lib/utils.ts';

/** A labelled 0–100 progress bar towards a goal; green once reached. */
export function ProgressBar({
  label,
  percent,
  valueText,
  reached = percent >= 100,
  animated = false,
  className,
}: {
  label: string;
  percent: number;
  /** What is read out instead of the bare percentage ("6 of 8 glasses"). */
  valueText?: string | undefined;
  /** Whether the goal is met, which turns the bar green (by default, once it is full). */
  reached?: boolean;
  /** The bar slides to a new value instead of jumping there. */
  animated?: boolean;
  /** The track's classes, over its default height and colour. */
  className?: string | undefined;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cn('h-3 overflow-hidden rounded-full bg-muted', className)}
    >
      <div
        className={cn(
          'h-full rounded-full',
          animated && 'transition-[width]',
          reached ? 'bg-emerald-500' : 'bg-primary',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
