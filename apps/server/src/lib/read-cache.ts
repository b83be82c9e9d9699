import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import { executePrepared } from '../db/prepared';
import type { UserRow } from '../modules/auth/types';
import type { Clock } from './clock';
import { todayFor } from './user-day';

/**
 * Answers of the composite reads (widgets, chart data, life score…), already serialized, keyed by the user, the
 * read, the user's today and their data version. The version is raised by database triggers on every change to
 * the user's data or settings (migration 0015), in whatever process or transaction it happens, so an entry is
 * never stale: a key whose version has moved on is simply never asked for again and ages out.
 * Bounded by the total length of the answers kept, least recently used first out.
 */
export class ReadCache {
  private readonly entries = new Map<string, string>();
  private size = 0;

  constructor(private readonly maxChars: number) {}

  get(key: string): string | undefined {
    const body = this.entries.get(key);
    if (body === undefined) return undefined;
    // Most recently used last.
    this.entries.delete(key);
    this.entries.set(key, body);
    return body;
  }

  set(key: string, body: string): void {
    if (body.length > this.maxChars) return;
    const previous = this.entries.get(key);
    if (previous !== undefined) {
      this.entries.delete(key);
      this.size -= previous.length;
    }
    this.entries.set(key, body);
    this.size += body.length;
    for (const [oldest, old] of this.entries) {
      if (this.size <= this.maxChars) break;
      this.entries.delete(oldest);
      this.size -= old.length;
    }
  }

  /** How many answers and characters are kept (for tests and the bench). */
  stats(): { entries: number; chars: number } {
    return { entries: this.entries.size, chars: this.size };
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The composite reads' answers (cachedRead). */
    readCache: ReadCache;
  }
}

/** The user's data version now (one primary-key read). */
async function dataVersionOf(db: Database, userId: string): Promise<number | undefined> {
  const rows = await executePrepared<{ v: string }>(
    db,
    sql`select data_version as v from users where id = ${userId}`,
  );
  return rows[0] === undefined ? undefined : Number(rows[0].v);
}

/**
 * Answers a composite read from the cache when the user's data has not changed since it was computed (same
 * version, same day), else computes it, serializes it with the route's schema and keeps it. A request with
 * `Cache-Control: no-cache` (a hard reload, the bench's recomputed rows) always computes.
 * An answer is kept only when the session's user row is as new as the version, so that the settings it was
 * computed with (time zone, week start, goals) are the current ones.
 */
export async function cachedRead(
  deps: { db: Database; clock: Clock },
  context: { user: UserRow; request: FastifyRequest; reply: FastifyReply },
  read: string,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const { user, request, reply } = context;
  const cache = request.server.readCache;
  const version = await dataVersionOf(deps.db, user.id);
  const key = `${user.id} ${read} ${todayFor(user, deps.clock)} ${version}`;
  const fresh = /\bno-cache\b/.test(request.headers['cache-control'] ?? '');
  let body = fresh ? undefined : cache.get(key);
  if (body === undefined) {
    const serialized = reply.serialize(await compute());
    // The response serializer (lib/response-serializer.ts) writes text.
    if (typeof serialized !== 'string') throw new Error(`${read}: the answer did not serialize to text`);
    body = serialized;
    if (version === user.dataVersion) cache.set(key, body);
  }
  return reply.type('application/json; charset=utf-8').send(body);
}
