import {
  habitsStatsSchema,
  habitStatsSchema,
  heatmapDays,
  heatmapStatsSchema,
  progressStatsSchema,
  weeklyStatsSchema,
  type DayRate,
} from '@track-grow/domain/habits';
import { addDays } from '@track-grow/domain/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { habitCompletions } from '../src/db/schema';
import { createTestApp, signUp, type Agent, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
// Tuesday 2026-03-10, noon UTC; users are in UTC with weeks starting on Sunday unless a test says otherwise.
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));
const TODAY = '2026-03-10';

interface Ctx {
  agent: Agent;
  userId: string;
}

async function user(): Promise<Ctx> {
  const { agent, user } = await signUp(t.app);
  return { agent, userId: user.id };
}

async function habit(ctx: Ctx, body: Record<string, unknown>): Promise<string> {
  const response = await ctx.agent.post('/api/habits', { name: 'Habit', ...body });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

/** Writes a pattern of days from `from` straight into the table: x completed, s skipped, anything else nothing. */
async function seed(ctx: Ctx, habitId: string, from: string, pattern: string) {
  const values = [...pattern].flatMap((c, i) =>
    c === 'x' || c === 's'
      ? [{ userId: ctx.userId, habitId, date: addDays(from, i), completed: c === 'x', skipped: c === 's' }]
      : [],
  );
  if (values.length) await t.db.insert(habitCompletions).values(values);
}

/** Every day from `from` to `to` completed (ids made in the app, DESIGN.md 3). */
async function seedEveryDay(ctx: Ctx, habitId: string, from: string, to: string) {
  const days: string[] = [];
  for (let d = from; d <= to; d = addDays(d, 1)) days.push(d);
  for (let i = 0; i < days.length; i += 500) {
    await t.db
      .insert(habitCompletions)
      .values(days.slice(i, i + 500).map((date) => ({ userId: ctx.userId, habitId, date, completed: true })));
  }
}

const get = async <T>(ctx: Ctx, url: string, schema: { parse(v: unknown): T }): Promise<T> => {
  const response = await ctx.agent.get(url);
  expect(response.statusCode, response.body).toBe(200);
  return schema.parse(response.json());
};
const tiles = (ctx: Ctx) => get(ctx, '/api/habits/stats', habitsStatsSchema);
const oneHabit = (ctx: Ctx, id: string) => get(ctx, `/api/habits/${id}/stats`, habitStatsSchema);
const rates = (days: DayRate[]) =>
  days.map((d) => (d.rate === null ? '-' : `${d.completed}/${d.scheduled}`)).join(' ');

describe('tiles: completed today, habits scheduled today, longest current streak', () => {
  it('counts a daily habit with a gap; today unfinished does not break, ticking it extends', async () => {
    const ctx = await user();
    const id = await habit(ctx, { startDate: '2026-03-01' });
    await seed(ctx, id, '2026-03-01', 'xxx.xxxxx'); // Mar 1–9, Mar 4 missed
    expect(await tiles(ctx)).toEqual({ completedToday: 0, totalHabits: 1, longestStreak: 5 });
    await ctx.agent.post(`/api/habits/${id}/toggle`, { date: TODAY });
    expect(await tiles(ctx)).toEqual({ completedToday: 1, totalHabits: 1, longestStreak: 6 });
    expect(await oneHabit(ctx, id)).toEqual({
      habitId: id,
      currentStreak: 6,
      bestStreak: 6,
      strength: expect.any(Number),
      completionRate30: 90,
      completionRate90: 90,
      totalCompletions: 9,
      streakUnit: 'day',
    });
  });

  it('skips and vacations break nothing and lower no rate; a vacation today leaves nothing scheduled', async () => {
    const ctx = await user();
    const id = await habit(ctx, { startDate: '2026-03-01' });
    await seed(ctx, id, '2026-03-01', 'xxsxx...x'); // Mar 3 skipped, Mar 6–8 on vacation
    await ctx.agent.post('/api/vacations', { startDate: '2026-03-06', endDate: '2026-03-08' });
    expect(await oneHabit(ctx, id)).toMatchObject({
      currentStreak: 5,
      bestStreak: 5,
      completionRate30: 100,
      totalCompletions: 5,
    });
    expect(await tiles(ctx)).toEqual({ completedToday: 0, totalHabits: 1, longestStreak: 5 });
    const away = (await ctx.agent.post('/api/vacations', { startDate: TODAY, endDate: '2026-03-12' })).json<{
      id: string;
    }>();
    expect(await tiles(ctx)).toEqual({ completedToday: 0, totalHabits: 0, longestStreak: 5 });
    await ctx.agent.delete(`/api/vacations/${away.id}`);
    expect((await tiles(ctx)).totalHabits).toBe(1);
  });

  it('schedules a weekdays habit on its days only', async () => {
    const ctx = await user();
    const mwf = await habit(ctx, {
      startDate: '2026-03-01',
      schedule: { kind: 'weekdays', days: [1, 3, 5] },
    });
    await seed(ctx, mwf, '2026-03-01', '.x.x.x..x'); // Mon 2, Wed 4, Fri 6, Mon 9
    // Tuesday: not scheduled, so not part of today's total.
    expect(await tiles(ctx)).toEqual({ completedToday: 0, totalHabits: 0, longestStreak: 4 });
    expect(await oneHabit(ctx, mwf)).toMatchObject({ currentStreak: 4, completionRate30: 100 });
    // A tick on Tuesday counts nowhere.
    await ctx.agent.post(`/api/habits/${mwf}/toggle`, { date: TODAY });
    expect(await tiles(ctx)).toEqual({ completedToday: 0, totalHabits: 0, longestStreak: 4 });
  });

  it("counts N-times-a-week habits in weeks of the user's week start", async () => {
    const ctx = await user();
    const twice = await habit(ctx, { startDate: '2026-02-22', schedule: { kind: 'timesPerWeek', count: 2 } });
    // Weeks from Sunday: Feb 22–28 (Mon, Wed), Mar 1–7 (Mon, Fri), Mar 8–14 (Sun so far).
    await seed(ctx, twice, '2026-02-22', '.x.x...' + '.x...x.' + 'x');
    expect(await tiles(ctx)).toEqual({ completedToday: 0, totalHabits: 1, longestStreak: 14 });
    expect(await oneHabit(ctx, twice)).toMatchObject({
      currentStreak: 2,
      bestStreak: 2,
      streakUnit: 'week',
      completionRate30: 100,
    });
    await ctx.agent.post(`/api/habits/${twice}/toggle`, { date: TODAY });
    expect(await tiles(ctx)).toEqual({ completedToday: 1, totalHabits: 1, longestStreak: 21 });

    // Done on Saturday Mar 7 and Sunday Mar 8 only: split by Sunday weeks, joined by Monday weeks.
    const other = await user();
    const weekend = await habit(other, {
      startDate: '2026-03-01',
      schedule: { kind: 'timesPerWeek', count: 2 },
    });
    await seed(other, weekend, '2026-03-07', 'xx');
    expect(await oneHabit(other, weekend)).toMatchObject({ currentStreak: 0, bestStreak: 0 });
    await other.agent.patch('/api/auth/user', { weekStart: 1 });
    expect(await oneHabit(other, weekend)).toMatchObject({ currentStreak: 1, bestStreak: 1 });
  });

  it('lets a vacation later this week take repetitions off this week', async () => {
    const ctx = await user();
    const twice = await habit(ctx, { startDate: '2026-03-01', schedule: { kind: 'timesPerWeek', count: 2 } });
    expect(await tiles(ctx)).toEqual({ completedToday: 0, totalHabits: 1, longestStreak: 0 });
    // Away Thursday to Saturday: three excused days leave nothing due this week, so nothing is due today.
    await ctx.agent.post('/api/vacations', { startDate: '2026-03-12', endDate: '2026-03-14' });
    expect(await tiles(ctx)).toEqual({ completedToday: 0, totalHabits: 0, longestStreak: 0 });
    // Done anyway: the paused week is met.
    await ctx.agent.post(`/api/habits/${twice}/toggle`, { date: TODAY });
    expect(await tiles(ctx)).toEqual({ completedToday: 1, totalHabits: 1, longestStreak: 7 });
  });

  it('leaves archived habits out of every total, and keeps their own page up to the archive day', async () => {
    const ctx = await user();
    const kept = await habit(ctx, { startDate: '2026-03-08' });
    const old = await habit(ctx, { startDate: '2026-02-01' });
    await seed(ctx, old, '2026-02-01', 'x'.repeat(37)); // Feb 1 – Mar 9
    await seed(ctx, kept, '2026-03-08', 'xx');
    expect(await tiles(ctx)).toEqual({ completedToday: 0, totalHabits: 2, longestStreak: 37 });
    await ctx.agent.patch(`/api/habits/${old}`, { archived: true });
    expect(await tiles(ctx)).toEqual({ completedToday: 0, totalHabits: 1, longestStreak: 2 });
    const week = await get(ctx, '/api/habits/weekly-stats', weeklyStatsSchema);
    expect(rates(week.days)).toBe('- - - - 1/1 1/1 0/1');

    // Ten days later the archived habit's page still shows the streak it had when archived.
    t.clock.set(new Date('2026-03-20T12:00:00Z'));
    expect(await oneHabit(ctx, old)).toMatchObject({
      currentStreak: 37,
      bestStreak: 37,
      totalCompletions: 37,
    });
    const heat = await get(
      ctx,
      `/api/habits/heatmap-stats?habitId=${old}&from=2026-03-08&to=2026-03-12`,
      heatmapStatsSchema,
    );
    expect(rates(heatmapDays(heat))).toBe('1/1 1/1 0/1 - -');
  });

  it('respects the start date: earlier days count nowhere', async () => {
    const ctx = await user();
    const id = await habit(ctx, { startDate: '2026-03-08' });
    await seed(ctx, id, '2026-03-08', 'x');
    const progress = await get(
      ctx,
      '/api/habits/progress-stats?from=2026-03-05&to=2026-03-12',
      progressStatsSchema,
    );
    expect(rates(progress.days)).toBe('- - - 1/1 0/1 0/1 - -');
    expect(await oneHabit(ctx, id)).toMatchObject({ currentStreak: 0, bestStreak: 1, completionRate30: 50 });
  });
});

describe('long streaks stay exact beyond the first window', () => {
  it('reads older days for the habits whose streak reaches past the first window, until every streak has ended', async () => {
    const ctx = await user();
    const hundred = await habit(ctx, { startDate: '2025-01-01' });
    const ever = await habit(ctx, { startDate: '2025-01-01' });
    const broken = await habit(ctx, { startDate: '2025-01-01' });
    await seedEveryDay(ctx, hundred, '2025-11-30', '2026-03-09'); // 100 days to yesterday
    await seedEveryDay(ctx, ever, '2025-01-01', '2026-03-09'); // 433 days to yesterday
    await seedEveryDay(ctx, broken, '2026-03-01', '2026-03-10');
    expect(await tiles(ctx)).toEqual({ completedToday: 1, totalHabits: 3, longestStreak: 433 });
    await ctx.agent.patch(`/api/habits/${ever}`, { archived: true });
    expect((await tiles(ctx)).longestStreak).toBe(100);
    expect(await oneHabit(ctx, ever)).toMatchObject({ currentStreak: 433, bestStreak: 433, strength: 100 });
  });

  it('keeps a streak across a long vacation at the window edge', async () => {
    const ctx = await user();
    const id = await habit(ctx, { startDate: '2025-10-01' });
    await seedEveryDay(ctx, id, '2025-10-01', '2025-12-31'); // 92 days
    await ctx.agent.post('/api/vacations', { startDate: '2026-01-01', endDate: '2026-03-05' });
    await seedEveryDay(ctx, id, '2026-03-06', '2026-03-09'); // 4 more
    expect((await tiles(ctx)).longestStreak).toBe(96);
  });

  it('reads the tiles in one SQL statement, and reaches back only as far as the longest current streak needs', async () => {
    const ctx = await user();
    // Six years of history, but the current streaks are short: the read covers the first window only.
    const id = await habit(ctx, { startDate: '2020-01-06' });
    await seedEveryDay(ctx, id, '2020-01-06', '2025-12-31');
    await seed(ctx, id, '2026-03-01', 'xx.xxxxxx');
    expect(await countStatements(() => tiles(ctx))).toEqual({
      result: expect.objectContaining({ longestStreak: 6 }),
      habitStatements: 1,
      total: 2,
      earliestDay: expect.stringMatching(/^2026-01-/),
    });
    // A 100-day streak: one more window of twice the length, still nowhere near 2020.
    const hundred = await habit(ctx, { startDate: '2020-01-06' });
    await seedEveryDay(ctx, hundred, '2025-11-30', '2026-03-09');
    const second = await countStatements(() => tiles(ctx));
    expect(second).toMatchObject({
      result: expect.objectContaining({ longestStreak: 100 }),
      habitStatements: 2,
      total: 3,
    });
    expect(second.earliestDay! > '2025-08-01').toBe(true);
    // A 282-day streak since its habit began: windows of 63, 126, then the rest up to its start.
    const long = await habit(ctx, { startDate: '2025-06-01' });
    await seedEveryDay(ctx, long, '2025-06-01', '2026-03-09');
    expect(await countStatements(() => tiles(ctx))).toMatchObject({
      result: expect.objectContaining({ longestStreak: 282 }),
      habitStatements: 3,
      total: 4,
    });
  });
});

/** Runs `fn` counting the SQL statements sent (the first is the session lookup of the request). */
async function countStatements<T>(fn: () => Promise<T>) {
  const pool = t.db.$client;
  const original = pool.query.bind(pool);
  const statements: string[] = [];
  const dates: string[] = [];
  pool.query = ((...args: Parameters<typeof original>) => {
    const [query, params] = args as unknown as [
      string | { text: string; values?: unknown[] },
      unknown[] | undefined,
    ];
    const text = typeof query === 'string' ? query : query.text;
    statements.push(text);
    const values = (typeof query === 'string' ? params : (query.values ?? params)) ?? [];
    if (/habit/.test(text))
      dates.push(
        ...values.filter((v): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v)),
      );
    return original(...args);
  }) as typeof pool.query;
  try {
    const result = await fn();
    // The earliest day any habit statement asked for: how far back the read went.
    const earliestDay = dates.sort()[0];
    return {
      result,
      habitStatements: statements.filter((s) => /habit/.test(s)).length,
      total: statements.length,
      earliestDay,
    };
  } finally {
    pool.query = original;
  }
}

