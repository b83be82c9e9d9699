import { sql, type SQL } from 'drizzle-orm';
import type { TimelineKind } from '@track-grow/domain/timeline';
import type { Database } from '../../db/client';
import { executeTemplate } from '../../db/prepared';
import { dayStartSql, userDaySql } from '../../lib/user-day';
import { booksSql } from '../books/service';
import { careerSql } from '../career/service';
import { fitnessSql } from '../fitness/service';
import { focusSql } from '../focus/service';
import { habitsSql } from '../habits/service';
import { lessonsSql } from '../lessons/service';
import { moneySql } from '../money/service';
import { moodSql } from '../mood/service';
import { notesSql } from '../notes/service';
import { tasksSql } from '../tasks/service';
import { wellnessSql } from '../wellness/service';

/** Every query takes the user first: no row is ever read outside its owner's scope. */
export interface TimelineUser {
  id: string;
  timezone: string;
  dayStartHour: number;
}

/** Where a page starts: the (at, id) of the last entry sent, `id` being `${kind}:${rowId}`. */
export interface TimelineCursor {
  at: string;
  kind: TimelineKind;
  rowId: string;
}

/** One entry as the statement returns it: `data` holds the kind's own fields (lessons and notes: raw). */
export interface TimelineRow extends Record<string, unknown> {
  kind: TimelineKind;
  row_id: string;
  at: string;
  date: string;
  data: Record<string, unknown>;
}

/**
 * Where a kind's entries come from: `from` (a table as `r`, the row; joins allowed), `filter` beyond the owner, and
 * `time`, the column of `r` they are ordered by: an instant (the entry's `at`), or a date (`dated`: its `at` is
 * the instant the user's day begins, so it sorts below that day's timed entries and every entry's `at` falls on
 * its `date`). Each source's order has a (user_id, time) index. `data` builds the kind's own fields.
 */
interface Source {
  from: string;
  filter?: string;
  time: string;
  dated: boolean;
  /** The user's day when the row stores it (focus sessions); else the date column or the instant's day. */
  date?: string;
  data: string;
}

/** Each kind's source, from the area that owns its table. */
const sources: Record<TimelineKind, Source> = {
  habitCompleted: habitsSql.timeline,
  taskCompleted: tasksSql.timeline,
  moodLogged: moodSql.timeline,
  transaction: moneySql.timeline,
  workout: fitnessSql.timeline,
  focusSession: focusSql.timeline,
  bookFinished: booksSql.timeline,
  lessonLearned: lessonsSql.timeline,
  noteAdded: notesSql.timeline,
  wellnessLogged: wellnessSql.timeline,
  achievement: careerSql.timeline,
};

/**
 * How a kind's rows tied with the cursor's instant compare with the cursor's id (`kind:rowId`, C order): the
 * same kind compares row ids (UUID order is their text's order); another kind is wholly before or after.
 */
function tieRule(kind: TimelineKind, cursor: TimelineCursor): 'sameKind' | 'include' | 'exclude' {
  if (kind === cursor.kind) return 'sameKind';
  const cursorId = `${cursor.kind}:${cursor.rowId}`;
  return `${kind}:` < cursorId.slice(0, kind.length + 1) ? 'include' : 'exclude';
}

/**
 * One kind's entries after the cursor, newest first, limit + 1: filtered by user, bounded by the cursor and
 * ordered like its (user_id, time) index, so each is a short index scan however long the history.
 */
function subquery(kind: TimelineKind, user: TimelineUser, cursor: TimelineCursor | undefined, rows: unknown) {
  const s = sources[kind];
  const id = sql.raw('r.id');
  const time = sql.raw(`r.${s.time}`);
  const at = s.dated ? dayStartSql(time, user) : time;
  const date = s.date ? sql.raw(s.date) : s.dated ? time : userDaySql(time, user);
  const where = [sql`r.user_id = ${user.id}::uuid`];
  if (s.filter) where.push(sql.raw(s.filter));
  if (cursor) {
    const cursorAt = sql`${cursor.at}::timestamptz`;
    const rule = tieRule(kind, cursor);
    // The index bound: on or before the cursor's day (a date) or instant (an instant whose tie is an OR).
    if (s.dated) where.push(sql`${time} <= ${userDaySql(cursorAt, user)}`);
    else if (rule === 'sameKind') where.push(sql`${time} <= ${cursorAt}`);
    where.push(
      rule === 'sameKind'
        ? sql`(${at} < ${cursorAt} or (${at} = ${cursorAt} and ${id} < ${cursor.rowId}::uuid))`
        : rule === 'include'
          ? sql`${at} <= ${cursorAt}`
          : sql`${at} < ${cursorAt}`,
    );
  }
  return sql`(select ${sql.raw(`'${kind}'`)} as kind, ${id} as row_id, ${at} as at, ${date} as date,
      json_build_object(${sql.raw(s.data)}) as data
    from ${sql.raw(s.from)} where ${sql.join(where, sql` and `)}
    order by ${time} desc, ${id} desc limit ${rows}::int)`;
}

export interface TimelinePageQuery {
  kinds: readonly TimelineKind[];
  cursor: TimelineCursor | undefined;
  limit: number;
}

/**
 * A page of the timeline in one statement: the UNION ALL of each kind's own page (all kinds, or those given),
 * ordered by (at, id) newest first and limited once more; limit + 1 rows. `at` keeps PostgreSQL's microseconds,
 * so a cursor made from it never skips a row. The values may be placeholders (see timelinePage).
 */
function statement(user: TimelineUser, q: TimelinePageQuery, rows: unknown): SQL {
  const parts = q.kinds.map((kind) => subquery(kind, user, q.cursor, rows));
  return sql`select e.kind, e.row_id::text as row_id, e.date::text as date, e.data,
      to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
    from (${sql.join(parts, sql` union all `)}) e
    order by e.at desc, (e.kind || ':' || e.row_id::text) collate "C" desc
    limit ${rows}::int`;
}

/** The page's statement with its values. */
export const timelineStatement = (user: TimelineUser, q: TimelinePageQuery): SQL =>
  statement(user, q, q.limit + 1);

// Placeholders of the statement's values: its text depends only on the kinds and the cursor's kind.
const placeholderUser = {
  id: sql.placeholder('userId'),
  timezone: sql.placeholder('timezone'),
  dayStartHour: sql.placeholder('dayStartHour'),
} as unknown as TimelineUser;

/**
 * The page's statement, prepared: built once per set of kinds and kind of cursor (the tie rules are in the text),
 * then only its values change.
 */
export function timelinePage(db: Database, user: TimelineUser, q: TimelinePageQuery): Promise<TimelineRow[]> {
  const { cursor } = q;
  const shape = `timeline:${q.kinds.join(',')}:${cursor?.kind ?? ''}`;
  const build = () =>
    statement(
      placeholderUser,
      {
        ...q,
        cursor: cursor && {
          kind: cursor.kind,
          at: sql.placeholder('cursorAt') as unknown as string,
          rowId: sql.placeholder('cursorRowId') as unknown as string,
        },
      },
      sql.placeholder('rows'),
    );
  return executeTemplate<TimelineRow>(db, shape, build, {
    userId: user.id,
    timezone: user.timezone,
    dayStartHour: user.dayStartHour,
    rows: q.limit + 1,
    cursorAt: cursor?.at,
    cursorRowId: cursor?.rowId,
  });
}
