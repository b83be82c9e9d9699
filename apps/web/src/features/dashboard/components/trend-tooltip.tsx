import { usDate } from '../chart-format.ts';

interface TrendTooltipProps {
  active?: boolean;
  payload?: ReadonlyArray<{ value?: unknown }>;
  label?: unknown;
  /** What the value is: "Life Score", "Mood"… */
  name: string;
}

/** SPEC.md 2: the hovered day in US format and its value as a percentage; a day without data shows nothing. */
export function TrendTooltip({ active, payload, label, name }: TrendTooltipProps) {
  const value = payload?.[0]?.value;
  if (!active || typeof value !== 'number' || typeof label !== 'string') return null;
  return (
    <div className="rounded-xl border border-border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="text-muted-foreground">{usDate(label)}</p>
      <p className="font-semibold">
        {name}: {value}%
      </p>
    </div>
  );
}
