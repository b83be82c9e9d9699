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
const COUNT = 6;
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
