import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { addDays, dateString, uuid } from '@track-grow/domain/shared';
import { HttpError } from '../plugins/errors';

/**
 * Keyset pagination: a cursor is the sort key of the last row sent (opaque to clients). A page that may
 * have more rows answers the next cursor in the `x-next-cursor` header, so list bodies stay plain arrays
 * (SPEC.md 7 reads them as lists).
 */
export function encodeCursor(values: readonly string[]): string {
  return Buffer.from(JSON.stringify(values)).toString('base64url');
}

// The offset is under ±16:00, as PostgreSQL takes it.
const TIMESTAMP =
  /^(\d{4}-\d{2}-\d{2})[ T]([01]\d|2[0-3]):[0-5]\d:[0-5]\d(\.\d{1,6})?(Z|[+-](0\d|1[0-5])(:?[0-5]\d)?)$/;

/**
 * The parts a list can sort by, each as the text the cursor carries (what PostgreSQL casts it back from): a
 * part that does not fit is a 400, never a SQL error.
 */
export const cursorPart = {
  date: dateString,
  uuid,
  /** A timestamptz as PostgreSQL writes it ('2026-03-14 07:30:00.123456+00') or as ISO 8601. */
  timestamp: z.string().refine((value) => {
    const match = TIMESTAMP.exec(value);
    return !!match && dateString.safeParse(match[1]).success;
  }),
  /** A finite number a `real` holds: 0, or neither above its largest nor rounding to 0 (1e-50). */
  number: z
    .string()
    .regex(/^-?\d+(\.\d+)?(e[+-]?\d+)?$/i)
    .refine((value) => {
      const number = Number(value);
      return Math.abs(number) <= 3.4e38 && (number === 0 || Math.fround(number) !== 0);
    }),
  integer: z.string().regex(/^-?\d{1,9}$/),
  boolean: z.enum(['true', 'false']),
  /** A sort key compared as text. */
  text: z
    .string()
    .max(200)
    .refine((value) => !value.includes('\u0000')),
} as const;

type CursorParts = readonly z.ZodType<string, string>[];

/** Decodes a cursor into its parts, each checked by its schema; anything else is a 400 `shared.badCursor`. */
export function decodeCursor<const P extends CursorParts>(
  cursor: string | undefined,
  parts: P,
): { -readonly [K in keyof P]: string } | undefined {
  if (cursor === undefined) return undefined;
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new HttpError(400, 'shared.badCursor', 'cursor');
  }
  const parsed = z.tuple(parts as unknown as [z.ZodType<string, string>]).safeParse(values);
  if (!parsed.success) throw new HttpError(400, 'shared.badCursor', 'cursor');
  return parsed.data as { -readonly [K in keyof P]: string };
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

/** A (date, id) cursor of a list newest first. */
export const decodeDateIdCursor = (cursor: string | undefined): readonly [string, string] | undefined =>
  decodeCursor(cursor, [cursorPart.date, cursorPart.uuid]);

/** What a list newest first by (date, id) reads: its dates, its page size and where the page starts. */
export interface DatedListWindow {
  from: string;
  to: string | undefined;
  limit: number;
  before: readonly [string, string] | undefined;
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
