import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { dayNumber } from '@track-grow/domain/shared';
import { weekStartOfDay, type DayRate, type Habit } from '@track-grow/domain/habits';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { useHeatmap } from '../../api/heatmap-stats.ts';
import { formatDay, weekdayNames } from '../../format.ts';

const CELL = 12;
const GAP = 3;
const STEP = CELL + GAP;
const LEFT = 30;
const TOP = 18;

type CellKind = 'done' | 'missed' | 'pending' | 'off';

function kindOf(day: DayRate, today: string): CellKind {
  if (day.scheduled === 0) return day.completed > 0 ? 'done' : 'off';
  if (day.completed > 0) return 'done';
  return day.date === today ? 'pending' : 'missed';
}

/** GitHub-style year: a column per week, a square per day, in the habit's colour when done. */
export function YearHeatmap({ habit, today, weekStart }: { habit: Habit; today: string; weekStart: number }) {
  const { t, i18n } = useTranslation('habits');
  const heatmap = useHeatmap(habit.id);
  const scroller = useRef<HTMLDivElement>(null);
  const days = heatmap.data;

  useEffect(() => {
    // The latest weeks are the interesting ones: start scrolled to the end on narrow screens.
    const element = scroller.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [days]);

  const body = (() => {
    if (heatmap.isPending) return <Skeleton className="h-32" />;
    if (heatmap.isError || !days || days.length === 0) {
      return <p className="text-sm text-danger">{t('errors.loadFailed')}</p>;
    }
    const locale = i18n.language;
    const firstWeek = weekStartOfDay(dayNumber(days[0]!.date), weekStart);
    const columns = Math.floor((dayNumber(days[days.length - 1]!.date) - firstWeek) / 7) + 1;
    const width = LEFT + columns * STEP;
    const height = TOP + 7 * STEP;
    const names = weekdayNames(locale, 'short');
    const kinds = days.map((day) => kindOf(day, today));
    const done = kinds.filter((k) => k === 'done').length;
    const scheduled = days.filter((d, i) => d.scheduled > 0 && kinds[i] !== 'pending').length;

    const months: { x: number; label: string }[] = [];
    days.forEach((day) => {
      if (day.date.slice(8) !== '01') return;
      const x = LEFT + Math.floor((dayNumber(day.date) - firstWeek) / 7) * STEP;
      const previous = months[months.length - 1];
      // A month that starts in the last column or two has no room for its name.
      if (x > width - 2 * STEP || (previous && x - previous.x < 3 * STEP)) return;
      months.push({ x, label: formatDay(day.date, locale, { month: 'short' }) });
    });

    return (
      <div
        ref={scroller}
        tabIndex={0}
        role="region"
        aria-label={t('heatmap.scroll')}
        className="overflow-x-auto rounded-lg pb-1 focus-visible:outline-2 focus-visible:outline-ring"
      >
        <svg
          viewBox={`0 0 ${width} ${height}`}
          role="img"
          aria-label={t('heatmap.summary', { done, scheduled })}
          className="block h-auto w-full min-w-[600px]"
        >
          {months.map((m) => (
            <text key={m.x} x={m.x} y={11} className="fill-muted-foreground text-[10px]">
              {m.label}
            </text>
          ))}
          {[1, 3, 5].map((row) => (
            <text
              key={row}
              x={0}
              y={TOP + row * STEP + CELL - 2}
              className="fill-muted-foreground text-[10px]"
            >
              {names[(weekStart + row) % 7]}
            </text>
          ))}
          {days.map((day, i) => {
            const number = dayNumber(day.date);
            const column = Math.floor((number - firstWeek) / 7);
            const row = (number - firstWeek) % 7;
            const kind = kinds[i]!;
            return (
              <rect
                key={day.date}
                x={LEFT + column * STEP}
                y={TOP + row * STEP}
                width={CELL}
                height={CELL}
                rx={3}
                className={kind === 'done' || kind === 'missed' ? undefined : 'fill-muted'}
                fill={kind === 'done' || kind === 'missed' ? habit.color : undefined}
                fillOpacity={kind === 'missed' ? 0.2 : undefined}
                stroke={kind === 'pending' ? habit.color : undefined}
              >
                <title>{`${formatDay(day.date, locale, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' })}: ${t(`calendar.kind.${kind}`)}`}</title>
              </rect>
            );
          })}
        </svg>
      </div>
    );
  })();

  return (
    <section
      aria-labelledby="habit-year"
      className="grid gap-3 rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <h2 id="habit-year" className="text-base font-semibold tracking-tight">
        {t('heatmap.title')}
      </h2>
      {body}
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-3 rounded-[3px]"
            style={{ backgroundColor: habit.color }}
          />
          {t('calendar.kind.done')}
        </li>
        <li className="flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="size-3 rounded-[3px] opacity-20"
            style={{ backgroundColor: habit.color }}
          />
          {t('calendar.kind.missed')}
        </li>
        <li className="flex items-center gap-1.5">
          <span aria-hidden="true" className="size-3 rounded-[3px] bg-muted" />
          {t('calendar.kind.off')}
        </li>
      </ul>
    </section>
  );
}
