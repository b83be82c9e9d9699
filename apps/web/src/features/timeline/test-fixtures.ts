import type { TimelineEntry, TimelineKind } from '@track-grow/domain/dashboard';

type EntryOf<K extends TimelineKind> = Extract<TimelineEntry, { kind: K }>;
type Fields<K extends TimelineKind> = Omit<EntryOf<K>, 'id' | 'at' | 'date' | 'sourceId' | 'kind' | 'area'>;

let counter = 0;
/** A valid UUID per call, so every fixture links to its own row. */
const nextUuid = () => `0195f3a2-7c4e-7d2a-9b1e-${String(++counter).padStart(12, '0')}`;

const areaOfKind = {
  habitCompleted: 'habits',
  taskCompleted: 'tasks',
  moodLogged: 'mood',
  transaction: 'money',
  workout: 'fitness',
  focusSession: 'focus',
  bookFinished: 'books',
  lessonLearned: 'lessons',
  noteAdded: 'notes',
  wellnessLogged: 'wellness',
  achievement: 'career',
} as const satisfies { [K in TimelineKind]: EntryOf<K>['area'] };

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
    area: areaOfKind[kind],
    ...fields,
  } as EntryOf<K>;
}
