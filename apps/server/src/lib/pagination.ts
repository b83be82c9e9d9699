import type { FastifyReply } from 'fastify';
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
