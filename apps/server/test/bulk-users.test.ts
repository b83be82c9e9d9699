import { beforeAll, describe, expect, it } from 'vitest';
import { createDemoAccount, DEMO_PASSWORD } from '../src/demo/account';
import { insertBulkUsers, type BulkUsersResult } from '../src/demo/bulk-users';
import { Agent, createTestApp, type TestApp } from './helpers';

/** The tables the demo account fills (budget thresholds and profile images it leaves empty). */
const DATA_TABLES = [
  'habits',
  'habit_completions',
  'vacations',
  'transactions',
  'tasks',
  'moods',
  'notes',
  'focus_sessions',
  'workouts',
  'workout_exercise_bests',
  'career_goals',
  'skills',
  'achievements',
  'books',
  'wellness_entries',
  'lesson_completions',
];
const COUNT = 12;
const EXACT = 3;

let t: TestApp;
let templateId: string;
let result: BulkUsersResult;

async function countsOf(userId: string): Promise<Record<string, number>> {
  const { rows } = await t.db.$client.query<Record<string, string>>(
    `select ${DATA_TABLES.map((table) => `(select count(*) from ${table} where user_id = $1) as ${table}`).join(', ')}`,
    [userId],
  );
  return Object.fromEntries(DATA_TABLES.map((table) => [table, Number(rows[0]?.[table])]));
}

beforeAll(async () => {
  t = await createTestApp();
  const template = await createDemoAccount(t.db, t.clock, { email: 'template@example.com', days: 365 });
  templateId = template.userId;
  result = await insertBulkUsers(t.db, {
    templateUserId: templateId,
    count: COUNT,
    email: (i) => `bulk-${i}@example.com`,
    exact: [EXACT],
    seed: 3,
  });
});

describe('insertBulkUsers', () => {
  it('adds N users, each with rows in every table the template fills, and a session', async () => {
    expect(result.userIds).toHaveLength(COUNT);
    expect(result.rows.users).toBe(COUNT);
    expect(result.rows.sessions).toBe(COUNT);
    const template = await countsOf(templateId);
    for (const table of DATA_TABLES) expect(template[table], table).toBeGreaterThan(0);
    for (const id of result.userIds) {
      const counts = await countsOf(id);
      for (const table of DATA_TABLES) expect(counts[table], `${table} of ${id}`).toBeGreaterThan(0);
    }
    const total = await Promise.all(result.userIds.map(countsOf));
    for (const table of DATA_TABLES)
      expect(result.rows[table], table).toBe(total.reduce((sum, c) => sum + c[table]!, 0));
  });

  it('copies the exact user whole, with the same days, and thins and shifts the others', async () => {
    const template = await countsOf(templateId);
    expect(await countsOf(result.userIds[EXACT]!)).toEqual(template);
    const days = async (userId: string) =>
      (
        await t.db.$client.query<{ d: string }>(
          `select string_agg(date::text || amount::text, ',' order by date, amount) as d from transactions where user_id = $1`,
          [userId],
        )
      ).rows[0]?.d;
    expect(await days(result.userIds[EXACT]!)).toBe(await days(templateId));
    const others = result.userIds.filter((_, i) => i !== EXACT);
    const differ = await Promise.all(others.map(async (id) => (await days(id)) !== (await days(templateId))));
    expect(differ.every(Boolean)).toBe(true);
  });

  it('gives every copy new ids and points its references at its own rows', async () => {
    const { rows } = await t.db.$client.query<{ n: string }>(
      `select (select count(*) from habit_completions c join habits h on h.id = c.habit_id where c.user_id <> h.user_id)
            + (select count(*) from focus_sessions f join tasks k on k.id = f.task_id where f.user_id <> k.user_id)
            + (select count(*) from achievements a join career_goals g on g.id = a.goal_id where a.user_id <> g.user_id)
            + (select count(*) from tasks a join tasks p on p.id = a.parent_id where a.user_id <> p.user_id) as n`,
    );
    expect(Number(rows[0]?.n)).toBe(0);
    const linked = await t.db.$client.query<{ n: string }>(
      `select count(*) as n from focus_sessions where user_id = $1 and task_id is not null`,
      [result.userIds[EXACT]],
    );
    expect(Number(linked.rows[0]?.n)).toBeGreaterThan(0);
  });

  it("spreads each user's rows among the others' in the order of their days", async () => {
    // Walking the table in physical order, the owner changes row after row, not once per user.
    const { rows } = await t.db.$client.query<{ changes: string; n: string }>(
      `select count(*) filter (where user_id <> prev) as changes, count(*) as n
         from (select user_id, lag(user_id) over (order by ctid) as prev from moods where user_id = any($1)) x`,
      [result.userIds],
    );
    expect(Number(rows[0]?.changes)).toBeGreaterThan(Number(rows[0]?.n) / 2);
  });

  it('raises the data version of every new user, and the exact copy signs in and reads what the template reads', async () => {
    const { rows } = await t.db.$client.query<{ v: string }>(
      `select min(data_version) as v from users where id = any($1)`,
      [result.userIds],
    );
    expect(Number(rows[0]?.v)).toBeGreaterThan(0);
    const read = async (email: string) => {
      const agent = new Agent(t.app);
      const login = await agent.post('/api/auth/login', { email, password: DEMO_PASSWORD });
      expect(login.statusCode).toBe(200);
      return (await agent.get('/api/money/summary')).json<unknown>();
    };
    expect(await read(`bulk-${EXACT}@example.com`)).toEqual(await read('template@example.com'));
    const other = await new Agent(t.app).post('/api/auth/login', {
      email: 'bulk-0@example.com',
      password: DEMO_PASSWORD,
    });
    expect(other.statusCode).toBe(401);
  });

  it('refuses a count below 1 and an email with capitals', async () => {
    await expect(
      insertBulkUsers(t.db, { templateUserId: templateId, count: 0, email: (i) => `x-${i}@example.com` }),
    ).rejects.toThrow(/count/);
    await expect(
      insertBulkUsers(t.db, { templateUserId: templateId, count: 1, email: () => 'Upper@example.com' }),
    ).rejects.toThrow(/lower-case/);
  });
});

