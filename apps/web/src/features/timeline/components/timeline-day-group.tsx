import { useId } from 'react';
import type { EntryTextOptions, TimelineDay } from '../format.ts';
import { TimelineEntryRow } from './timeline-entry-row.tsx';

/** A day's heading ("Today", "Mon, Nov 23") over its entries, newest first. */
export function TimelineDayGroup({
  day,
  heading,
  options,
  timeZone,
}: {
  day: TimelineDay;
  heading: string;
  options: EntryTextOptions;
  timeZone: string;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid min-w-0 gap-1">
      <h2 id={headingId} className="px-2 text-xs font-bold tracking-wide text-muted-foreground uppercase">
        {heading}
      </h2>
      <ul className="grid gap-0.5 rounded-2xl border border-border bg-card p-1.5">
        {day.entries.map((entry) => (
          <TimelineEntryRow key={entry.id} entry={entry} options={options} timeZone={timeZone} />
        ))}
      </ul>
    </section>
  );
}
