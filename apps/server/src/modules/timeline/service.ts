import {
  TIMELINE_PAGE_SIZE,
  timelineKindArea,
  type TimelineEntry,
  type TimelineKind,
  type TimelineQuery,
  timelineNote,
} from '@track-grow/domain/timeline';
import { findLesson } from '@track-grow/domain/lessons';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { cursorPart, decodeCursor } from '../../lib/pagination';
import { HttpError } from '../../plugins/errors';
import * as q from './queries';

export interface TimelineDeps {
  db: Database;
  clock: Clock;
}

const kinds = Object.keys(timelineKindArea) as TimelineKind[];
const isKind = (value: string): value is TimelineKind => value in timelineKindArea;

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The (at, id) of the last entry sent; anything else is a 400, never a SQL error. */
function decodeTimelineCursor(cursor: string | undefined): q.TimelineCursor | undefined {
  const values = decodeCursor(cursor, [cursorPart.timestamp, cursorPart.text]);
  if (!values) return undefined;
  const [at = '', id = ''] = values;
  const separator = id.indexOf(':');
  const kind = id.slice(0, separator);
  const rowId = id.slice(separator + 1);
  if (!INSTANT.test(at) || Number.isNaN(Date.parse(at)) || !isKind(kind) || !UUID.test(rowId))
    throw new HttpError(400, 'shared.badCursor', 'cursor');
  return { at, kind, rowId };
}

/** A row as its entry: the common fields, the kind's own, a lesson's title from the library, a note's title and excerpt. */
function toEntry(row: q.TimelineRow): TimelineEntry {
  const { kind, data } = row;
  let fields: Record<string, unknown> = data;
  if (kind === 'lessonLearned') {
    const lessonId = String(data.lessonId);
    // The library never renames or removes a lesson; its slug stands in should one be missing.
    fields = { title: findLesson(lessonId)?.title ?? lessonId };
  } else if (kind === 'noteAdded') {
    fields = timelineNote({ title: String(data.title), content: String(data.content) });
  }
  return {
    ...fields,
    id: `${kind}:${row.row_id}`,
    kind,
    area: timelineKindArea[kind],
    at: row.at,
    date: row.date,
    sourceId: row.row_id,
  } as TimelineEntry;
}

/** A page of every area's events (or one area's), newest first; limit + 1 entries (pageOf keeps the extra). */
export async function timelinePage(
  deps: TimelineDeps,
  user: q.TimelineUser,
  query: TimelineQuery,
): Promise<{ entries: TimelineEntry[]; limit: number }> {
  const limit = query.limit ?? TIMELINE_PAGE_SIZE;
  const cursor = decodeTimelineCursor(query.cursor);
  const area = query.area;
  const rows = await q.timelinePage(deps.db, user, {
    kinds: area === undefined ? kinds : kinds.filter((kind) => timelineKindArea[kind] === area),
    cursor,
    limit,
  });
  return { entries: rows.map(toEntry), limit };
}

export const timelineCursorOf = (entry: TimelineEntry): [string, string] => [entry.at, entry.id];
