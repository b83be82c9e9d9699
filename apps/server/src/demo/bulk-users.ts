import type { PoolClient } from 'pg';
import { uuidv7 } from 'uuidv7';
import type { Database } from '../db/client';
import { createRandom } from './random';

/**
 * Many users at once, each with a copy of a template user's rows (a demo account): one set-based
 * `INSERT … SELECT` per table, so 1,000 users with a year each take a minute or two, not 1,000 runs of the seeder.
 * Every copy gets new ids (foreign keys follow), its dates shifted back by 0–27 days and, in the daily logs, 70–100%
 * of the template's rows; the rows of all users go in ordered by their day, so a user's
 * rows are spread among everyone else's as years of daily writes leave them (not one block per user).
 * Constraints, foreign keys and the data_version triggers all apply: nothing is switched off.
 */
export interface BulkUsersOptions {
  /** The user whose rows every new user gets a copy of. */
  templateUserId: string;
  /** How many users to add. */
  count: number;
  /** The email of the user at this index (0-based), lower-case. */
  email: (index: number) => string;
  /**
   * Indexes of users whose copy is exact: every row, the same days, the template's time zone and password
   * hash (so they sign in with the template's password). The bench measures one.
   */
  exact?: readonly number[];
  /** Seed of the per-user day shift, share of rows and time zone. */
  seed?: number;
}

export interface BulkUsersResult {
  /** The new users' ids, by index. */
  userIds: string[];
  /** Rows inserted per table, users and sessions included. */
  rows: Record<string, number>;
}

/** Tables of a user's data that stay out of the copy: sign-in secrets are made afresh (one session each). */
const NOT_COPIED = new Set(['users', 'sessions', 'password_resets']);
/**
 * The daily logs, of which each copy keeps 70–100% (the other tables are copied whole: no row may lose the row it
 * points at, and the workouts' personal bests are derived from every workout).
 */
const THINNED = new Set([
  'habit_completions',
  'transactions',
  'moods',
  'notes',
  'focus_sessions',
  'wellness_entries',
]);
/** The column a table's rows are ordered by on insert: the day they belong to, else when they were made. */
const TIME_COLUMNS = ['date', 'start_date', 'started_at', 'completed_at', 'created_at'];
const TIME_ZONES = [
  'UTC',
  'Europe/Rome',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
  'Asia/Tokyo',
  'Australia/Sydney',
  'America/Sao_Paulo',
];

interface Column {
  name: string;
  type: string;
}

const ident = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** A new uuid for the template's `value` in the copy of user `u`: keeps the v7 time prefix, the same in every table. */
const remap = (value: string) =>
  `(substr(replace(${value}::text, '-', ''), 1, 12) || '7' || substr(md5(${value}::text || u.id::text), 1, 3)` +
  ` || '8' || substr(md5(${value}::text || u.id::text), 4, 15))::uuid`;

/** A value of a date or timestamp column shifted back by the user's days. */
function shifted(column: Column, value: string): string | undefined {
  if (column.type === 'date') return `${value} - u.shift`;
  if (column.type.startsWith('timestamp')) return `${value} - u.shift * interval '1 day'`;
  return undefined;
}

async function columnsOf(client: PoolClient): Promise<Map<string, Column[]>> {
  const { rows } = await client.query<{ table_name: string; column_name: string; data_type: string }>(
    `select table_name, column_name, data_type from information_schema.columns
      where table_schema = 'public' and is_generated = 'NEVER'
        and table_name in (select table_name from information_schema.columns
                            where table_schema = 'public' and column_name = 'user_id')
      order by table_name, ordinal_position`,
  );
  const tables = new Map<string, Column[]>();
  for (const row of rows) {
    const list = tables.get(row.table_name) ?? [];
    list.push({ name: row.column_name, type: row.data_type });
    tables.set(row.table_name, list);
  }
  return tables;
}

/** Foreign keys of the public tables: table → column → referenced table. */
async function foreignKeysOf(client: PoolClient): Promise<Map<string, Map<string, string>>> {
  const { rows } = await client.query<{ source: string; column_name: string; target: string; width: number }>(
    `select src.relname as source, a.attname as column_name, ref.relname as target,
            cardinality(k.conkey) as width
       from pg_constraint k
       join pg_class src on src.oid = k.conrelid
       join pg_class ref on ref.oid = k.confrelid
       join pg_namespace n on n.oid = src.relnamespace
       join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
      where k.contype = 'f' and n.nspname = 'public'`,
  );
  const keys = new Map<string, Map<string, string>>();
  for (const row of rows) {
    if (row.width !== 1)
      throw new Error(`${row.source}: a foreign key of ${row.width} columns is not supported by the copy`);
    const table = keys.get(row.source) ?? new Map<string, string>();
    table.set(row.column_name, row.target);
    keys.set(row.source, table);
  }
  return keys;
}

/** Tables in an order where every table comes after the tables it points at (itself aside). */
function insertOrder(tables: string[], keys: Map<string, Map<string, string>>): string[] {
  const done = new Set<string>(['users']);
  const order: string[] = [];
  const left = new Set(tables);
  while (left.size > 0) {
    const ready = [...left].filter((t) =>
      [...(keys.get(t)?.values() ?? [])].every((target) => target === t || done.has(target)),
    );
    if (ready.length === 0) throw new Error(`foreign keys form a cycle among ${[...left].join(', ')}`);
    for (const t of ready.sort()) {
      order.push(t);
      done.add(t);
      left.delete(t);
    }
  }
  return order;
}

