import { eq } from 'drizzle-orm';
import type { FocusSession, FocusStats } from '@track-grow/domain/focus';
import { addDays } from '@track-grow/domain/shared';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { focusSessions } from '../src/db/schema';
import { createTestApp, signUp, type TestApp } from './helpers';

type Caller = Awaited<ReturnType<typeof signUp>>;

let t: TestApp;
const NOW = new Date('2026-03-10T12:00:00Z');
const today = '2026-03-10';

beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(NOW));

/** A 25-minute pomodoro on `date`, with overrides. */
const pomodoro = (date: string, overrides: Record<string, unknown> = {}) => ({
  title: 'Deep work',
  plannedDuration: 25,
  actualDuration: 25,
  startedAt: `${date}T09:00:00Z`,
  completedAt: `${date}T09:25:00Z`,
  date,
  ...overrides,
});

async function save(caller: Caller, body: Record<string, unknown>): Promise<FocusSession> {
  const response = await caller.agent.post('/api/focus-sessions', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<FocusSession>();
}
const sessionsOf = (userId: string) =>
  t.db.select().from(focusSessions).where(eq(focusSessions.userId, userId));

async function expect400(response: { statusCode: number; json: <T>() => T }, field: string) {
  expect(response.statusCode).toBe(400);
  const { message } = response.json<{ message: string }>();
  expect(message.startsWith(`${field}: `) || message.includes(field), message).toBe(true);
}

describe('focus session CRUD', () => {
  it('saves a session retried with the same client id once, per user', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const body = pomodoro(today, { clientId: 'device-7f3a' });
    const first = await save(me, body);
    // The answer was lost and the device sends it again: the same session comes back.
    expect(await save(me, body)).toEqual(first);
    expect(await sessionsOf(me.user.id)).toHaveLength(1);
    // Another user's device may pick the same id: it is their own session.
    expect((await save(other, body)).id).not.toBe(first.id);
    // Without a client id every save is a session.
    await save(me, pomodoro(today));
    await save(me, pomodoro(today));
    expect(await sessionsOf(me.user.id)).toHaveLength(3);
    await expect400(
      await me.agent.post('/api/focus-sessions', pomodoro(today, { clientId: 'x'.repeat(65) })),
      'clientId',
    );
  });

  it('saves, reads, updates and deletes a session', async () => {
    const me = await signUp(t.app);
    const saved = await save(me, pomodoro(today, { title: '  Write the report ', category: 'Work' }));
    expect(saved).toMatchObject({
      title: 'Write the report',
      category: 'Work',
      type: 'focus',
      plannedDuration: 25,
      actualDuration: 25,
      startedAt: '2026-03-10T09:00:00.000Z',
      completedAt: '2026-03-10T09:25:00.000Z',
      date: today,
      taskId: null,
    });
    const stopped = await save(me, pomodoro(today, { actualDuration: 12, category: '' }));
    expect(stopped).toMatchObject({ actualDuration: 12, category: null });

    expect((await me.agent.get(`/api/focus-sessions/${saved.id}`)).json()).toEqual(saved);
    const patched = await me.agent.patch(`/api/focus-sessions/${saved.id}`, {
      title: 'Report, part 2',
      type: 'longBreak',
      completedAt: '2026-03-10T10:40:00+01:00',
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toMatchObject({
      title: 'Report, part 2',
      type: 'longBreak',
      completedAt: '2026-03-10T09:40:00.000Z',
      startedAt: saved.startedAt,
    });

    const removed = await me.agent.delete(`/api/focus-sessions/${stopped.id}`);
    expect(removed.json()).toEqual({ message: 'Focus session deleted' });
    expect((await me.agent.get(`/api/focus-sessions/${stopped.id}`)).statusCode).toBe(404);
    expect((await me.agent.delete(`/api/focus-sessions/${stopped.id}`)).statusCode).toBe(404);
    expect(await sessionsOf(me.user.id)).toHaveLength(1);
  });

  it('refuses each kind of bad input with a 400 naming the field, and saves nothing', async () => {
    const me = await signUp(t.app);
    const bad: [Record<string, unknown>, string][] = [
      [pomodoro(today, { type: 'nap' }), 'type'],
      [pomodoro(today, { title: '' }), 'title'],
      [pomodoro(today, { title: 'x'.repeat(201) }), 'title'],
      [pomodoro(today, { category: 'x'.repeat(41) }), 'category'],
      [pomodoro(today, { plannedDuration: 0 }), 'plannedDuration'],
      [pomodoro(today, { plannedDuration: 121 }), 'plannedDuration'],
      [pomodoro(today, { plannedDuration: 25.5 }), 'plannedDuration'],
      [pomodoro(today, { actualDuration: 0 }), 'actualDuration'],
      [pomodoro(today, { actualDuration: 1441 }), 'actualDuration'],
      [pomodoro(today, { actualDuration: '25' }), 'actualDuration'],
      [pomodoro(today, { startedAt: 'this morning' }), 'startedAt'],
      [pomodoro(today, { completedAt: '2026-03-10T08:59:00Z' }), 'completedAt'],
      [pomodoro(today, { date: '2026-02-30' }), 'date'],
      [pomodoro(today, { taskId: 'not-a-uuid' }), 'taskId'],
    ];
    for (const [body, field] of bad) {
      const response = await me.agent.post('/api/focus-sessions', body);
      await expect400(response, field);
    }
    const backwards = await me.agent.post(
      '/api/focus-sessions',
      pomodoro(today, { completedAt: '2026-03-10T08:59:00Z' }),
    );
    expect(backwards.json<{ message: string }>().message).toBe(
      'completedAt: The end must not be before the start',
    );
    expect(await sessionsOf(me.user.id)).toHaveLength(0);
  });

  it('refuses a bad patch, including an end moved before the stored start, and changes nothing', async () => {
    const me = await signUp(t.app);
    const saved = await save(me, pomodoro(today));
    const bad: [Record<string, unknown>, string][] = [
      [{}, 'Nothing to update'],
      [{ userId: me.user.id }, 'Unrecognized key'],
      [{ type: 'nap' }, 'type'],
      [{ actualDuration: 2000 }, 'actualDuration'],
      [{ startedAt: '2026-03-10T10:00:00Z' }, 'completedAt'],
      [{ completedAt: '2026-03-10T08:00:00Z' }, 'completedAt'],
      [{ startedAt: '2026-03-10T10:00:00Z', completedAt: '2026-03-10T09:00:00Z' }, 'completedAt'],
    ];
    for (const [body, field] of bad) {
      const response = await me.agent.patch(`/api/focus-sessions/${saved.id}`, body);
      await expect400(response, field);
    }
    expect((await me.agent.get(`/api/focus-sessions/${saved.id}`)).json()).toEqual(saved);
  });

  it('links a session to one of the user’s own tasks only; deleting the task unlinks it', async () => {
    const me = await signUp(t.app);
    const other = await signUp(t.app);
    const task = (await me.agent.post('/api/tasks', { title: 'Write the report' })).json<{ id: string }>();
    const theirs = (await other.agent.post('/api/tasks', { title: 'Their plan' })).json<{ id: string }>();

    const linked = await save(me, pomodoro(today, { taskId: task.id }));
    expect(linked.taskId).toBe(task.id);
    for (const taskId of [theirs.id, '01890000-0000-7000-8000-000000000000']) {
      const response = await me.agent.post('/api/focus-sessions', pomodoro(today, { taskId }));
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'taskId: Choose one of your tasks',
        code: 'focus.taskNotFound',
      });
      await expect400(await me.agent.patch(`/api/focus-sessions/${linked.id}`, { taskId }), 'taskId');
    }
    expect(await sessionsOf(me.user.id)).toHaveLength(1);

    const plain = await save(me, pomodoro(today));
    const relinked = await me.agent.patch(`/api/focus-sessions/${plain.id}`, { taskId: task.id });
    expect(relinked.json()).toMatchObject({ taskId: task.id });
    const unlinked = await me.agent.patch(`/api/focus-sessions/${plain.id}`, { taskId: null });
    expect(unlinked.json()).toMatchObject({ taskId: null });

    expect((await me.agent.delete(`/api/tasks/${task.id}`)).statusCode).toBe(200);
    expect((await me.agent.get(`/api/focus-sessions/${linked.id}`)).json()).toMatchObject({ taskId: null });
  });

  it('answers 404 for another user’s session and changes nothing', async () => {
    const owner = await signUp(t.app);
    const intruder = await signUp(t.app);
    const saved = await save(owner, pomodoro(today, { title: 'Secret project' }));
    for (const response of [
      await intruder.agent.get(`/api/focus-sessions/${saved.id}`),
      await intruder.agent.patch(`/api/focus-sessions/${saved.id}`, { title: 'Mine now' }),
      await intruder.agent.delete(`/api/focus-sessions/${saved.id}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Focus session not found', code: 'focus.notFound' });
    }
    expect((await owner.agent.get(`/api/focus-sessions/${saved.id}`)).json()).toEqual(saved);
    expect((await intruder.agent.get('/api/focus-sessions')).json()).toEqual([]);
  });
});

describe('focus session list', () => {
  it('defaults to the 14 days up to today, newest first; from/to reach further', async () => {
    const me = await signUp(t.app);
    const days = [addDays(today, -200), addDays(today, -14), addDays(today, -13), addDays(today, -3), today];
    for (const date of days) await save(me, pomodoro(date));
    const dates = (path: string) =>
      me.agent.get(path).then((r) => r.json<FocusSession[]>().map((s) => s.date));
    expect(await dates('/api/focus-sessions')).toEqual([today, addDays(today, -3), addDays(today, -13)]);
    expect(await dates(`/api/focus-sessions?from=${addDays(today, -200)}&to=${addDays(today, -3)}`)).toEqual([
      addDays(today, -3),
      addDays(today, -13),
      addDays(today, -14),
      addDays(today, -200),
    ]);
    expect(await dates(`/api/focus-sessions?to=${addDays(today, -13)}`)).toEqual([
      addDays(today, -13),
      addDays(today, -14),
    ]);
    expect(await dates(`/api/focus-sessions?from=${today}&to=${today}`)).toEqual([today]);

    await expect400(await me.agent.get(`/api/focus-sessions?from=${today}&to=${addDays(today, -1)}`), 'to');
    await expect400(await me.agent.get('/api/focus-sessions?limit=0'), 'limit');
    await expect400(await me.agent.get('/api/focus-sessions?limit=1001'), 'limit');
    await expect400(await me.agent.get('/api/focus-sessions?from=yesterday'), 'from');
    const forged = Buffer.from(JSON.stringify(['not a date', 'x'])).toString('base64url');
    for (const cursor of ['garbage', forged])
      await expect400(await me.agent.get(`/api/focus-sessions?cursor=${cursor}`), 'cursor');
  });

  it('pages with limit and the x-next-cursor, each session once, newest first', async () => {
    const me = await signUp(t.app);
    const saved: string[] = [];
    for (let i = 0; i < 7; i++) saved.push((await save(me, pomodoro(addDays(today, -Math.floor(i / 2))))).id);
    const seen: string[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const response = await me.agent.get(`/api/focus-sessions?limit=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.json<FocusSession[]>().length).toBeLessThanOrEqual(3);
      seen.push(...response.json<FocusSession[]>().map((s) => s.id));
      cursor = response.headers['x-next-cursor'] as string | undefined;
      pages++;
    } while (cursor);
    expect(pages).toBe(3);
    // Newest day first; within a day, the later save first (ids are UUID v7).
    expect(seen).toEqual([saved[1], saved[0], saved[3], saved[2], saved[5], saved[4], saved[6]]);
  });
});

describe('focus stats', () => {
  /** Sessions around the New York user's midnight of March 9–10, 2026 (UTC−4 since March 8). */
  async function newYorker(weekStart: 0 | 1): Promise<Caller> {
    const me = await signUp(t.app);
    const profile = await me.agent.patch('/api/auth/user', { timezone: 'America/New_York', weekStart });
    expect(profile.statusCode, profile.body).toBe(200);
    await save(me, pomodoro('2026-03-02')); // more than 6 days before March 9
    await save(me, pomodoro('2026-03-03'));
    await save(me, pomodoro('2026-03-08'));
    await save(me, pomodoro('2026-03-09'));
    await save(me, pomodoro('2026-03-09', { actualDuration: 20 }));
    await save(me, pomodoro('2026-03-09', { type: 'shortBreak', plannedDuration: 5, actualDuration: 5 }));
    await save(me, pomodoro('2026-03-10', { actualDuration: 10 }));
    return me;
  }
  const day = (date: string, sessions = 0, minutes = 0) => ({ date, sessions, minutes });
  const stats = (me: Caller) => me.agent.get('/api/focus-sessions/stats').then((r) => r.json<FocusStats>());

  it('counts focus sessions (not breaks) by the user’s day and a week from Sunday', async () => {
    const me = await newYorker(0);
    // 03:30 UTC is 23:30 on Monday, March 9, in New York.
    t.clock.set(new Date('2026-03-10T03:30:00Z'));
    expect(await stats(me)).toEqual({
      today: day('2026-03-09', 2, 45),
      weekStart: '2026-03-08',
      weekMinutes: 70,
      weekSessions: 3,
      last7Days: [
        day('2026-03-03', 1, 25),
        day('2026-03-04'),
        day('2026-03-05'),
        day('2026-03-06'),
        day('2026-03-07'),
        day('2026-03-08', 1, 25),
        day('2026-03-09', 2, 45),
      ],
    });
    // An hour later it is Tuesday there.
    t.clock.set(new Date('2026-03-10T04:30:00Z'));
    const tuesday = await stats(me);
    expect(tuesday).toMatchObject({ today: day('2026-03-10', 1, 10), weekMinutes: 80, weekSessions: 4 });
    expect(tuesday.last7Days[0]).toEqual(day('2026-03-04'));
    // A night owl whose day starts at 01:00: 00:30 is still Monday.
    await me.agent.patch('/api/auth/user', { dayStartHour: 1 });
    expect(await stats(me)).toMatchObject({ today: day('2026-03-09', 2, 45), weekMinutes: 70 });
  });

  it('starts the week on Monday for weekStart 1', async () => {
    const me = await newYorker(1);
    t.clock.set(new Date('2026-03-10T03:30:00Z'));
    expect(await stats(me)).toMatchObject({
      today: day('2026-03-09', 2, 45),
      weekStart: '2026-03-09',
      weekMinutes: 45,
      weekSessions: 2,
    });
    // Late on Sunday the week from Monday holds every day before it.
    t.clock.set(new Date('2026-03-09T03:30:00Z'));
    expect(await stats(me)).toMatchObject({
      today: day('2026-03-08', 1, 25),
      weekStart: '2026-03-02',
      weekMinutes: 75,
      weekSessions: 3,
    });
  });

  it('answers zeros with nothing saved', async () => {
    const me = await signUp(t.app);
    const empty = await stats(me);
    expect(empty).toMatchObject({
      today: day(today),
      weekStart: '2026-03-08',
      weekMinutes: 0,
      weekSessions: 0,
    });
    expect(empty.last7Days.map((d) => d.date)).toEqual([
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      today,
    ]);
  });
});
