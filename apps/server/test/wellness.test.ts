import { eq } from 'drizzle-orm';
import type { WellnessEntry } from '@track-grow/domain/wellness';
import { addDays } from '@track-grow/domain/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { wellnessEntries } from '../src/db/schema';
import { createTestApp, signUp, type TestApp } from './helpers';

type Caller = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
const NOW = new Date('2026-03-10T12:00:00Z');
const today = '2026-03-10';

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(NOW));

async function log(caller: Caller, body: Record<string, unknown>): Promise<WellnessEntry> {
  const response = await caller.agent.post('/api/wellness', body);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<WellnessEntry>();
}
const rowsOf = (userId: string) =>
  t.db.select().from(wellnessEntries).where(eq(wellnessEntries.userId, userId));

function expect400(response: { statusCode: number; json: <T>() => T }, field: string) {
  expect(response.statusCode).toBe(400);
  const { message } = response.json<{ message: string }>();
  expect(message.startsWith(`${field}: `), message).toBe(true);
}

describe('the day upsert', () => {
  it('creates the day, then merges only the measures given', async () => {
    const me = await signUp(t.app);
    const first = await log(me, { date: today, sleepHours: 7.5, sleepQuality: 4, waterGlasses: 2 });
    expect(first).toMatchObject({
      date: today,
      sleepHours: 7.5,
      sleepQuality: 4,
      waterGlasses: 2,
      meditationMinutes: null,
      steps: null,
      energy: null,
      stress: null,
    });
    const second = await log(me, { date: today, steps: 8200, energy: 3 });
    expect(second).toMatchObject({ id: first.id, sleepHours: 7.5, waterGlasses: 2, steps: 8200, energy: 3 });
    // null clears one measure, the rest stay.
    const third = await log(me, { date: today, sleepQuality: null });
    expect(third).toMatchObject({ id: first.id, sleepQuality: null, sleepHours: 7.5, steps: 8200 });
    expect(await rowsOf(me.user.id)).toHaveLength(1);
    // Another day is another row.
    await log(me, { date: addDays(today, -1), stress: 2 });
    expect(await rowsOf(me.user.id)).toHaveLength(2);
  });

  it('reads, patches and deletes a day by id', async () => {
    const me = await signUp(t.app);
    const day = await log(me, { date: today, meditationMinutes: 10 });
    expect((await me.agent.get(`/api/wellness/${day.id}`)).json()).toEqual(day);
    const patched = await me.agent.patch(`/api/wellness/${day.id}`, { stress: 4, meditationMinutes: 20 });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({ stress: 4, meditationMinutes: 20, date: today });
    expect400(await me.agent.patch(`/api/wellness/${day.id}`, { steps: -5 }), 'steps');
    expect((await me.agent.delete(`/api/wellness/${day.id}`)).statusCode).toBe(200);
    expect((await me.agent.get(`/api/wellness/${day.id}`)).statusCode).toBe(404);
    expect((await me.agent.delete(`/api/wellness/${day.id}`)).statusCode).toBe(404);
  });

  it.each([
    ['sleepHours', 25],
    ['sleepHours', 6.3],
    ['sleepQuality', 0],
    ['energy', 6],
    ['stress', 0],
    ['waterGlasses', -1],
    ['waterGlasses', 51],
    ['meditationMinutes', 1441],
    ['steps', 100_001],
  ])('refuses %s = %s with a 400 naming the field, changing nothing', async (field, value) => {
    const me = await signUp(t.app);
    expect400(await me.agent.post('/api/wellness', { date: today, [field]: value }), field);
    expect(await rowsOf(me.user.id)).toHaveLength(0);
  });

  it('needs a date and a measure', async () => {
    const me = await signUp(t.app);
    expect400(await me.agent.post('/api/wellness', { steps: 10 }), 'date');
    expect((await me.agent.post('/api/wellness', { date: today })).statusCode).toBe(400);
  });
});

describe('the water tap', () => {
  it('adds and removes glasses, within 0 and 50', async () => {
    const me = await signUp(t.app);
    const tap = (delta: number) => me.agent.post('/api/wellness/water', { date: today, delta });
    expect((await tap(1)).json()).toMatchObject({ waterGlasses: 1, date: today });
    expect((await tap(1)).json()).toMatchObject({ waterGlasses: 2 });
    expect((await tap(-1)).json()).toMatchObject({ waterGlasses: 1 });
    expect((await tap(-5)).json()).toMatchObject({ waterGlasses: 0 });
    expect((await tap(50)).json()).toMatchObject({ waterGlasses: 50 });
    expect((await tap(1)).json()).toMatchObject({ waterGlasses: 50 });
    expect400(await tap(0), 'delta');
    // A first tap of −1 makes the day with 0 glasses.
    const other = await me.agent.post('/api/wellness/water', { date: addDays(today, -3), delta: -1 });
    expect(other.json()).toMatchObject({ waterGlasses: 0 });
  });

  it('loses no tap when many arrive at once', async () => {
    const me = await signUp(t.app);
    await log(me, { date: today, sleepHours: 8 });
    const taps = await Promise.all(
      Array.from({ length: 12 }, () => me.agent.post('/api/wellness/water', { date: today, delta: 1 })),
    );
    expect(taps.map((r) => r.statusCode)).toEqual(Array(12).fill(200));
    const [row] = await rowsOf(me.user.id);
    expect(row).toMatchObject({ waterGlasses: 12, sleepHours: 8 });
    // Concurrent first taps on a new day also make one row.
    const fresh = addDays(today, -1);
    await Promise.all(
      Array.from({ length: 8 }, () => me.agent.post('/api/wellness/water', { date: fresh, delta: 1 })),
    );
    const rows = await rowsOf(me.user.id);
    expect(rows.find((r) => r.date === fresh)?.waterGlasses).toBe(8);
    expect(rows).toHaveLength(2);
  });
});

