import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/utils.ts';
import { solidFill } from '../../appearance.ts';
import { formatDay } from '../../format.ts';
import type { CalendarDay } from './month-days.ts';

/** One day: filled in the habit's colour when done, dashed when skipped, a red dot when missed. */
export function CalendarCell({
  day,
  color,
  today,
  selected,
  onSelect,
}: {
  day: CalendarDay;
  color: string;
  today: string;
  selected: boolean;
  onSelect: () => void;
}) {
  const { t, i18n } = useTranslation('habits');
  const future = day.kind === 'future';
  const done = day.kind === 'done' || day.mark === 'completed';
  const label = `${formatDay(day.date, i18n.language, { weekday: 'long', month: 'long', day: 'numeric' })}, ${t(
    `calendar.kind.${done && day.kind !== 'done' ? 'doneUncounted' : day.kind}`,
  )}`;
  return (
    <button
      type="button"
      disabled={future}
      aria-label={label}
      aria-pressed={selected}
      aria-current={day.date === today ? 'date' : undefined}
      onClick={onSelect}
      className={cn(
        'relative mx-auto flex aspect-square w-full max-w-12 cursor-pointer flex-col items-center justify-center rounded-full text-sm font-medium tabular-nums transition-colors',
        'disabled:cursor-not-allowed disabled:text-muted-foreground/70',
        !done && !future && 'hover:bg-accent',
        day.kind === 'skipped' && 'border-2 border-dashed border-muted-foreground/60 text-muted-foreground',
        (day.kind === 'off' || day.kind === 'beforeStart' || day.kind === 'vacation') &&
          'text-muted-foreground',
        day.date === today && !done && 'ring-2 ring-foreground/70',
        selected && 'outline-2 outline-offset-2 outline-ring',
      )}
      style={
        done ? { backgroundColor: solidFill(color).background, color: solidFill(color).text } : undefined
      }
    >
      {Number(day.date.slice(8))}
      {day.kind === 'missed' ? (
        <span aria-hidden="true" className="absolute bottom-1 size-1 rounded-full bg-danger" />
      ) : null}
      {day.kind === 'vacation' ? (
        <span aria-hidden="true" className="absolute -top-0.5 -right-0.5 text-[0.6rem]">
          🌴
        </span>
      ) : null}
    </button>
  );
}
