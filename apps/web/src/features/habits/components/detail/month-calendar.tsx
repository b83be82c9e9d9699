import { useMemo, useState } from 'react';
import { Check, ChevronLeft, ChevronRight, SkipForward, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { addDays, startOfMonth, weekdayOf } from '@track-grow/domain/shared';
import type { Habit } from '@track-grow/domain/habits';
import { Button } from '../../../../components/ui/button.tsx';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';
import { cn } from '../../../../lib/utils.ts';
import { useCompletions } from '../../api/get-completions.ts';
import { useVacations } from '../../api/get-vacations.ts';
import { useSetCompletion, type DayMark } from '../../api/set-completion.ts';
import { solidFill } from '../../appearance.ts';
import { formatDay, monthTitle, orderedWeekdays, weekdayNames } from '../../format.ts';
import { monthDays, monthWindow, type CalendarDay } from './month-days.ts';
import { CalendarCell } from './calendar-cell.tsx';

/** A month of the habit: pick a past day, then mark it done, skipped or not done. Future days are disabled. */
export function MonthCalendar({
  habit,
  today,
  weekStart,
}: {
  habit: Habit;
  today: string;
  weekStart: number;
}) {
  const { t, i18n } = useTranslation('habits');
  const locale = i18n.language;
  const thisMonth = startOfMonth(today);
  const firstMonth = startOfMonth(habit.startDate < today ? habit.startDate : today);
  const [month, setMonth] = useState(thisMonth);
  const [selected, setSelected] = useState(today);
  const range = monthWindow(month, weekStart);
  const completions = useCompletions({ ...range, habitId: habit.id });
  const vacations = useVacations();
  const { mutate: setDay } = useSetCompletion();

  const days = useMemo(
    () =>
      completions.data && vacations.data
        ? monthDays(habit, completions.data, vacations.data, month, today, weekStart)
        : null,
    [habit, completions.data, vacations.data, month, today, weekStart],
  );
  const selectedDay = days?.find((day) => day.date === selected) ?? null;
  const names = weekdayNames(locale, 'narrow');
  const longNames = weekdayNames(locale, 'long');
  const leading = (weekdayOf(month) - weekStart + 7) % 7;

  const goMonth = (delta: number) => {
    const next = startOfMonth(delta < 0 ? addDays(month, -1) : addDays(month, 31));
    setMonth(next);
    setSelected(next === thisMonth ? today : next);
  };

  const mark = (value: DayMark) => {
    if (!selectedDay || selectedDay.kind === 'future') return;
    setDay({ habitId: habit.id, date: selectedDay.date, mark: value });
  };

  return (
    <section
      aria-labelledby="habit-month"
      className="grid gap-4 rounded-2xl border border-border bg-card p-4 sm:p-5"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="habit-month" className="text-base font-semibold tracking-tight capitalize" aria-live="polite">
          {monthTitle(month, locale)}
        </h2>
        <div className="flex gap-1">
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('calendar.previous')}
            disabled={month <= firstMonth}
            onClick={() => goMonth(-1)}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={t('calendar.next')}
            disabled={month >= thisMonth}
            onClick={() => goMonth(1)}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </div>

      {days ? (
        <div className="grid grid-cols-7 gap-1 text-center">
          {orderedWeekdays(weekStart).map((day) => (
            <abbr
              key={day}
              title={longNames[day]}
              className="pb-1 text-xs font-medium text-muted-foreground no-underline"
            >
              {names[day]}
            </abbr>
          ))}
          {Array.from({ length: leading }, (_, i) => (
            <span key={`pad-${i}`} aria-hidden="true" />
          ))}
          {days.map((day) => (
            <CalendarCell
              key={day.date}
              day={day}
              color={habit.color}
              today={today}
              selected={day.date === selected}
              onSelect={() => setSelected(day.date)}
            />
          ))}
        </div>
      ) : completions.isError || vacations.isError ? (
        <p className="text-sm text-danger">{t('errors.loadFailed')}</p>
      ) : (
        <Skeleton className="h-64" />
      )}

      {selectedDay && selectedDay.kind !== 'future' ? (
        <DayActions day={selectedDay} locale={locale} onMark={mark} />
      ) : null}
      <Legend color={habit.color} />
    </section>
  );
}

function DayActions({
  day,
  locale,
  onMark,
}: {
  day: CalendarDay;
  locale: string;
  onMark: (mark: DayMark) => void;
}) {
  const { t } = useTranslation('habits');
  const current: DayMark = day.mark ?? 'cleared';
  const options: { mark: DayMark; label: string; icon: typeof Check }[] = [
    { mark: 'completed', label: t('calendar.markDone'), icon: Check },
    { mark: 'skipped', label: t('calendar.markSkipped'), icon: SkipForward },
    { mark: 'cleared', label: t('calendar.markNotDone'), icon: X },
  ];
  return (
    <div className="grid gap-2 rounded-xl bg-muted/60 p-3">
      <p className="text-sm">
        <span className="font-semibold">
          {formatDay(day.date, locale, { weekday: 'long', month: 'long', day: 'numeric' })}
        </span>
        <span className="text-muted-foreground"> · {t(`calendar.kind.${day.kind}`)}</span>
      </p>
      <div role="group" aria-label={t('calendar.setDay')} className="grid grid-cols-3 gap-2">
        {options.map(({ mark, label, icon: Icon }) => (
          <button
            key={mark}
            type="button"
            aria-pressed={current === mark}
            onClick={() => onMark(mark)}
            className={cn(
              'inline-flex min-h-11 cursor-pointer items-center justify-center gap-1 rounded-xl border px-1.5 text-sm font-semibold whitespace-nowrap transition-colors',
              current === mark
                ? 'border-primary bg-primary text-primary-foreground'
                : 'border-input bg-card hover:bg-accent',
            )}
          >
            <Icon aria-hidden="true" className="size-4 shrink-0" />
            {label}
          </button>
        ))}
      </div>
    </div>
  );
}

function Legend({ color }: { color: string }) {
  const { t } = useTranslation('habits');
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="size-3 rounded-full"
          style={{ backgroundColor: solidFill(color).background }}
        />
        {t('calendar.kind.done')}
      </li>
      <li className="flex items-center gap-1.5">
        <span
          aria-hidden="true"
          className="size-3 rounded-full border border-dashed border-muted-foreground"
        />
        {t('calendar.kind.skipped')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true" className="size-1.5 rounded-full bg-danger" />
        {t('calendar.kind.missed')}
      </li>
      <li className="flex items-center gap-1.5">
        <span aria-hidden="true">🌴</span>
        {t('calendar.kind.vacation')}
      </li>
    </ul>
  );
}
