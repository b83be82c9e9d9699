import { eq } from 'drizzle-orm';
import type { MoodSummary } from '@track-grow/domain/mood';
import { addDays } from '@track-grow/domain/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { moods } from '../src/db/schema';
import { createTestApp, signUp, type TestApp } from './helpers';

type Caller = Awaited<ReturnType<typeof signUp>>;
interface MoodJson {
  id: string;
  date: string;
  rating: number;
  emotions: string[];
  note: string | null;
  createdAt: string;
}

let t: TestApp;
const NOW = new Date('2026-03-10T12:00:00Z');
const today = '2026-03-10';

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(NOW));

async function log(caller: Caller, body: Record<string, unknown>): Promise<MoodJson> {
  const response = await caller.agent.post('/api/moods', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<MoodJson>();
}
const moodsOf = (userId: string) => t.db.select().from(moods).where(eq(moods.userId, userId));

describe('mood CRUD', () => {
  it('logs, reads, updates and deletes; several entries a day', async () => {
    const me = await signUp(t.app);
    const morning = await log(me, {
      date: today,
      rating: 3,
      emotions: ['tired', 'calm', 'tired'],
      note: '  slow start ',
    });
    expect(morning).toMatchObject({
      date: today,
      rating: 3,
      emotions: ['tired', 'calm'],
      note: 'slow start',
    });
    const evening = await log(me, { date: today, rating: 5 });
    expect(evening).toMatchObject({ emotions: [], note: null });

    expect((await me.agent.get(`/api/moods/${morning.id}`)).json()).toEqual(morning);
    const updated = await me.agent.patch(`/api/moods/${morning.id}`, {
      rating: 4,
      note: '',
      emotions: ['grateful'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ rating: 4, note: null, emotions: ['grateful'], date: today });

    const removed = await me.agent.delete(`/api/moods/${evening.id}`);
    expect(removed.json()).toEqual({ message: 'Mood entry deleted' });
    expect((await me.agent.get(`/api/moods/${evening.id}`)).statusCode).toBe(404);
    expect(await moodsOf(me.user.id)).toHaveLength(1);
  });

  it('refuses bad input and a day that has not come yet, changing nothing', async () => {
    const me = await signUp(t.app);
    const bad: [Record<string, unknown>, string][] = [
      [{ rating: 4 }, 'date'],
      [{ date: today }, 'Pick how you feel'],
      [{ date: today, rating: 0 }, 'Pick how you feel'],
      [{ date: today, rating: 6 }, 'Pick how you feel'],
      [{ date: today, rating: 3.5 }, 'rating'],
      [{ date: today, rating: 3, emotions: ['hangry'] }, 'emotions'],
      [{ date: today, rating: 3, note: 'x'.repeat(1001) }, 'under 1000 characters'],
      [{ date: '2026-02-29', rating: 3 }, 'This date does not exist'],
      [{ date: '2026-03-11', rating: 3 }, "hasn't come yet"],
    ];
    for (const [body, message] of bad) {
      const response = await me.agent.post('/api/moods', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect(await moodsOf(me.user.id)).toHaveLength(0);

    const entry = await log(me, { date: today, rating: 2 });
    for (const [body, message] of [
      [{}, 'Nothing to update'],
      [{ date: '2026-03-11' }, "hasn't come yet"],
      [{ rating: 9 }, 'Pick how you feel'],
      [{ userId: me.user.id }, 'Unrecognized key'],
    ] as const) {
      const response = await me.agent.patch(`/api/moods/${entry.id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(message);
    }
    expect((await me.agent.get(`/api/moods/${entry.id}`)).json()).toEqual(entry);
  });

  it('judges "future" by the user’s own today', async () => {
    const kiwi = await signUp(t.app);
    await kiwi.agent.patch('/api/auth/user', { timezone: 'Pacific/Auckland' });
    // 12:00 UTC on March 10 is 01:00 on March 11 in Auckland.
    expect((await kiwi.agent.post('/api/moods', { date: '2026-03-11', rating: 4 })).statusCode).toBe(201);
    expect((await kiwi.agent.post('/api/moods', { date: '2026-03-12', rating: 4 })).statusCode).toBe(400);
    // A night owl whose day starts at 03:00: at 01:00 it is still March 10 for them.
    await kiwi.agent.patch('/api/auth/user', { dayStartHour: 3 });
    expect((await kiwi.agent.post('/api/moods', { date: '2026-03-11', rating: 4 })).statusCode).toBe(400);
  });

  it('answers 404 for another user’s entry and changes nothing', async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const entry = await log(owner, { date: today, rating: 1, note: 'private sadness' });
    for (const response of [
      await intruder.agent.get(`/api/moods/${entry.id}`),
      await intruder.agent.patch(`/api/moods/${entry.id}`, { rating: 5 }),
      await intruder.agent.delete(`/api/moods/${entry.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Mood entry not found', code: 'moods.notFound' });
    }
    expect((await owner.agent.get(`/api/moods/${entry.id}`)).json()).toEqual(entry);
    expect((await intruder.agent.get('/api/moods')).json()).toEqual([]);
    expect((await intruder.agent.get('/api/moods/summary')).json()).toMatchObject({
      firstYear: null,
      week: { average: null },
      pixels: { days: {} },
    });
  });
});

describe('mood list', () => {
  it('defaults to the 90 days up to today, newest first; from/to reach further back', async () => {
    const me = await signUp(t.app);
    const oldest = addDays(today, -89);
    for (const date of [addDays(today, -400), addDays(today, -90), oldest, addDays(today, -30), today])
      await log(me, { date, rating: 3 });
    const response = await me.agent.get('/api/moods');
    expect(response.json<MoodJson[]>().map((m) => m.date)).toEqual([today, addDays(today, -30), oldest]);
    expect(response.headers['x-next-cursor']).toBeUndefined();

    const ranged = await me.agent.get(`/api/moods?from=${addDays(today, -400)}&to=${addDays(today, -30)}`);
    expect(ranged.json<MoodJson[]>().map((m) => m.date)).toEqual([
      addDays(today, -30),
      oldest,
      addDays(today, -90),
      addDays(today, -400),
    ]);
    expect((await me.agent.get(`/api/moods?from=${today}&to=${addDays(today, -1)}`)).statusCode).toBe(400);
    expect((await me.agent.get('/api/moods?limit=0')).statusCode).toBe(400);
    expect((await me.agent.get('/api/moods?from=yesterday')).statusCode).toBe(400);
  });

  it('pages with the cursor, each entry once', async () => {
    const me = await signUp(t.app);
    const logged: string[] = [];
    for (let i = 0; i < 7; i++)
      logged.push((await log(me, { date: addDays(today, -Math.floor(i / 2)), rating: 1 + (i % 5) })).id);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const response = await me.agent.get(`/api/moods?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      seen.push(...response.json<MoodJson[]>().map((m) => m.id));
      cursor = response.headers['x-next-cursor'] as string | undefined;
    } while (cursor);
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(logged));
    // Newest first: the later of two entries on one day comes first (ids are UUID v7).
    expect(seen[0]).toBe(logged[1]);
  });
});

describe('mood summary', () => {
  it('averages the last 7 days, the calendar month and year, with faces, trend and pixels', async () => {
    const me = await signUp(t.app);
    const entries: [string, number][] = [
      ['2025-06-01', 1], // last year
      ['2026-01-15', 2], // this year only
      ['2026-03-01', 3], // this month, not in the last 7 days
      ['2026-03-04', 5], // first of the last 7 days (Mar 4–10)
      ['2026-03-10', 4],
      ['2026-03-10', 5],
    ];
    for (const [date, rating] of entries) await log(me, { date, rating });

    const summary = (await me.agent.get('/api/moods/summary')).json<MoodSummary>();
    expect(summary.today).toBe(today);
    expect(summary.firstYear).toBe(2025);
    expect(summary.week).toEqual({ from: '2026-03-04', to: today, average: 4.8, face: 'happy', days: 2 });
    expect(summary.month).toEqual({ from: '2026-03-01', to: today, average: 4.2, face: 'happy', days: 3 });
    expect(summary.year).toEqual({ from: '2026-01-01', to: today, average: 3.6, face: 'neutral', days: 4 });
    expect(summary.trend).toHaveLength(30);
    expect(summary.trend[29]).toEqual({ date: today, average: 4.5 });
    expect(summary.trend.filter((p) => p.average !== null)).toHaveLength(3);
    expect(summary.pixels).toEqual({
      year: 2026,
      days: { '2026-01-15': 2, '2026-03-01': 3, '2026-03-04': 5, '2026-03-10': 4.5 },
    });

    const lastYear = (await me.agent.get('/api/moods/summary?year=2025')).json<MoodSummary>();
    expect(lastYear.pixels).toEqual({ year: 2025, days: { '2025-06-01': 1 } });
    expect(lastYear.year).toEqual(summary.year);
    expect(lastYear.firstYear).toBe(2025);
    expect((await me.agent.get('/api/moods/summary?year=2031')).json().pixels).toEqual({
      year: 2031,
      days: {},
    });
    expect((await me.agent.get('/api/moods/summary?year=twenty')).statusCode).toBe(400);
  });

  it('the trend crosses into last year early in January', async () => {
    const me = await signUp(t.app);
    t.clock.set(new Date('2026-01-05T12:00:00Z'));
    await log(me, { date: '2025-12-20', rating: 2 });
    await log(me, { date: '2026-01-02', rating: 4 });
    const summary = (await me.agent.get('/api/moods/summary')).json<MoodSummary>();
    expect(summary.trend.find((p) => p.date === '2025-12-20')).toEqual({ date: '2025-12-20', average: 2 });
    expect(summary.week).toMatchObject({ average: 4, face: 'happy', days: 1 });
    expect(summary.year).toMatchObject({ average: 4, days: 1 });
    expect(summary.pixels.days).toEqual({ '2026-01-02': 4 });
  });

  it('shows "-" (null) with nothing logged', async () => {
    const me = await signUp(t.app);
    const summary = (await me.agent.get('/api/moods/summary')).json<MoodSummary>();
    for (const period of [summary.week, summary.month, summary.year])
      expect(period).toMatchObject({ average: null, face: null, days: 0 });
    expect(summary.firstYear).toBeNull();
  });
});
