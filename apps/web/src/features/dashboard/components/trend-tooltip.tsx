import { useTranslation } from 'react-i18next';
import type { ChartDataPoint } from '@track-grow/domain/dashboard';
import { periodText } from '../chart-format.ts';

interface TrendTooltipProps {
  active?: boolean;
  /** Recharts' entries of the hovered point: one per line (the solid one and the dashed one). */
  payload?: ReadonlyArray<{ value?: unknown; payload?: unknown }>;
  /** What the value is: "Life Score", "Mood"… */
  name: string;
}

const isPoint = (value: unknown): value is ChartDataPoint =>
  typeof value === 'object' && value !== null && 'date' in value && 'period' in value;

/**
 * SPEC.md 2: the hovered day in US format and its value as a percentage; a week or a month is named as one
 * ("Week of Mar 3", "March 2026"), and a running one says it is so far. A day without data shows nothing.
 */
export function TrendTooltip({ active, payload, name }: TrendTooltipProps) {
  const { t, i18n } = useTranslation('dashboard');
  const entry = payload?.find((item) => typeof item.value === 'number');
  const point = entry?.payload;
  if (!active || !entry || !isPoint(point)) return null;
  const period = t(`tooltip.period.${point.period}`, { date: periodText(point, i18n.language) });
  return (
    <div className="rounded-xl border border-border bg-popover px-3 py-2 text-sm text-popover-foreground shadow-md">
      <p className="text-muted-foreground">
        {point.partial ? t(`tooltip.soFar.${point.period}`, { period }) : period}
      </p>
      <p className="font-semibold">
        {name}: {String(entry.value)}%
      </p>
    </div>
  );
}
