import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db/client';
import { executePrepared, executeTemplate } from '../src/db/prepared';
import { createTestDatabase } from './helpers';

const { url } = await createTestDatabase();
// One connection, so the statements prepared by one call are visible to the next.
const db = createDatabase(url, { max: 1 });
afterAll(() => db.$client.end());

const prepared = async () =>
  (
    await db.execute<{ name: string; statement: string }>(
      sql`select name, statement from pg_prepared_statements order by name`,
    )
  ).rows;

describe('executePrepared', () => {
  it('answers what a plain statement answers, with the parameters bound', async () => {
    const query = (n: number) =>
      sql`select g as n, ${'x'}::text || g as label from generate_series(1, ${n}::int) g`;
    expect(await executePrepared(db, query(3))).toEqual((await db.execute(query(3))).rows);
    expect(await executePrepared(db, query(1))).toEqual([{ n: 1, label: 'x1' }]);
  });

  it('prepares each statement text once per connection, under one name, and a different text under another', async () => {
    const byId = (id: number) => sql`select ${id}::int + 1 as next`;
    await executePrepared(db, byId(1));
    await executePrepared(db, byId(2));
    const once = (await prepared()).filter((p) => p.statement.includes('+ 1 as next'));
    expect(once).toHaveLength(1);
    expect(once[0]!.name).toMatch(/^tg_[0-9a-f]{24}$/);
    await executePrepared(db, sql`select ${1}::int + 2 as next`);
    expect((await prepared()).filter((p) => p.statement.includes('as next'))).toHaveLength(2);
  });

  it('runs a plain statement inside a transaction', async () => {
    const rows = await db.transaction((tx) => executePrepared<{ one: number }>(tx, sql`select 1 as one`));
    expect(rows).toEqual([{ one: 1 }]);
  });
});

describe('executeTemplate', () => {
  it('builds a shape once with its placeholders, then binds each call its own values', async () => {
    let builds = 0;
    const build = () => {
      builds += 1;
      return sql`select ${sql.placeholder('a')}::int + ${sql.placeholder('b')}::int as sum, ${sql.placeholder('a')}::int as a`;
    };
    expect(await executeTemplate(db, 'test:sum', build, { a: 1, b: 2 })).toEqual([{ sum: 3, a: 1 }]);
    expect(await executeTemplate(db, 'test:sum', build, { a: 10, b: 5 })).toEqual([{ sum: 15, a: 10 }]);
    expect(builds).toBe(1);
    expect((await prepared()).filter((p) => p.statement.includes('as sum'))).toHaveLength(1);
  });
});

describe('the pool', () => {
  it('keeps one generic plan for a prepared statement instead of planning it on every execution', async () => {
    for (let i = 0; i < 8; i++)
      await executePrepared(
        db,
        sql`select count(*) from users where id = ${'00000000-0000-7000-8000-000000000000'}::uuid and ${i} >= 0`,
      );
    const [row] = (
      await db.execute<{ generic_plans: number; custom_plans: number }>(
        sql`select generic_plans::int, custom_plans::int from pg_prepared_statements where statement like '%from users where id =%'`,
      )
    ).rows;
    expect(row).toEqual({ generic_plans: 8, custom_plans: 0 });
  });
});
