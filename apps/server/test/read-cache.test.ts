import type { WidgetData } from '@track-grow/domain/dashboard';
import { sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moods } from '../src/db/schema';
import { ReadCache } from '../src/lib/read-cache';
import { createTestApp, signUp, type TestApp } from './helpers';

type Caller = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
const NOW = new Date('2026-03-10T12:00:00Z');
const today = '2026-03-10';

beforeAll(async () => {
  // No session reuse: every request sees the user row as it is now, as another app process would.
  t = await createTestApp({ sessionCacheMs: 0 });
});
beforeEach(() => t.clock.set(NOW));

async function widgets(caller: Caller, headers: Record<string, string> = {}): Promise<WidgetData> {
  const response = await caller.agent.get('/api/widgets/data', { headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  return response.json<WidgetData>();
}

const versionOf = async (userId: string) =>
  Number(
    (await t.db.execute<{ v: string }>(sql`select data_version as v from users where id = ${userId}`))
      .rows[0]!.v,
  );

describe('ReadCache', () => {
  it('keeps answers up to its size, dropping the least recently used first', () => {
    const cache = new ReadCache(12);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbb');
    cache.set('c', 'ccc');
    expect(cache.get('a')).toBe('aaaa'); // now the most recent
    cache.set('d', 'ddd'); // 13 characters: b goes
    expect(cache.get('b')).toBeUndefined();
    expect(['a', 'c', 'd'].map((k) => cache.get(k))).toEqual(['aaaa', 'ccc', 'ddd']);
    expect(cache.stats()).toEqual({ entries: 3, chars: 10 });
  });

  it('replaces an entry in place and refuses an answer larger than all of it', () => {
    const cache = new ReadCache(12);
    cache.set('a', 'aaa');
    cache.set('a', 'xy');
    expect(cache.stats()).toEqual({ entries: 1, chars: 2 });
    cache.set('big', 'b'.repeat(13));
    expect(cache.get('big')).toBeUndefined();
    expect(new ReadCache(0).stats().entries).toBe(0);
  });
});

describe('data_version', () => {
  it('every table of user data raises it on insert, update and delete', async () => {
    const { rows } = await t.db.execute<{ table_name: string; events: string[] }>(sql`
      select c.table_name, coalesce(array_agg(distinct tr.event_manipulation::text)
        filter (where tr.trigger_name like '%_data_version_%'), '{}') as events
      from information_schema.columns c
      left join information_schema.triggers tr on tr.event_object_table = c.table_name
      where c.column_name = 'user_id' and c.table_schema = 'public'
        and c.table_name not in ('sessions', 'password_resets', 'profile_images',
          -- The notification queue's bookkeeping: no read shows it (0018_notifications_data_version.sql).
          'notification_schedule', 'notification_deliveries')
      group by c.table_name`);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows)
      expect([row.table_name, row.events]).toEqual([row.table_name, ['DELETE', 'INSERT', 'UPDATE']]);
  });

  it('is raised once per statement, for each user the statement touched, and by settings changes', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    const [a0, b0] = [await versionOf(a.user.id), await versionOf(b.user.id)];
    await t.db.insert(moods).values([
      { userId: a.user.id, date: today, rating: 3 },
      { userId: a.user.id, date: today, rating: 4 },
    ]);
    expect([await versionOf(a.user.id), await versionOf(b.user.id)]).toEqual([a0 + 1, b0]);
    await t.db
      .update(moods)
      .set({ rating: 5 })
      .where(sql`user_id = ${a.user.id}`);
    await t.db.delete(moods).where(sql`user_id = ${a.user.id}`);
    expect(await versionOf(a.user.id)).toBe(a0 + 3);
    const patched = await b.agent.patch('/api/auth/user', { weekStart: 1 });
    expect(patched.statusCode).toBe(200);
    expect(await versionOf(b.user.id)).toBe(b0 + 1);
  });
});

describe('cached composite reads', () => {
  it('serve the kept answer until the data changes, and recompute on Cache-Control: no-cache', async () => {
    const caller = await signUp(t.app);
    expect((await widgets(caller)).moods.week.count).toBe(0);
    // A write the triggers do not see (replica mode skips them): only the cache can explain a stale answer.
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.insert(moods).values({ userId: caller.user.id, date: today, rating: 4 });
    });
    expect((await widgets(caller)).moods.week.count).toBe(0);
    expect((await widgets(caller, { 'cache-control': 'no-cache' })).moods.week.count).toBe(1);
    // A write through the API, and one straight into the table (another process): both seen at once.
    const logged = await caller.agent.post('/api/moods', { date: today, rating: 2 });
    expect(logged.statusCode, logged.body).toBe(201);
    expect((await widgets(caller)).moods.week.count).toBe(2);
    await t.db.insert(moods).values({ userId: caller.user.id, date: today, rating: 5 });
    expect((await widgets(caller)).moods.week).toEqual({ average: 3.7, count: 3 });
  });

  it('are kept per user and per day', async () => {
    const [a, b] = [await signUp(t.app), await signUp(t.app)];
    await t.db.insert(moods).values({ userId: a.user.id, date: today, rating: 4 });
    expect((await widgets(a)).moods.week.count).toBe(1);
    expect((await widgets(b)).moods.week.count).toBe(0);
    expect((await widgets(a)).today).toBe(today);
    t.clock.set(new Date('2026-03-20T12:00:00Z'));
    const later = await widgets(a);
    expect([later.today, later.moods.week.count]).toEqual(['2026-03-20', 0]);
  });

  it('every cached read answers what it computes', async () => {
    const caller = await signUp(t.app);
    await t.db.insert(moods).values({ userId: caller.user.id, date: today, rating: 4 });
    for (const url of [
      '/api/widgets/data',
      '/api/dashboard/chart-data/month',
      '/api/dashboard/chart-data?range=week',
      '/api/dashboard/life-score',
      '/api/dashboard/analytics',
      '/api/insights',
    ]) {
      const computed = await caller.agent.get(url, { headers: { 'cache-control': 'no-cache' } });
      const kept = await caller.agent.get(url);
      expect([url, kept.statusCode, kept.body]).toEqual([url, 200, computed.body]);
    }
  });
});
