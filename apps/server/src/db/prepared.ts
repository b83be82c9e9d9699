import { createHash } from 'node:crypto';
import { fillPlaceholders, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database, Db } from './client';

const dialect = new PgDialect({ casing: 'snake_case' });
/**
 * Statement text → its name. Only the map is bounded: PostgreSQL keeps every named statement on each connection
 * until it closes, so callers must build a bounded set of texts (shapes), never a text per value.
 */
const names = new Map<string, string>();
const MAX_NAMES = 500;

function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `tg_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

/**
 * Runs a read as a named prepared statement: each pool connection parses and plans it once, then PostgreSQL
 * keeps a generic plan. The composite reads (a CTE, json_agg subqueries) cost about as much to plan as to run, so
 * planning them once per connection halves their cost.
 * The name is derived from the statement's text, so different shapes never share one. Inside a transaction
 * (no pool of its own) the statement runs as a plain one.
 */
export async function executePrepared<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T[]> {
  if (!('$client' in db)) return (await db.execute(query)).rows as T[];
  const { sql: text, params } = dialect.sqlToQuery(query);
  const result = await db.$client.query({ name: nameOf(text), text, values: params });
  return result.rows as T[];
}

/** executePrepared of a statement that always returns one row (aggregates only). */
export async function executeOne<T extends Record<string, unknown>>(db: Db, query: SQL): Promise<T> {
  const [row] = await executePrepared<T>(db, query);
  if (!row) throw new Error('a one-row statement returned no row');
  return row;
}

interface Preparable<R> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<R> };
}

/**
 * A Drizzle query (select, insert … returning) run as a named prepared statement, with Drizzle's own mapping of the
 * rows. A list whose filters vary (a view, a tag, a cursor) builds a few different texts: each is its own statement.
 * Its planning is what it saves: a list's plan costs more than its execution.
 */
export function runPrepared<R>(query: Preparable<R>): Promise<R> {
  return query.prepare(nameOf(query.toSQL().sql)).execute();
}

interface Template {
  text: string;
  name: string;
  params: unknown[];
}
/** Shape → its statement built with placeholders. Bounded like `names`: callers pass a bounded set of shapes. */
const templates = new Map<string, Template>();

/**
 * A read whose text depends only on `shape` (never on a value): built once per shape with `sql.placeholder`s, then
 * each call only fills in `values`. A long composite statement costs more to build with Drizzle and hash on every
 * request than to run; this leaves a prepared statement's generic plan as the only per-shape work.
 */
export async function executeTemplate<T extends Record<string, unknown>>(
  db: Database,
  shape: string,
  build: () => SQL,
  values: Record<string, unknown>,
): Promise<T[]> {
  let template = templates.get(shape);
  if (!template) {
    const { sql: text, params } = dialect.sqlToQuery(build());
    template = { text, name: nameOf(text), params };
    if (templates.size < MAX_NAMES) templates.set(shape, template);
  }
  const { name, text, params } = template;
  const result = await db.$client.query({ name, text, values: fillPlaceholders(params, values) });
  return result.rows as T[];
}
