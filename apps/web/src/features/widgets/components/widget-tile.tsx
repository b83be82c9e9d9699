import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import {
  AlertCircle,
  Frown,
  Meh,
  Minus,
  Smile,
  TrendingDown,
  TrendingUp,
  type LucideIcon,
} from 'lucide-react';
import type { LifeScoreTrend, MoodFace, TileValue, WidgetDefinition } from '@track-grow/domain/dashboard';
import { cn } from '../../../lib/utils.ts';
import { tileText } from './tile-text.ts';
import { widgetColourClasses, widgetIconComponents } from './widget-look.ts';

const faceIcons: Record<MoodFace, LucideIcon> = { happy: Smile, neutral: Meh, sad: Frown };
const trendIcons: Record<LifeScoreTrend, LucideIcon> = { up: TrendingUp, down: TrendingDown, flat: Minus };

interface WidgetTileProps {
  widget: WidgetDefinition;
  /** null when the figure is unknown (the bundle failed or is malformed): the tile shows "-". */
  value: TileValue | null;
  locale: string;
}

/** One small tile (SPEC.md 2/9): icon, figure and title, a link to its area named by title and value. */
export function WidgetTile({ widget, value, locale }: WidgetTileProps) {
  const { t } = useTranslation('widgets');
  const Icon = widgetIconComponents[widget.icon];
  const title = t(`titles.${widget.id}`);
  const text = tileText(value, t, locale);
  const name = t('tile', { title, value: text.extra ? `${text.value}, ${text.extra}` : text.value });
  return (
    <Link
      href={widget.route}
      aria-label={name}
      data-widget={widget.id}
      className="flex h-full min-h-24 min-w-0 flex-col items-center justify-between gap-1 rounded-xl border border-border bg-background/60 px-1 py-2 text-center transition-colors hover:border-primary/50 hover:bg-accent focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
    >
      <span
        aria-hidden="true"
        className={cn(
          'flex size-7 items-center justify-center rounded-full',
          widgetColourClasses[widget.colour],
        )}
      >
        <Icon className="size-4" />
      </span>
      <span
        aria-hidden="true"
        className={cn(
          // Wraps at a space ("12 / giorni") rather than cutting a figure on a 390 px phone's quarter width.
          'flex max-w-full flex-wrap items-center justify-center gap-x-0.5 text-[13px] leading-tight font-bold tabular-nums sm:text-sm',
          value?.kind === 'money' && value.negative && 'text-destructive',
        )}
      >
        <span className="min-w-0 wrap-anywhere">{text.value}</span>
        <TileMarker value={value} />
      </span>
      <span
        aria-hidden="true"
        className="line-clamp-2 text-[11px] leading-tight wrap-anywhere text-muted-foreground"
      >
        {title}
      </span>
    </Link>
  );
}

/** The mood face, the life score's trend or the overdue tasks' mark beside the figure, when there is one. */
function TileMarker({ value }: { value: TileValue | null }) {
  const className = 'size-3.5 shrink-0';
  if (value?.kind === 'mood' && value.face) {
    const Face = faceIcons[value.face];
    return <Face className={className} />;
  }
  if (value?.kind === 'tasks' && value.overdue > 0)
    return <AlertCircle className={cn(className, 'text-destructive')} />;
  if (value?.kind === 'lifeScore' && value.score !== null) {
    const Trend = trendIcons[value.trend];
    return <Trend className={className} />;
  }
  return null;
}
