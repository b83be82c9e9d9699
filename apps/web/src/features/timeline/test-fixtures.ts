import { timelineKindArea, type TimelineEntry, type TimelineKind } from '@track-grow/domain/timeline';

type EntryOf<K extends TimelineKind> = Extract<TimelineEntry, { kind: K }>;
type Fields<K extends TimelineKind> = Omit<EntryOf<K>, 'id' | 'at' | 'date' | 'sourceId' | 'kind' | 'area'>;

let counter = 0;
/** A valid UUID per call, so every fixture links to its own row. */
const nextUuid = () => `0195f3a2-7c4e-7d2a-9b1e-${String(++counter).padStart(12, '0')}`;

/** One timeline entry as the server sends it: `date` is the user's day, `at` the instant (ISO, UTC). */
export function makeEntry<K extends TimelineKind>(
  kind: K,
  fields: Fields<K>,
  { at = '2026-11-23T08:05:00.000Z', date = '2026-11-23', sourceId = nextUuid() } = {},
): EntryOf<K> {
  return {
    id: `${kind}:${sourceId}`,
    at,
    date,
    sourceId,
    kind,
    area: timelineKindArea[kind],
    ...fields,
  } as EntryOf<K>;
}
