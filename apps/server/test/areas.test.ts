import { accountApiGroups, apiEntries, productAreas } from '@track-grow/domain';
import { getTableName, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { AREA_READS } from '../../../bench/src/endpoints';
import { createDemoAccount } from '../src/demo/account';
import { collectionTables } from '../src/modules/transfer/queries';
import { createTestApp } from './helpers';
import { create, lists } from './ownership-matrix';

/**
 * docs/ARCHITECTURE.md, "Adding an area": an area in the endpoint map is registered everywhere the server side
 * keeps one (its routes, the ownership matrix, the bench, the demo), or this fails and names what is missing.
 */

/**
 * Tables of user data the demo leaves empty: a device's sign-in, a reset link and an uploaded picture are events of
 * a real account, and the spending limits are the user's own choice (the demo's Home shows no budget alert). So are
 * a device's push subscription, a running timer and the notification queue's bookkeeping; the demo's notification
 * settings are the defaults (no row).
 */
const NOT_IN_DEMO = [
  'sessions',
  'password_resets',
  'profile_images',
  'budget_thresholds',
  'push_subscriptions',
  'notification_settings',
  'notification_timers',
  'notification_schedule',
  'notification_deliveries',
];

const areaEntries = apiEntries.filter(({ group }) => !accountApiGroups.includes(group));

/**
 * Tables of user data the account's export leaves out: sign-ins, reset links and the picture belong to this server;
 * a device's push subscription and timers, and the queue's bookkeeping, to the devices and the moment. The budget
 * limits and the notification settings travel as single settings, not as a collection; the exercise bests are
 * computed from the workouts, again on import.
 */
const NOT_A_COLLECTION = [
  'sessions',
  'password_resets',
  'profile_images',
  'push_subscriptions',
  'notification_timers',
  'notification_schedule',
  'notification_deliveries',
  'budget_thresholds',
  'notification_settings',
  'workout_exercise_bests',
];

/** Every table with a user_id column, by name. */
async function userTables(db: Awaited<ReturnType<typeof createTestApp>>['db']): Promise<string[]> {
  const { rows } = await db.execute<{ table_name: string }>(sql`
    select table_name from information_schema.columns
    where table_schema = current_schema() and column_name = 'user_id' order by table_name`);
  return rows.map((row) => row.table_name);
}

describe('areas registered on the server', () => {
  it('serves every endpoint of the map', async () => {
    const { app } = await createTestApp();
    await app.ready();
    const missing = apiEntries
      .filter(({ endpoint }) => !app.hasRoute({ method: endpoint.method, url: endpoint.path }))
      .map(({ endpoint }) => `${endpoint.method} ${endpoint.path}`);
    expect(missing).toEqual([]);
  });

  it('has every group with rows of their own in the ownership matrix, with its list', () => {
    const owned = [
      ...new Set(areaEntries.filter((e) => e.endpoint.path.includes(':id')).map((e) => e.group)),
    ];
    expect(owned.filter((group) => !(group in create))).toEqual([]);
    const listPaths = lists.map((list) => list.path);
    const unlisted = areaEntries
      .filter(({ name }) => name === 'list')
      .map(({ endpoint }) => endpoint.path)
      .filter((path) => !listPaths.includes(path));
    expect(unlisted).toEqual([]);
  });

  it('benchmarks every read of every area (a single row by id aside)', () => {
    const benched = AREA_READS.map((read) => read.read);
    const reads = areaEntries.filter(
      ({ name, endpoint }) => endpoint.method === 'GET' && endpoint.output !== undefined && name !== 'get',
    );
    const missing = reads
      .map(({ endpoint }) => `GET ${endpoint.path}`)
      .filter((read) => !benched.some((name) => name === read || name.startsWith(`${read}?`)));
    expect(missing).toEqual([]);
  });

  it('names areas whose groups are in the map', () => {
    for (const [key, area] of Object.entries(productAreas))
      for (const group of area.api)
        expect(
          apiEntries.some((e) => e.group === group),
          key,
        ).toBe(true);
  });

  it('fills every table of user data in the demo account', async () => {
    const { db, clock } = await createTestApp();
    const { userId } = await createDemoAccount(db, clock, { email: 'areas-demo@trackgrow.app', days: 365 });
    const empty: string[] = [];
    for (const table of await userTables(db)) {
      if (NOT_IN_DEMO.includes(table)) continue;
      const found = await db.execute(
        sql`select 1 from ${sql.identifier(table)} where user_id = ${userId} limit 1`,
      );
      if (found.rows.length === 0) empty.push(table);
    }
    expect(empty).toEqual([]);
  });

  it("carries every table of user data in the account's export", async () => {
    const { db } = await createTestApp();
    const exported = new Set(Object.values(collectionTables).map((table) => getTableName(table)));
    const missing = (await userTables(db)).filter(
      (table) => !exported.has(table) && !NOT_A_COLLECTION.includes(table),
    );
    expect(missing).toEqual([]);
  });
});