describe('weekly, progress and heatmap stats', () => {
  it('answers the last 7 days and their rounded mean rate', async () => {
    const ctx = await user();
    const a = await habit(ctx, { startDate: '2026-03-01' });
    const b = await habit(ctx, { startDate: '2026-03-01', schedule: { kind: 'weekdays', days: [1, 3, 5] } });
    await seed(ctx, a, '2026-03-04', 'xx.xxx'); // Mar 4–9, Mar 6 missed
    await seed(ctx, b, '2026-03-04', 'x.....'); // Wed 4 ✓, Fri 6 ✗, Mon 9 ✗
    await ctx.agent.post('/api/vacations', { startDate: '2026-03-08', endDate: '2026-03-08' });
    const week = await get(ctx, '/api/habits/weekly-stats', weeklyStatsSchema);
    expect(week.days.map((d) => d.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(rates(week.days)).toBe('2/2 1/1 0/2 1/1 - 1/2 0/1');
    // Mean of 100, 100, 0, 100, 50, 0 = 58.3
    expect(week.completionRate).toBe(58);
  });

  it('defaults progress to 30 days and the heatmap to 365, bounded to 400 days', async () => {
    const ctx = await user();
    await habit(ctx, { startDate: '2026-03-01' });
    const progress = await get(ctx, '/api/habits/progress-stats', progressStatsSchema);
    expect(progress.days).toHaveLength(30);
    expect(progress.days.at(-1)).toEqual({ date: TODAY, scheduled: 1, completed: 0, rate: 0 });
    const heat = await get(ctx, '/api/habits/heatmap-stats', heatmapStatsSchema);
    expect([heat.from, heat.to, heat.scheduled.length, heat.completed.length]).toEqual([
      '2025-03-11',
      TODAY,
      365,
      365,
    ]);
    expect(heatmapDays(heat).at(-1)).toEqual(progress.days.at(-1));
    const year = heatmapDays(await get(ctx, '/api/habits/heatmap-stats?from=2026-01-01', heatmapStatsSchema));
    expect([year[0]!.date, year.at(-1)!.date]).toEqual(['2026-01-01', '2026-12-31']);
    expect(year.at(-1)!.rate).toBeNull();
    const tooWide = await ctx.agent.get('/api/habits/progress-stats?from=2025-01-01&to=2026-03-10');
    expect(tooWide.statusCode).toBe(400);
    expect((await ctx.agent.get('/api/habits/heatmap-stats?habitId=nope')).statusCode).toBe(400);
  });
});