describe('covering indexes (migration 0016)', () => {
  /** The scan nodes of a statement's plan, by table. */
  async function scans(statement: string, params: unknown[]): Promise<Record<string, string>> {
    const { rows } = await t.db.$client.query<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
      `explain (format json) ${statement}`,
      params,
    );
    interface PlanNode {
      'Node Type': string;
      'Relation Name'?: string;
      Plans?: PlanNode[];
    }
    const found: Record<string, string> = {};
    const walk = (node: PlanNode) => {
      if (node['Relation Name']) found[node['Relation Name']] = node['Node Type'];
      node.Plans?.forEach(walk);
    };
    walk(rows[0]!['QUERY PLAN'][0].Plan);
    return found;
  }

  it("answer a user's day windows from the index alone, among other users' rows", async () => {
    await t.db.$client.query('vacuum analyze');
    const user = result.userIds[EXACT]!;
    const window = [user, '2026-01-06', '2026-03-10'];
    // The shapes of the habit stats, money summary, chart and insights statements: no heap page per row.
    expect(
      await scans(
        `select habit_id, array_agg(date) filter (where completed), array_agg(date) filter (where skipped)
           from habit_completions where user_id = $1 and date between $2 and $3 and (completed or skipped)
          group by habit_id`,
        window,
      ),
    ).toEqual({ habit_completions: 'Index Only Scan' });
    expect(
      await scans(
        `select date, type, sum(amount), category from transactions
          where user_id = $1 and date between $2 and $3 group by date, type, category`,
        window,
      ),
    ).toEqual({ transactions: 'Index Only Scan' });
    expect(
      await scans(
        `select date, sum(rating), count(*) from moods where user_id = $1 and date between $2 and $3 group by date`,
        window,
      ),
    ).toEqual({ moods: 'Index Only Scan' });
    const [habit] = (
      await t.db.$client.query<{ id: string }>(`select id from habits where user_id = $1 limit 1`, [user])
    ).rows;
    // One habit's whole history (habits/:id/stats), and the days with a task done (insights).
    expect(
      await scans(
        `select array_agg(date) filter (where completed) from habit_completions
          where habit_id = $1 and user_id = $2 and date <= $3 and (completed or skipped)`,
        [habit!.id, user, '2026-03-10'],
      ),
    ).toEqual({ habit_completions: 'Index Only Scan' });
    expect(
      await scans(
        `select distinct completed_at::date from tasks
          where user_id = $1 and status = 'completed' and completed_at >= $2 and completed_at < $3`,
        [user, '2025-12-10T00:00:00Z', '2026-03-11T00:00:00Z'],
      ),
    ).toEqual({ tasks: 'Index Only Scan' });
  });
});