describe('the list', () => {
  it('answers the last 30 days by default, newest first, and bounded ranges', async () => {
    const me = await signUp(t.app);
    for (const back of [0, 1, 29, 30, 200])
      await log(me, { date: addDays(today, -back), steps: 1000 + back });
    const recent = (await me.agent.get('/api/wellness')).json<WellnessEntry[]>();
    expect(recent.map((e) => e.date)).toEqual([today, addDays(today, -1), addDays(today, -29)]);
    const year = await me.agent.get(`/api/wellness?from=${addDays(today, -365)}&to=${today}`);
    expect(year.json<WellnessEntry[]>()).toHaveLength(5);
    expect400(await me.agent.get(`/api/wellness?from=${addDays(today, -366)}&to=${today}`), 'from');
    expect400(await me.agent.get(`/api/wellness?from=${today}&to=${addDays(today, -1)}`), 'to');
    // A `from` alone reaches to today: the same bound.
    expect((await me.agent.get(`/api/wellness?from=${addDays(today, -365)}`)).json()).toHaveLength(5);
    expect400(await me.agent.get(`/api/wellness?from=${addDays(today, -366)}`), 'from');
  });

  it('pages with limit and cursor', async () => {
    const me = await signUp(t.app);
    for (const back of [0, 1, 2]) await log(me, { date: addDays(today, -back), energy: 3 });
    const first = await me.agent.get('/api/wellness?limit=2');
    expect(first.json<WellnessEntry[]>()).toHaveLength(2);
    const cursor = first.headers['x-next-cursor'];
    expect(typeof cursor).toBe('string');
    const second = await me.agent.get(`/api/wellness?limit=2&cursor=${String(cursor)}`);
    expect(second.json<WellnessEntry[]>().map((e) => e.date)).toEqual([addDays(today, -2)]);
    expect400(await me.agent.get('/api/wellness?cursor=nonsense'), 'cursor');
  });
});

describe("the user's day", () => {
  it('is the day where the user lives: their today is allowed, their tomorrow is not', async () => {
    const me = await signUp(t.app);
    // 2026-03-10 12:00 UTC is already 2026-03-11 02:00 in Kiritimati (UTC+14).
    expect((await me.agent.patch('/api/auth/user', { timezone: 'Pacific/Kiritimati' })).statusCode).toBe(200);
    const tomorrowUtc = addDays(today, 1);
    const entry = await log(me, { date: tomorrowUtc, waterGlasses: 1 });
    expect(entry.date).toBe(tomorrowUtc);
    expect((await me.agent.get('/api/wellness')).json<WellnessEntry[]>()[0]?.date).toBe(tomorrowUtc);
    expect400(await me.agent.post('/api/wellness', { date: addDays(today, 2), steps: 1 }), 'date');
    expect400(await me.agent.post('/api/wellness/water', { date: addDays(today, 2), delta: 1 }), 'date');
  });

  it("refuses a UTC user's tomorrow", async () => {
    const me = await signUp(t.app);
    expect400(await me.agent.post('/api/wellness', { date: addDays(today, 1), steps: 1 }), 'date');
  });
});

describe('ownership', () => {
  it("never reads or changes another user's day", async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const day = await log(owner, { date: today, sleepHours: 6 });
    expect((await intruder.agent.get(`/api/wellness/${day.id}`)).statusCode).toBe(404);
    expect((await intruder.agent.patch(`/api/wellness/${day.id}`, { sleepHours: 1 })).statusCode).toBe(404);
    expect((await intruder.agent.delete(`/api/wellness/${day.id}`)).statusCode).toBe(404);
    // The intruder's own upsert and taps on the same date make their own row.
    await log(intruder, { date: today, sleepHours: 9 });
    await intruder.agent.post('/api/wellness/water', { date: today, delta: 1 });
    expect((await owner.agent.get(`/api/wellness/${day.id}`)).json()).toMatchObject({
      sleepHours: 6,
      waterGlasses: null,
    });
    expect((await intruder.agent.get('/api/wellness')).body).not.toContain(day.id);
  });
});
