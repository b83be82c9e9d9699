import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * The imports write rows of the habits and mood areas in bulk through those areas' services, inside one
 * transaction that holds this lock.
 */

/** One import at a time per user: a second waits, then sees the first one's rows (no doubled habits). */
export async function lockUserImports(tx: Db, userId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`app-imports:${userId}`}))`);
}
