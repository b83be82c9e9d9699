import { habitCompletionSchema, habitSchema, vacationSchema } from '@track-grow/domain/habits';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { habitCompletions, habits } from '../src/db/schema';
import { createTestApp, signUp, type Agent, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(new Date('2026-03-10T12:00:00Z')));

const put = (agent: Agent, url: string, payload: unknown) => agent.request('PUT', url, { payload });

async function createHabit(agent: Agent, body: Record<string, unknown> = {}) {
  const response = await agent.post('/api/habits', { name: 'Read', ...body });
  expect(response.statusCode).toBe(201);
  return habitSchema.parse(response.json());
}

describe('habits CRUD', () => {
  it("creates a habit with defaults: today (the user's) as start date, and the next sort order", async () => {
    const { agent } = await signUp(t.app);
    const first = await createHabit(agent, { name: '  Meditate  ' });
    expect(first).toMatchObject({
      name: 'Meditate',
      description: null,
      icon: '✅',
      color: '#22c55e',
      schedule: { kind: 'daily' },
      targetMinutes: null,
      reminderTime: null,
      startDate: '2026-03-10',
      sortOrder: 0,
      archivedAt: null,
    });
    const second = await createHabit(agent, {
      name: 'Gym',
      icon: '🏋️',
      color: '#112233',
      schedule: { kind: 'weekdays', days: [5, 1, 3, 1] },
      targetMinutes: 45,
      reminderTime: '07:30',
      startDate: '2026-03-02',
      description: 'Upper body',
    });
    expect(second).toMatchObject({
      sortOrder: 1,
      schedule: { kind: 'weekdays', days: [1, 3, 5] },
      targetMinutes: 45,
      startDate: '2026-03-02',
    });

    const list = await agent.get('/api/habits');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ name: string }[]>().map((h) => h.name)).toEqual(['Meditate', 'Gym']);
    expect((await agent.get(`/api/habits/${second.id}`)).json()).toEqual(second);
  });

  it('refuses bad input with a clear 400 and creates nothing', async () => {
    const { agent } = await signUp(t.app);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '' }, 'name: Name is required'],
      [{ name: 'x', schedule: { kind: 'weekdays', days: [] } }, 'Pick at least one day'],
      [{ name: 'x', schedule: { kind: 'weekdays', days: [7] } }, 'schedule'],
      [{ name: 'x', schedule: { kind: 'timesPerWeek', count: 8 } }, 'At most 7 times a week'],
      [{ name: 'x', schedule: { kind: 'monthly' } }, 'schedule'],
      [{ name: 'x', targetMinutes: 0 }, 'At least 1 minute'],
      [{ name: 'x', color: 'red' }, 'Use a colour like #22c55e'],
      [{ name: 'x', startDate: '2026-02-30' }, 'This date does not exist'],
      [{ name: 'x', reminderTime: '25:00' }, 'Use a time like 07:30'],
    ];
    for (const [body, message] of cases) {
      const response = await agent.post('/api/habits', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toContain(message);
    }
    expect((await agent.get('/api/habits')).json()).toEqual([]);
  });

  it('updates fields, archives and restores (archived habits leave the default list)', async () => {
    const { agent } = await signUp(t.app);
    const habit = await createHabit(agent);
    const patched = await agent.patch(`/api/habits/${habit.id}`, {
      name: 'Read 20 pages',
      schedule: { kind: 'timesPerWeek', count: 3 },
      targetMinutes: null,
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      name: 'Read 20 pages',
      schedule: { kind: 'timesPerWeek', count: 3 },
      targetMinutes: null,
    });

    const archived = await agent.patch(`/api/habits/${habit.id}`, { archived: true });
    expect(archived.json().archivedAt).toBe('2026-03-10T12:00:00.000Z');
    // Archiving again keeps the first stamp.
    t.clock.advance(60_000);
    expect((await agent.patch(`/api/habits/${habit.id}`, { archived: true })).json().archivedAt).toBe(
      '2026-03-10T12:00:00.000Z',
    );
    expect((await agent.get('/api/habits')).json()).toEqual([]);
    expect((await agent.get('/api/habits?archived=true')).json<{ id: string }[]>().map((h) => h.id)).toEqual([
      habit.id,
    ]);

    const restored = await agent.patch(`/api/habits/${habit.id}`, { archived: false });
    expect(restored.json().archivedAt).toBeNull();
    expect((await agent.get('/api/habits?archived=true')).json()).toEqual([]);

    expect((await agent.patch(`/api/habits/${habit.id}`, {})).statusCode).toBe(400);
    expect((await agent.patch(`/api/habits/${habit.id}`, { sortOrder: 3 })).statusCode).toBe(400);
    expect((await agent.get('/api/habits?archived=maybe')).statusCode).toBe(400);
  });

  it('deletes a habit with its completions', async () => {
    const { agent } = await signUp(t.app);
    const habit = await createHabit(agent);
    await agent.post(`/api/habits/${habit.id}/toggle`, { date: '2026-03-10' });
    const response = await agent.delete(`/api/habits/${habit.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Habit deleted' });
    expect((await agent.get(`/api/habits/${habit.id}`)).statusCode).toBe(404);
    expect(await t.db.select().from(habitCompletions).where(eq(habitCompletions.habitId, habit.id))).toEqual(
      [],
    );
    expect((await agent.delete(`/api/habits/${habit.id}`)).statusCode).toBe(404);
  });

  it('pages the list with x-next-cursor', async () => {
    const { agent } = await signUp(t.app);
    for (const name of ['a', 'b', 'c', 'd', 'e']) await createHabit(agent, { name });
    const first = await agent.get('/api/habits?limit=2');
    expect(first.json<{ name: string }[]>().map((h) => h.name)).toEqual(['a', 'b']);
    const cursor = first.headers['x-next-cursor'] as string;
    const second = await agent.get(`/api/habits?limit=2&cursor=${cursor}`);
    expect(second.json<{ name: string }[]>().map((h) => h.name)).toEqual(['c', 'd']);
    const third = await agent.get(`/api/habits?limit=2&cursor=${second.headers['x-next-cursor'] as string}`);
    expect(third.json<{ name: string }[]>().map((h) => h.name)).toEqual(['e']);
    expect(third.headers['x-next-cursor']).toBeUndefined();
    expect((await agent.get('/api/habits?cursor=garbage')).statusCode).toBe(400);
  });
});

describe("another user's habits", () => {
  it('are 404 on every route, and never change', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const habit = await createHabit(alice.agent, { name: 'Alice only' });
    await alice.agent.post(`/api/habits/${habit.id}/toggle`, { date: '2026-03-09' });
    const id = habit.id;
    const attempts = [
      () => bob.agent.get(`/api/habits/${id}`),
      () => bob.agent.patch(`/api/habits/${id}`, { name: 'Bob was here' }),
      () => bob.agent.delete(`/api/habits/${id}`),
      () => bob.agent.post(`/api/habits/${id}/toggle`, { date: '2026-03-10' }),
      () => put(bob.agent, `/api/habits/${id}/completions/2026-03-09`, {}),
      () => bob.agent.get(`/api/habits/${id}/stats`),
      () => bob.agent.get(`/api/habits/heatmap-stats?habitId=${id}`),
      () => bob.agent.get(`/api/habits/completions?habitId=${id}`),
      () => bob.agent.post('/api/habits/reorder', { ids: [id] }),
    ];
    for (const attempt of attempts) {
      const response = await attempt();
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Habit not found', code: 'habits.notFound' });
      expect(response.body).not.toContain('Alice only');
    }
    expect((await bob.agent.get('/api/habits')).json()).toEqual([]);
    expect((await bob.agent.get('/api/habits/completions')).json()).toEqual([]);
    const [row] = await t.db.select().from(habits).where(eq(habits.id, id));
    expect(row).toMatchObject({ name: 'Alice only', archivedAt: null });
    expect((await alice.agent.get('/api/habits/completions')).json()).toEqual([
      { habitId: id, date: '2026-03-09', completed: true, skipped: false },
    ]);
  });

  it('needs a session, and a well-formed id', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/habits' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/habits/stats' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/vacations' })).statusCode).toBe(401);
    const { agent } = await signUp(t.app);
    const response = await agent.get('/api/habits/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('id: Not a valid id');
  });
});

describe('completions', () => {
  it('toggle flips the day (creating it), clears a skip, and answers the row', async () => {
    const { agent } = await signUp(t.app);
    const habit = await createHabit(agent);
    const url = `/api/habits/${habit.id}/toggle`;
    const on = await agent.post(url, { date: '2026-03-10' });
    expect(on.statusCode).toBe(200);
    expect(habitCompletionSchema.parse(on.json())).toEqual({
      habitId: habit.id,
      date: '2026-03-10',
      completed: true,
      skipped: false,
    });
    expect((await agent.post(url, { date: '2026-03-10' })).json()).toMatchObject({
      completed: false,
      skipped: false,
    });
    expect((await agent.post(url, { date: '2026-03-10' })).json()).toMatchObject({ completed: true });

    await put(agent, `/api/habits/${habit.id}/completions/2026-03-09`, { skipped: true });
    expect((await agent.post(url, { date: '2026-03-09' })).json()).toMatchObject({
      date: '2026-03-09',
      completed: true,
      skipped: false,
    });
    const rows = await t.db.select().from(habitCompletions).where(eq(habitCompletions.habitId, habit.id));
    expect(rows).toHaveLength(2);
  });

  it('PUT sets the day idempotently: completed, skipped, or cleared', async () => {
    const { agent } = await signUp(t.app);
    const habit = await createHabit(agent);
    const url = `/api/habits/${habit.id}/completions/2026-03-08`;
    for (let i = 0; i < 2; i++) {
      const response = await put(agent, url, { completed: true });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        habitId: habit.id,
        date: '2026-03-08',
        completed: true,
        skipped: false,
      });
    }
    expect((await put(agent, url, { skipped: true, completed: false })).json()).toMatchObject({
      completed: false,
      skipped: true,
    });
    expect((await put(agent, url, { skipped: true })).json()).toMatchObject({
      completed: false,
      skipped: true,
    });
    expect((await agent.get('/api/habits/completions')).json()).toEqual([
      { habitId: habit.id, date: '2026-03-08', completed: false, skipped: true },
    ]);
    expect((await put(agent, url, {})).json()).toMatchObject({ completed: false, skipped: false });
    // A cleared day is no longer listed.
    expect((await agent.get('/api/habits/completions')).json()).toEqual([]);

    const both = await put(agent, url, { completed: true, skipped: true });
    expect(both.statusCode).toBe(400);
    expect(both.json().message).toContain('either completed or skipped');
    expect(
      (await put(agent, `/api/habits/${habit.id}/completions/2026-13-01`, { completed: true })).statusCode,
    ).toBe(400);
  });

  it("refuses a day after the user's today, and changes nothing", async () => {
    const { agent } = await signUp(t.app);
    const habit = await createHabit(agent);
    const toggle = await agent.post(`/api/habits/${habit.id}/toggle`, { date: '2026-03-11' });
    expect(toggle.statusCode).toBe(400);
    expect(toggle.json()).toEqual({
      message: "You can't complete a future day",
      code: 'habits.futureComplete',
    });
    const set = await put(agent, `/api/habits/${habit.id}/completions/2026-03-11`, { completed: true });
    expect(set.json()).toEqual({ message: "You can't complete a future day", code: 'habits.futureComplete' });
    expect(
      (await put(agent, `/api/habits/${habit.id}/completions/2026-03-11`, { skipped: true })).json(),
    ).toEqual({ message: "You can't skip a future day", code: 'habits.futureSkip' });
    // Clearing only removes: allowed on any day.
    expect((await put(agent, `/api/habits/${habit.id}/completions/2026-03-11`, {})).statusCode).toBe(200);
    expect((await agent.get('/api/habits/completions?from=2026-03-01&to=2026-03-31')).json()).toEqual([]);
  });

  it('accepts a back-filled day before the start date but moves nothing: it counts once the start date is moved back', async () => {
    const { agent } = await signUp(t.app);
    const habit = await createHabit(agent, { startDate: '2026-03-09' });
    expect((await agent.post(`/api/habits/${habit.id}/toggle`, { date: '2026-03-08' })).statusCode).toBe(200);
    expect((await agent.get(`/api/habits/${habit.id}`)).json().startDate).toBe('2026-03-09');
    expect((await agent.get(`/api/habits/${habit.id}/stats`)).json()).toMatchObject({
      totalCompletions: 0,
      bestStreak: 0,
    });
    await agent.patch(`/api/habits/${habit.id}`, { startDate: '2026-03-08' });
    expect((await agent.get(`/api/habits/${habit.id}/stats`)).json()).toMatchObject({
      totalCompletions: 1,
      bestStreak: 1,
    });
  });

  it('lists the last 35 days of active habits by default, bounded to 400 days', async () => {
    const { agent } = await signUp(t.app);
    const active = await createHabit(agent, { name: 'Active', startDate: '2026-01-01' });
    const archived = await createHabit(agent, { name: 'Archived', startDate: '2026-01-01' });
    for (const date of ['2026-02-03', '2026-02-04', '2026-03-10']) {
      await put(agent, `/api/habits/${active.id}/completions/${date}`, { completed: true });
      await put(agent, `/api/habits/${archived.id}/completions/${date}`, { completed: true });
    }
    await agent.patch(`/api/habits/${archived.id}`, { archived: true });
    expect(
      (await agent.get('/api/habits/completions')).json<{ date: string }[]>().map((c) => c.date),
    ).toEqual(['2026-02-04', '2026-03-10']);
    expect((await agent.get('/api/habits/completions?from=2026-02-01&to=2026-02-28')).json()).toHaveLength(2);
    expect(
      (
        await agent.get(`/api/habits/completions?habitId=${archived.id}&from=2026-02-01&to=2026-03-10`)
      ).json(),
    ).toHaveLength(3);
    const tooWide = await agent.get('/api/habits/completions?from=2025-01-01&to=2026-03-10');
    expect(tooWide.statusCode).toBe(400);
    expect(tooWide.json().message).toContain('at most 400 days');
    expect((await agent.get('/api/habits/completions?from=2024-01-01')).statusCode).toBe(200);
    expect((await agent.get('/api/habits/completions?from=2026-03-10&to=2026-03-01')).statusCode).toBe(400);
  });
});

describe('reorder', () => {
  it('puts the listed habits first in the given order, the others after in their order', async () => {
    const { agent } = await signUp(t.app);
    const a = await createHabit(agent, { name: 'a' });
    await createHabit(agent, { name: 'b' });
    const c = await createHabit(agent, { name: 'c' });
    await createHabit(agent, { name: 'd' });
    const response = await agent.post('/api/habits/reorder', { ids: [c.id, a.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ name: string; sortOrder: number }[]>().map((h) => [h.name, h.sortOrder])).toEqual([
      ['c', 0],
      ['a', 1],
      ['b', 2],
      ['d', 3],
    ]);
    expect((await agent.get('/api/habits')).json<{ name: string }[]>().map((h) => h.name)).toEqual([
      'c',
      'a',
      'b',
      'd',
    ]);
    // A new habit goes last.
    expect((await createHabit(agent, { name: 'e' })).sortOrder).toBe(4);
  });

  it('refuses unknown, foreign or repeated ids and moves nothing', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const a = await createHabit(alice.agent, { name: 'a' });
    const b = await createHabit(alice.agent, { name: 'b' });
    const foreign = await createHabit(bob.agent, { name: 'bob' });
    const mixed = await alice.agent.post('/api/habits/reorder', { ids: [b.id, foreign.id] });
    expect(mixed.statusCode).toBe(404);
    const repeated = await alice.agent.post('/api/habits/reorder', { ids: [b.id, b.id] });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().message).toContain('only once');
    expect((await alice.agent.post('/api/habits/reorder', { ids: [] })).statusCode).toBe(400);
    expect((await alice.agent.get('/api/habits')).json<{ id: string }[]>().map((h) => h.id)).toEqual([
      a.id,
      b.id,
    ]);
    expect((await bob.agent.get('/api/habits')).json()[0]).toMatchObject({ id: foreign.id, sortOrder: 0 });
  });
});

describe('vacations', () => {
  it('creates, lists newest first (filtered by overlap, paged) and deletes', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    const created = [];
    for (const [startDate, endDate] of [
      ['2026-01-10', '2026-01-12'],
      ['2026-03-01', '2026-03-05'],
      ['2026-02-01', '2026-02-01'],
    ]) {
      const response = await alice.agent.post('/api/vacations', { startDate, endDate });
      expect(response.statusCode).toBe(201);
      created.push(vacationSchema.parse(response.json()));
    }
    const list = (await alice.agent.get('/api/vacations')).json<{ startDate: string }[]>();
    expect(list.map((v) => v.startDate)).toEqual(['2026-03-01', '2026-02-01', '2026-01-10']);
    expect(
      (await alice.agent.get('/api/vacations?from=2026-01-12&to=2026-02-15'))
        .json<{ startDate: string }[]>()
        .map((v) => v.startDate),
    ).toEqual(['2026-02-01', '2026-01-10']);
    const page = await alice.agent.get('/api/vacations?limit=2');
    expect(page.json()).toHaveLength(2);
    const rest = await alice.agent.get(
      `/api/vacations?limit=2&cursor=${page.headers['x-next-cursor'] as string}`,
    );
    expect(rest.json<{ startDate: string }[]>().map((v) => v.startDate)).toEqual(['2026-01-10']);
    expect((await bob.agent.get('/api/vacations')).json()).toEqual([]);

    expect((await bob.agent.delete(`/api/vacations/${created[0]!.id}`)).statusCode).toBe(404);
    expect((await alice.agent.delete(`/api/vacations/${created[0]!.id}`)).json()).toEqual({
      message: 'Vacation deleted',
    });
    expect((await alice.agent.get('/api/vacations')).json()).toHaveLength(2);
  });

  it('refuses an end before the start', async () => {
    const { agent } = await signUp(t.app);
    const response = await agent.post('/api/vacations', { startDate: '2026-03-05', endDate: '2026-03-01' });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('endDate: The end must not be before the start');
    expect((await agent.get('/api/vacations')).json()).toEqual([]);
  });
});
