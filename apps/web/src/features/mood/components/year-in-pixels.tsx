import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { endOfMonth } from '@track-grow/domain/shared';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { ratings } from '../../../components/ui/rating-faces.tsx';
import { ratingFill, ratingOf } from '../faces.ts';
import { formatShortDay, monthNames } from '../format.ts';

const pad = (n: number) => String(n).padStart(2, '0');
const DAYS = Array.from({ length: 31 }, (_, i) => i + 1);
const MONTHS = Array.from({ length: 12 }, (_, i) => i + 1);

/**
 * "Year in pixels" (Daylio's idea): a month per column, a day per row, each day coloured by its average
 * mood. A table, so a screen reader can walk it by month and day.
 */
export function YearInPixels({
  year,
  days,
  today,
  onYear,
  minYear,
  busy,
}: {
  year: number;
  /** 'yyyy-MM-dd' → the day's average (one decimal). */
  days: Record<string, number>;
  today: string;
  onYear: (year: number) => void;
  minYear: number;
  busy: boolean;
}) {
  const { t, i18n } = useTranslation('mood');
  const shortMonths = monthNames(i18n.language, 'short');
  const narrowMonths = monthNames(i18n.language, 'narrow');
  const currentYear = Number(today.slice(0, 4));
  const logged = Object.keys(days).length;

  return (
    <Card aria-labelledby="mood-pixels-title">
      <CardHeader className="flex-row items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle id="mood-pixels-title">{t('pixels.title')}</CardTitle>
          <CardDescription>{t('pixels.logged', { count: logged, year })}</CardDescription>
        </div>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="icon"
            className="size-10"
            disabled={year <= minYear}
            onClick={() => onYear(year - 1)}
            aria-label={t('pixels.previous')}
          >
            <ChevronLeft aria-hidden="true" />
          </Button>
          <span className="w-12 text-center text-sm font-semibold tabular-nums" aria-live="polite">
            {year}
          </span>
          <Button
            variant="ghost"
            size="icon"
            className="size-10"
            disabled={year >= currentYear}
            onClick={() => onYear(year + 1)}
            aria-label={t('pixels.next')}
          >
            <ChevronRight aria-hidden="true" />
          </Button>
        </div>
      </CardHeader>
      <CardContent className={cn('grid gap-4 transition-opacity', busy && 'opacity-60')}>
        <table className="w-full table-fixed border-separate border-spacing-[3px] text-[0.65rem]">
          <caption className="sr-only">{t('pixels.caption', { year })}</caption>
          <thead>
            <tr>
              <th scope="col" className="w-5">
                <span className="sr-only">{t('pixels.day')}</span>
              </th>
              {MONTHS.map((month) => (
                <th
                  key={month}
                  scope="col"
                  abbr={shortMonths[month - 1]}
                  className="font-medium text-muted-foreground"
                >
                  <span className="sm:hidden">{narrowMonths[month - 1]}</span>
                  <span className="max-sm:hidden">{shortMonths[month - 1]}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {DAYS.map((day) => (
              <tr key={day}>
                <th scope="row" className="pr-1 text-right font-normal text-muted-foreground tabular-nums">
                  {day % 5 === 0 || day === 1 ? day : <span className="sr-only">{day}</span>}
                </th>
                {MONTHS.map((month) => {
                  const date = `${year}-${pad(month)}-${pad(day)}`;
                  const exists = date <= endOfMonth(`${year}-${pad(month)}-01`);
                  const average = days[date];
                  const future = date > today;
                  return (
                    <td key={month} className="p-0">
                      {exists ? (
                        <span
                          title={
                            average === undefined
                              ? undefined
                              : `${formatShortDay(date, i18n.language)}: ${average.toFixed(1)}`
                          }
                          className={cn(
                            'block h-3.5 rounded-[3px] sm:h-4',
                            average !== undefined
                              ? ratingFill[ratingOf(average)]
                              : future
                                ? 'bg-muted/40'
                                : 'bg-muted',
                            date === today && 'ring-2 ring-foreground/70 ring-offset-1 ring-offset-card',
                          )}
                        >
                          {average !== undefined ? (
                            <span className="sr-only">{average.toFixed(1)}</span>
                          ) : null}
                        </span>
                      ) : null}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
        <ul
          className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground"
          aria-label={t('pixels.legend')}
        >
          {ratings.map((rating) => (
            <li key={rating} className="inline-flex items-center gap-1.5">
              <span aria-hidden="true" className={cn('size-3 rounded-[3px]', ratingFill[rating])} />
              {t(`ratings.${rating}`)}
            </li>
          ))}
          <li className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="size-3 rounded-[3px] bg-muted" />
            {t('pixels.none')}
          </li>
        </ul>
      </CardContent>
    </Card>
  );
}