/** The users to add, as the arrays the statements unnest. */
function plan(options: BulkUsersOptions) {
  const random = createRandom(options.seed ?? 1);
  const exact = new Set(options.exact ?? []);
  const ids: string[] = [];
  const emails: string[] = [];
  const shifts: number[] = [];
  const keeps: number[] = [];
  const zones: (string | null)[] = [];
  for (let i = 0; i < options.count; i++) {
    const email = options.email(i);
    if (email !== email.toLowerCase()) throw new Error(`bulk user emails must be lower-case: ${email}`);
    ids.push(uuidv7());
    emails.push(email);
    const same = exact.has(i);
    shifts.push(same ? 0 : random.int(0, 27));
    keeps.push(same ? 1 : 0.7 + random.next() * 0.3);
    zones.push(same ? null : random.pick(TIME_ZONES));
  }
  return { ids, emails, shifts, keeps, zones };
}

/** The users of the plan as a relation `u(id, email, shift, keep, zone)`. */
const USERS = `unnest($1::uuid[], $2::text[], $3::int[], $4::float8[], $5::text[]) as u(id, email, shift, keep, zone)`;

export async function insertBulkUsers(db: Database, options: BulkUsersOptions): Promise<BulkUsersResult> {
  if (!Number.isInteger(options.count) || options.count < 1)
    throw new Error(`count must be a whole number ≥ 1 (got ${options.count})`);
  const users = plan(options);
  const params = [users.ids, users.emails, users.shifts, users.keeps, users.zones, options.templateUserId];
  const client = await db.$client.connect();
  const rows: Record<string, number> = {};
  try {
    await client.query('begin');
    // The ordered inserts sort a million rows: in memory rather than in temporary files.
    await client.query(`set local work_mem = '256MB'`);
    const tables = await columnsOf(client);
    const keys = await foreignKeysOf(client);

    const userColumns = await client.query<{ column_name: string; data_type: string }>(
      `select column_name, data_type from information_schema.columns
        where table_schema = 'public' and table_name = 'users' and is_generated = 'NEVER'
        order by ordinal_position`,
    );
    const userValue = ({
      column_name: name,
      data_type: type,
    }: {
      column_name: string;
      data_type: string;
    }) => {
      const source = `t.${ident(name)}`;
      if (name === 'id') return 'u.id';
      if (name === 'email') return 'u.email';
      if (name === 'timezone') return `coalesce(u.zone, ${source})`;
      if (name === 'data_version') return '0';
      // Whoever is not an exact copy cannot sign in: no password matches this.
      if (name === 'password_hash')
        return `case when u.zone is null then ${source} else 'bulk user: no password' end`;
      return shifted({ name, type }, source) ?? source;
    };
    const inserted = await client.query(
      `insert into users (${userColumns.rows.map((c) => ident(c.column_name)).join(', ')})
       select ${userColumns.rows.map(userValue).join(', ')} from users t, ${USERS} where t.id = $6`,
      params,
    );
    if (inserted.rowCount !== options.count) throw new Error('the template user does not exist');
    rows.users = inserted.rowCount;

    const copied = insertOrder(
      [...tables.keys()].filter((t) => !NOT_COPIED.has(t)),
      keys,
    );
    const pointedAt = new Set([...keys.values()].flatMap((m) => [...m.values()]));
    for (const table of copied) {
      const columns = tables.get(table)!;
      const references = keys.get(table) ?? new Map<string, string>();
      const value = (column: Column) => {
        const source = `s.${ident(column.name)}`;
        if (column.name === 'user_id') return 'u.id';
        if (column.name === 'id' || (references.has(column.name) && references.get(column.name) !== 'users'))
          return remap(source);
        return shifted(column, source) ?? source;
      };
      const time = TIME_COLUMNS.map((name) => columns.find((c) => c.name === name)).find(Boolean);
      const thinned = THINNED.has(table);
      if (thinned && pointedAt.has(table))
        throw new Error(`${table} is pointed at: its rows cannot be thinned`);
      const tie = columns.some((c) => c.name === 'id') ? `md5(s.id::text || u.id::text)` : 'u.id';
      const result = await client.query(
        `insert into ${ident(table)} (${columns.map((c) => ident(c.name)).join(', ')})
         select ${columns.map(value).join(', ')}
           from ${ident(table)} s, ${USERS}
          where s.user_id = $6
            ${thinned ? `and ('x' || substr(md5(s.id::text || u.id::text), 1, 8))::bit(32)::bigint < u.keep * 4294967296` : ''}
          order by ${time ? `${value(time)}, ` : ''}${tie}`,
        params,
      );
      rows[table] = result.rowCount ?? 0;
    }

    const sessions = await client.query(
      `insert into sessions (id, user_id, token_hash, expires_at, user_agent)
       select gen_random_uuid(), u.id, md5(random()::text) || md5(random()::text), now() + interval '30 days', 'bulk'
         from ${USERS}`,
      params.slice(0, 5),
    );
    rows.sessions = sessions.rowCount ?? 0;
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
  return { userIds: users.ids, rows };
}
