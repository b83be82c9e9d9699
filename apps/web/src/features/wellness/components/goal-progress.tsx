import { cn } from '../../../lib/utils.ts';

/** A labelled progress bar towards a daily goal; green once reached. */
export function GoalProgress({
  label,
  percent,
  valueText,
}: {
  label: string;
  percent: number;
  valueText: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className="h-3 overflow-hidden rounded-full bg-muted"
    >
      <div
        className={cn(
          'h-full rounded-full transition-[width]',
          percent >= 100 ? 'bg-emerald-500' : 'bg-primary',
        )}
        style={{ width: `${percent}%` }}
      />
    </div>
  );
}
