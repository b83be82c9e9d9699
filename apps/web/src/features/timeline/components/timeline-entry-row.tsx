import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { TimelineEntry } from '@track-grow/domain/timeline';
import { areaLooks } from '../../../lib/area-looks.ts';
import { cn } from '../../../lib/utils.ts';
import { entryDetail, entryHref, entryText, entryTime, hasTime, type EntryTextOptions } from '../format.ts';

/** One entry: its area's icon and colour, its line, its local time; the whole row leads to its area. */
export function TimelineEntryRow({
  entry,
  options,
  timeZone,
}: {
  entry: TimelineEntry;
  options: EntryTextOptions;
  timeZone: string;
}) {
  const { t } = useTranslation('timeline');
  const { icon: Icon, tone } = areaLooks[entry.area];
  const detail = entryDetail(entry);
  return (
    <li className="min-w-0">
      <Link
        href={entryHref(entry)}
        className="flex min-h-14 min-w-0 items-center gap-3 rounded-xl px-2 py-2 transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <span className={cn('flex size-9 shrink-0 items-center justify-center rounded-lg', tone)}>
          <Icon aria-hidden="true" className="size-4.5" />
        </span>
        <span className="grid min-w-0 flex-1 gap-0.5 wrap-anywhere">
          <span className="line-clamp-2 text-sm font-medium">{entryText(t, entry, options)}</span>
          {detail ? <span className="line-clamp-1 text-xs text-muted-foreground">{detail}</span> : null}
        </span>
        {hasTime(entry) ? (
          <time dateTime={entry.at} className="shrink-0 text-xs text-muted-foreground tabular-nums">
            {entryTime(entry.at, options.language, timeZone)}
          </time>
        ) : null}
      </Link>
    </li>
  );
}
