import type { FastifyReply } from 'fastify';
import { addDays } from '@track-grow/domain/shared';
import { HttpError } from '../plugins/errors';

/**
 * Keyset pagination: a cursor is the sort key of the last row sent (opaque to clients). A page that may
 * have more rows answers the next cursor in the `x-next-cursor` header, so list bodies stay plain arrays
 * (SPEC.md 7 reads them as lists).
 */
export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

export function decodeCursor(cursor: string | undefined, size: number): string[] | undefined {
  if (cursor === undefined) return undefined;
  try {
    const values: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    const isStrings = (v: unknown): v is string[] =>
      Array.isArray(v) && v.every((item) => typeof item === 'string');
    if (isStrings(values) && values.length === size) return values;
  } catch {
    // fall through
  }
  throw new HttpError(400, 'shared.badCursor', 'cursor');
}

/** Rows are fetched with limit + 1: the extra row only says that another page exists. */
export function pageOf<T>(
  reply: FastifyReply,
  rows: T[],
  limit: number,
  keyOf: (row: T) => readonly string[],
): T[] {
  if (rows.length <= limit) return rows;
  const page = rows.slice(0, limit);
  reply.header('x-next-cursor', encodeCursor(keyOf(page[page.length - 1]!)));
  return page;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A (date, id) cursor of a list newest first; anything else is a 400, never a SQL error. */
export function decodeDateIdCursor(cursor: string | undefined): [string, string] | undefined {
  const values = decodeCursor(cursor, 2);
  if (!values) return undefined;
  const [date = '', id = ''] = values;
  if (!DAY.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)) || !UUID.test(id))
    throw new HttpError(400, 'shared.badCursor', 'cursor');
  return [date, id];
}

/** What a list newest first by (date, id) reads: its dates, its page size and where the page starts. */
export interface DatedListWindow {
  from: string;
  to: string | undefined;
  limit: number;
  before: [string, string] | undefined;
}

/**
 * A dated list's window from its query: without `from`, the `days` up to `to` (or the user's today); pages of
 * `pageSize` unless `limit` says otherwise.
 */
export function datedListWindow(
  query: {
    from?: string | undefined;
    to?: string | undefined;
    limit?: number | undefined;
    cursor?: string | undefined;
  },
  today: string,
  { days, pageSize }: { days: number; pageSize: number },
): DatedListWindow {
  return {
    from: query.from ?? addDays(query.to ?? today, -(days - 1)),
    to: query.to,
    limit: query.limit ?? pageSize,
    before: decodeDateIdCursor(query.cursor),
  };
}
