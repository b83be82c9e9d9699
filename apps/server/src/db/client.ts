import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema> & { $client: pg.Pool };
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What query functions take: the pool-backed database or a transaction on it. */
export type Db = Database | Transaction;

export const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// `date` columns stay 'yyyy-MM-dd' strings: no date-only value ever passes through a UTC timestamp.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
// `numeric` stays a string ("12.50"): money is never a float.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => value);

export function createDatabase(connectionString: string, options: { max?: number } = {}): Database {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    // Every parameterised statement of these connections (the named ones of db/prepared.ts and the unnamed ones
    // alike) runs on a generic plan. The app's reads are per-user index reads, for which a generic plan is as good
    // as a custom one; by default PostgreSQL may plan the prepared ones again on every execution.
    // A read whose best plan depends on its values must not rely on the planner seeing them (see the notes search).
    options: '-c plan_cache_mode=force_generic_plan',
  });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => undefined);
  return drizzle({ client: pool, schema, casing: 'snake_case' });
}

const MIGRATION_LOCK = 7_446_100_001;

/** Applies the committed migrations, one process at a time (an advisory lock guards scale-out starts). */
export async function runMigrations(connectionString: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client, casing: 'snake_case' }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    await client.end();
  }
}
