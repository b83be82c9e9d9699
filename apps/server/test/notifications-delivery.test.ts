import { and, eq } from 'drizzle-orm';
import type { PushPayload } from '@track-grow/domain/notifications';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { createDatabase } from '../src/db/client';
import { notificationSchedule, pushSubscriptions } from '../src/db/schema';
import { deliver } from '../src/modules/notifications/delivery';
import { claimDelivery } from '../src/modules/notifications/queries';
import { startNotificationQueue, type NotificationQueue } from '../src/modules/notifications/queue';
import type { PushConfig } from '../src/modules/notifications/sender';
import { APP_URL, createTestApp, memoryMailer, signUpIn, type Agent, type TestApp } from './helpers';
import { startFakePushService, type FakeDevice, type FakePushService } from './push-service';

/**
 * Issue 24 end to end: the real app and the real queue (pg-boss on the test database) send real encrypted Web
 * Push requests to a fake push service on 127.0.0.1, which a test device decrypts. The app's clock is the test's.
 */

const push: PushConfig = { subject: 'mailto:ops@example.com', allowLocalEndpoints: true, timeoutMs: 5000 };
const silent = { warn: () => undefined, error: () => undefined };

let t: TestApp;
let queue: NotificationQueue;
let service: FakePushService;
let deviceCount = 0;

beforeAll(async () => {
  service = await startFakePushService();
  t = await createTestApp({ push });
  queue = await startNotificationQueue({
    databaseUrl: t.url,
    db: t.db,
    clock: t.clock,
    push,
    log: silent,
    retryDelaySeconds: 1,
    pollingIntervalSeconds: 0.5,
  });
  afterAll(() => queue.stop());
}, 60_000);

beforeEach(() => t.clock.set(new Date('2026-01-14T12:00:00Z')));

/** The queue's tick at the clock's time, then every send job run to its end. */
async function flush(q: NotificationQueue = queue) {
  await q.tick();
  await q.idle();
}

async function subscribed(agent: Agent, label = 'phone'): Promise<FakeDevice> {
  const device = service.device(`${label}-${deviceCount++}`);
  const response = await agent.post('/api/notifications/subscriptions', {
    ...device.subscription,
    userAgent: label,
  });
  expect(response.statusCode, response.body).toBe(201);
  return device;
}

const scheduleOf = (userId: string) =>
  t.db.select().from(notificationSchedule).where(eq(notificationSchedule.userId, userId));

async function fireAtOf(userId: string, kind: 'habit' | 'mood' | 'timer' | 'task' | 'digest', ref: string) {
  const [row] = await t.db
    .select()
    .from(notificationSchedule)
    .where(
      and(
        eq(notificationSchedule.userId, userId),
        eq(notificationSchedule.kind, kind),
        eq(notificationSchedule.ref, ref),
      ),
    );
  return row && { fireAt: row.fireAt.toISOString(), deliverAt: row.deliverAt.toISOString() };
}

/** The send job of the habit's 08:00 reminder in Rome on 15 January (07:00Z). */
const winterMorningJob = (me: { user: { id: string }; habitId: string }) => ({
  userId: me.user.id,
  kind: 'habit' as const,
  ref: me.habitId,
  fireAt: '2026-01-15T07:00:00.000Z',
  deliverAt: '2026-01-15T07:00:00.000Z',
});

async function romeUserWithHabit(body: Record<string, unknown> = {}, app = t.app) {
  const me = await signUpIn(app, 'Europe/Rome');
  await me.agent.request('PUT', '/api/notifications/settings', {
    payload: { kinds: { mood: { enabled: false } } },
  });
  const created = await me.agent.post('/api/habits', {
    name: 'Stretch',
    reminderTime: '08:00',
    startDate: '2026-01-01',
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const device = await subscribed(me.agent);
  return { ...me, habitId: created.json<{ id: string }>().id, device };
}

describe('the test notification', () => {
  it('reaches every device, encrypted (aes128gcm) and VAPID-signed, with its TTL, urgency and topic', async () => {
    const me = await signUpIn(t.app, 'Europe/Rome');
    const [phone, laptop] = [await subscribed(me.agent, 'phone'), await subscribed(me.agent, 'laptop')];
    const sent = await me.agent.post('/api/notifications/test');
    expect(sent.json()).toEqual({ devices: 2 });
    await flush();
    for (const device of [phone, laptop])
      expect(device.received()).toEqual([
        expect.objectContaining({ v: 1, kind: 'test', title: 'Notifications work', url: '/profile' }),
      ]);
    const request = service.requests.find((r) => r.device === phone.name)!;
    const { publicKey } = (await me.agent.get('/api/notifications/vapid-key')).json<{ publicKey: string }>();
    expect(request.headers).toMatchObject({ ttl: '300', urgency: 'normal', 'content-encoding': 'aes128gcm' });
    expect(request.headers.authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${publicKey}$`),
    );
    expect(request.headers.topic).toMatch(/^[\w-]{1,32}$/);
    // The body is ciphertext: nothing of the text travels in the clear.
    expect(request.body.toString('latin1')).not.toContain('Notifications');
    const [list] = [
      (await me.agent.get('/api/notifications/subscriptions')).json<{ lastSuccessAt: string }[]>(),
    ];
    expect(list.every((d) => d.lastSuccessAt !== null)).toBe(true);
  });

  it('answers 0 devices, and queues nothing, for a user without one', async () => {
    const me = await signUpIn(t.app, 'Europe/Rome');
    expect((await me.agent.post('/api/notifications/test')).json()).toEqual({ devices: 0 });
    expect(await scheduleOf(me.user.id)).toEqual([]);
  });

  it('removes a device whose push service answers 410 or 404, and still reaches the others', async () => {
    const me = await signUpIn(t.app, 'Europe/Rome');
    const [gone, lost, kept] = [
      await subscribed(me.agent, 'gone'),
      await subscribed(me.agent, 'lost'),
      await subscribed(me.agent, 'kept'),
    ];
    service.answer(gone.name, 410);
    service.answer(lost.name, 404);
    await me.agent.post('/api/notifications/test');
    await flush();
    expect(kept.received()).toHaveLength(1);
    const left = (await me.agent.get('/api/notifications/subscriptions')).json<{ userAgent: string }[]>();
    expect(left.map((d) => d.userAgent)).toEqual(['kept']);
  });

  it('retries a device that failed with a 500, with backoff, and never sends twice to one that took it', async () => {
    const me = await signUpIn(t.app, 'Europe/Rome');
    const [flaky, steady] = [await subscribed(me.agent, 'flaky'), await subscribed(me.agent, 'steady')];
    service.answer(flaky.name, 500, 503);
    await me.agent.post('/api/notifications/test');
    await queue.tick();
    await queue.idle(30_000);
    const tries = service.requests.filter((r) => r.device === flaky.name).map((r) => r.status);
    expect(tries).toEqual([500, 503, 201]);
    expect(flaky.received()).toHaveLength(1);
    expect(service.requests.filter((r) => r.device === steady.name)).toHaveLength(1);
    // Each try of one occurrence carries the same topic (a retry replaces an undelivered copy).
    const topics = new Set(
      service.requests.filter((r) => r.device === flaky.name).map((r) => r.headers.topic),
    );
    expect(topics.size).toBe(1);
  }, 40_000);
});

describe('habit reminders', () => {
  it('fire at 08:00 Europe/Rome: 07:00Z in winter, 06:00Z in summer and on the day the clocks move', async () => {
    const me = await romeUserWithHabit();
    expect(await fireAtOf(me.user.id, 'habit', me.habitId)).toEqual({
      fireAt: '2026-01-15T07:00:00.000Z',
      deliverAt: '2026-01-15T07:00:00.000Z',
    });
    t.clock.set(new Date('2026-01-15T06:59:00Z'));
    await flush();
    expect(me.device.received()).toEqual([]);
    t.clock.set(new Date('2026-01-15T07:00:20Z'));
    await flush();
    const [payload] = me.device.received() as PushPayload[];
    expect(payload).toEqual({
      v: 1,
      id: expect.any(String),
      kind: 'habit',
      title: 'Time for Stretch',
      body: 'Tap Done once it’s done.',
      tag: `habit:${me.habitId}:2026-01-15`,
      url: '/habits',
      actions: [
        {
          action: 'done',
          title: 'Done',
          url: `/api/habits/${me.habitId}/completions/2026-01-15`,
          method: 'PUT',
          body: { completed: true },
        },
      ],
    });
    expect(service.requests.find((r) => r.device === me.device.name)?.headers).toMatchObject({
      ttl: '3600',
      urgency: 'normal',
    });
    // The next occurrence is planned as this one goes out.
    expect((await fireAtOf(me.user.id, 'habit', me.habitId))?.fireAt).toBe('2026-01-16T07:00:00.000Z');
    // "Done" is the habits' own idempotent set, with the user's session.
    const done = await me.agent.request('PUT', payload!.actions[0]!.url, {
      payload: payload!.actions[0]!.body,
    });
    expect(done.json()).toMatchObject({ completed: true, date: '2026-01-15' });

    // In summer (a user of July: a session lasts 30 days), and on the day the clocks move forward.
    t.clock.set(new Date('2026-07-14T12:00:00Z'));
    const summer = await romeUserWithHabit();
    expect((await fireAtOf(summer.user.id, 'habit', summer.habitId))?.fireAt).toBe(
      '2026-07-15T06:00:00.000Z',
    );
    t.clock.set(new Date('2026-07-15T06:00:10Z'));
    await flush();
    expect(summer.device.received()).toEqual([
      expect.objectContaining({ tag: `habit:${summer.habitId}:2026-07-15` }),
    ]);
    t.clock.set(new Date('2026-03-28T12:00:00Z'));
    const spring = await romeUserWithHabit();
    expect((await fireAtOf(spring.user.id, 'habit', spring.habitId))?.fireAt).toBe(
      '2026-03-29T06:00:00.000Z',
    );
    t.clock.set(new Date('2026-03-29T06:00:10Z'));
    await flush();
    expect((await fireAtOf(spring.user.id, 'habit', spring.habitId))?.fireAt).toBe(
      '2026-03-30T06:00:00.000Z',
    );
    expect(spring.device.received()).toHaveLength(1);
  });

  it('are silent on a day the habit is done, skipped or on vacation, and go on the day after', async () => {
    const me = await romeUserWithHabit();
    t.clock.set(new Date('2026-01-15T06:00:00Z'));
    await me.agent.request('PUT', `/api/habits/${me.habitId}/completions/2026-01-15`, {
      payload: { completed: true },
    });
    t.clock.set(new Date('2026-01-15T07:00:10Z'));
    await flush();
    t.clock.set(new Date('2026-01-16T06:00:00Z'));
    await me.agent.request('PUT', `/api/habits/${me.habitId}/completions/2026-01-16`, {
      payload: { skipped: true },
    });
    t.clock.set(new Date('2026-01-16T07:00:10Z'));
    await flush();
    await me.agent.post('/api/vacations', { startDate: '2026-01-17', endDate: '2026-01-17' });
    t.clock.set(new Date('2026-01-17T07:00:10Z'));
    await flush();
    expect(me.device.received()).toEqual([]);
    t.clock.set(new Date('2026-01-18T07:00:10Z'));
    await flush();
    expect(me.device.received()).toEqual([
      expect.objectContaining({ tag: `habit:${me.habitId}:2026-01-18` }),
    ]);
  });

  it('fire only on the habit’s weekdays, and stop when the habit loses its time or goes', async () => {
    // 2026-01-14 is a Wednesday: Mondays only → Monday 19th.
    const me = await romeUserWithHabit({ schedule: { kind: 'weekdays', days: [1] } });
    expect((await fireAtOf(me.user.id, 'habit', me.habitId))?.fireAt).toBe('2026-01-19T07:00:00.000Z');
    await me.agent.patch(`/api/habits/${me.habitId}`, { reminderTime: null });
    expect(await fireAtOf(me.user.id, 'habit', me.habitId)).toBeUndefined();
    await me.agent.patch(`/api/habits/${me.habitId}`, { reminderTime: '19:30' });
    expect((await fireAtOf(me.user.id, 'habit', me.habitId))?.fireAt).toBe('2026-01-19T18:30:00.000Z');
    await me.agent.delete(`/api/habits/${me.habitId}`);
    expect(await fireAtOf(me.user.id, 'habit', me.habitId)).toBeUndefined();
  });

  it('follow the user’s time zone, and a change reschedules only that user', async () => {
    const me = await romeUserWithHabit();
    const other = await romeUserWithHabit();
    const othersBefore = await scheduleOf(other.user.id);
    await me.agent.patch('/api/auth/user', { timezone: 'America/New_York' });
    expect((await fireAtOf(me.user.id, 'habit', me.habitId))?.fireAt).toBe('2026-01-14T13:00:00.000Z');
    await me.agent.post('/api/habits', { name: 'Read', reminderTime: '21:00' });
    await me.agent.request('PUT', '/api/notifications/settings', { payload: { quietHours: null } });
    expect(await scheduleOf(other.user.id)).toEqual(othersBefore);
  });

  it('drop a job that no longer matches the habit, or came too late, and send one occurrence once', async () => {
    const me = await romeUserWithHabit();
    const deps = { db: t.db, clock: t.clock, push };
    const job = winterMorningJob(me);
    t.clock.set(new Date('2026-01-15T07:00:05Z'));
    expect(await deliver(deps, { ...job, fireAt: '2026-01-15T06:00:00.000Z' })).toBe('dropped');
    expect(await deliver(deps, job)).toBe('sent');
    expect(await deliver(deps, job)).toBe('duplicate');
    t.clock.set(new Date('2026-01-16T09:00:00Z'));
    expect(
      await deliver(deps, {
        ...job,
        fireAt: '2026-01-16T07:00:00.000Z',
        deliverAt: '2026-01-16T07:00:00.000Z',
      }),
    ).toBe('late');
    expect(me.device.received()).toHaveLength(1);
  });
});

describe('a process killed while sending', () => {
  it('holds its occurrence until its lease ends, then another process sends it, once', async () => {
    const me = await romeUserWithHabit();
    const deps = { db: t.db, clock: t.clock, push };
    const job = winterMorningJob(me);
    t.clock.set(new Date('2026-01-15T07:00:05Z'));
    // The first sender claimed it and died before sending (its lease: 2 minutes).
    const now = t.clock.now();
    expect(
      await claimDelivery(
        t.db,
        { ...job, fireAt: new Date(job.fireAt) },
        now,
        new Date(now.getTime() + 120_000),
      ),
    ).toBeDefined();
    expect(await deliver(deps, job)).toBe('duplicate');
    expect(me.device.received()).toEqual([]);
    t.clock.set(new Date('2026-01-15T07:02:06Z'));
    expect(await deliver(deps, job)).toBe('sent');
    expect(await deliver(deps, job)).toBe('duplicate');
    expect(me.device.received()).toHaveLength(1);
  });

  it('loses nothing planned: a queue started afresh on the database sends what is due', async () => {
    const me = await romeUserWithHabit();
    const fresh = await startNotificationQueue({
      databaseUrl: t.url,
      db: t.db,
      clock: t.clock,
      push,
      log: silent,
      pollingIntervalSeconds: 0.5,
    });
    try {
      t.clock.set(new Date('2026-01-15T07:00:05Z'));
      await flush(fresh);
      expect(me.device.received()).toHaveLength(1);
    } finally {
      await fresh.stop();
    }
  });
});

describe('quiet hours', () => {
  it('hold what falls inside them until they end', async () => {
    const me = await romeUserWithHabit();
    const put = await me.agent.request('PUT', '/api/notifications/settings', {
      payload: { quietHours: { start: '06:00', end: '09:00' } },
    });
    expect(put.statusCode, put.body).toBe(200);
    // 08:00 Rome is inside: out at 09:00 Rome, 08:00Z in winter.
    expect(await fireAtOf(me.user.id, 'habit', me.habitId)).toEqual({
      fireAt: '2026-01-15T07:00:00.000Z',
      deliverAt: '2026-01-15T08:00:00.000Z',
    });
    t.clock.set(new Date('2026-01-15T07:00:10Z'));
    await flush();
    expect(me.device.received()).toEqual([]);
    // Ending the quiet hours early lets the held reminder out now, not tomorrow.
    t.clock.set(new Date('2026-01-15T07:30:00Z'));
    await me.agent.request('PUT', '/api/notifications/settings', { payload: { quietHours: null } });
    expect((await fireAtOf(me.user.id, 'habit', me.habitId))?.deliverAt).toBe('2026-01-15T07:00:00.000Z');
    await flush();
    expect(me.device.received()).toEqual([
      expect.objectContaining({ tag: `habit:${me.habitId}:2026-01-15` }),
    ]);
  });

  it('send at their end what would have been sent inside them', async () => {
    const me = await romeUserWithHabit();
    await me.agent.request('PUT', '/api/notifications/settings', {
      payload: { quietHours: { start: '22:00', end: '08:30' } },
    });
    t.clock.set(new Date('2026-01-15T07:00:10Z'));
    await flush();
    expect(me.device.received()).toEqual([]);
    t.clock.set(new Date('2026-01-15T07:30:05Z'));
    await flush();
    expect(me.device.received()).toHaveLength(1);
  });
});

describe('the mood prompt', () => {
  it('asks at its time, silent once a mood is logged that day', async () => {
    const me = await signUpIn(t.app, 'Europe/Rome');
    await me.agent.request('PUT', '/api/notifications/settings', {
      payload: { kinds: { mood: { time: '21:00' }, habits: { enabled: false } } },
    });
    const device = await subscribed(me.agent);
    expect((await fireAtOf(me.user.id, 'mood', ''))?.fireAt).toBe('2026-01-14T20:00:00.000Z');
    await me.agent.post('/api/moods', { date: '2026-01-14', rating: 4 });
    t.clock.set(new Date('2026-01-14T20:00:10Z'));
    await flush();
    expect(device.received()).toEqual([]);
    t.clock.set(new Date('2026-01-15T20:00:10Z'));
    await flush();
    expect(device.received()).toEqual([
      expect.objectContaining({ kind: 'mood', title: 'How are you feeling?' }),
    ]);
    expect(service.requests.at(-1)?.headers).toMatchObject({ urgency: 'low', ttl: '10800' });
    await me.agent.request('PUT', '/api/notifications/settings', {
      payload: { kinds: { mood: { enabled: false } } },
    });
    expect(await fireAtOf(me.user.id, 'mood', '')).toBeUndefined();
  });

  it('speaks the user’s language', async () => {
    const me = await signUpIn(t.app, 'Europe/Rome');
    await me.agent.patch('/api/auth/user', { locale: 'it' });
    const device = await subscribed(me.agent);
    t.clock.set(new Date('2026-01-14T19:00:10Z'));
    await flush();
    expect(device.received()).toEqual([expect.objectContaining({ title: 'Come ti senti?' })]);
  });
});

describe('task reminders and the morning digest', () => {
  async function romeUserWithTask(lead: number, task: Record<string, unknown> = {}) {
    const me = await signUpIn(t.app, 'Europe/Rome');
    await me.agent.request('PUT', '/api/notifications/settings', {
      payload: { kinds: { mood: { enabled: false }, taskDigest: { enabled: false }, tasks: { lead } } },
    });
    const device = await subscribed(me.agent);
    const created = await me.agent.post('/api/tasks', {
      title: 'Call mom',
      notes: 'secret notes',
      dueDate: '2026-01-15',
      dueTime: '09:30',
      ...task,
    });
    expect(created.statusCode, created.body).toBe(201);
    return { ...me, device, taskId: created.json<{ id: string }>().id };
  }

  it('come at the due time, or the lead before it, with the title and never the notes', async () => {
    const me = await romeUserWithTask(10);
    // 09:30 Rome is 08:30Z; ten minutes before.
    expect((await fireAtOf(me.user.id, 'task', me.taskId))?.fireAt).toBe('2026-01-15T08:20:00.000Z');
    t.clock.set(new Date('2026-01-15T08:20:05Z'));
    await flush();
    const [payload] = me.device.received() as PushPayload[];
    expect(payload).toMatchObject({
      kind: 'task',
      title: 'Call mom',
      body: 'Due at 09:30',
      url: '/tasks',
      actions: [
        { action: 'done', url: `/api/tasks/${me.taskId}`, method: 'PATCH', body: { status: 'completed' } },
      ],
    });
    expect(JSON.stringify(payload)).not.toContain('secret');
    // Once: a task's reminder does not come back.
    expect(await fireAtOf(me.user.id, 'task', me.taskId)).toBeUndefined();
    const done = await me.agent.patch(payload!.actions[0]!.url, payload!.actions[0]!.body);
    expect(done.json()).toMatchObject({ status: 'completed' });
  });

  it('say "tomorrow" a day ahead, follow a moved task, and are silent for one done', async () => {
    const me = await romeUserWithTask(1440, { dueDate: '2026-01-16' });
    expect((await fireAtOf(me.user.id, 'task', me.taskId))?.fireAt).toBe('2026-01-15T08:30:00.000Z');
    // Moved to the 17th: the reminder moves with it.
    await me.agent.patch(`/api/tasks/${me.taskId}`, { dueDate: '2026-01-17' });
    expect((await fireAtOf(me.user.id, 'task', me.taskId))?.fireAt).toBe('2026-01-16T08:30:00.000Z');
    t.clock.set(new Date('2026-01-15T08:30:05Z'));
    await flush();
    expect(me.device.received()).toEqual([]);
    t.clock.set(new Date('2026-01-16T08:30:05Z'));
    await flush();
    expect(me.device.received()).toEqual([expect.objectContaining({ body: 'Due tomorrow at 09:30' })]);
    const other = await romeUserWithTask(0);
    t.clock.set(new Date('2026-01-15T08:00:00Z'));
    await other.agent.patch(`/api/tasks/${other.taskId}`, { status: 'completed' });
    expect(await fireAtOf(other.user.id, 'task', other.taskId)).toBeUndefined();
    t.clock.set(new Date('2026-01-15T08:30:05Z'));
    await flush();
    expect(other.device.received()).toEqual([]);
  });

  it('list the day’s open tasks in the morning, and stay silent on a day without any', async () => {
    const me = await signUpIn(t.app, 'Europe/Rome');
    await me.agent.request('PUT', '/api/notifications/settings', {
      payload: {
        kinds: { mood: { enabled: false }, tasks: { enabled: false }, taskDigest: { time: '07:30' } },
      },
    });
    const device = await subscribed(me.agent);
    for (const title of ['Pay rent', 'Call mom', 'Buy milk', 'Water plants'])
      await me.agent.post('/api/tasks', { title, dueDate: '2026-01-15' });
    await me.agent.post('/api/tasks', { title: 'Done already', dueDate: '2026-01-15', status: 'completed' });
    expect((await fireAtOf(me.user.id, 'digest', ''))?.fireAt).toBe('2026-01-15T06:30:00.000Z');
    t.clock.set(new Date('2026-01-15T06:30:05Z'));
    await flush();
    expect(device.received()).toEqual([
      expect.objectContaining({ kind: 'digest', title: '4 tasks due today', tag: 'digest:2026-01-15' }),
    ]);
    expect((device.received()[0] as PushPayload).body).toMatch(/^[^,]+, [^,]+, [^,]+ and 1 more$/);
    t.clock.set(new Date('2026-01-16T06:30:05Z'));
    await flush();
    expect(device.received()).toHaveLength(1);
  });
});

describe('timers', () => {
  it('announce the end of a running timer, never of one paused or stopped', async () => {
    const me = await signUpIn(t.app, 'Europe/Rome');
    await me.agent.request('PUT', '/api/notifications/settings', {
      payload: { kinds: { mood: { enabled: false } } },
    });
    const device = await subscribed(me.agent);
    const stopped = (
      await me.agent.post('/api/notifications/timers', { kind: 'focus', endsAt: '2026-01-14T12:25:00Z' })
    ).json<{ id: string }>();
    expect(await fireAtOf(me.user.id, 'timer', stopped.id)).toEqual({
      fireAt: '2026-01-14T12:25:00.000Z',
      deliverAt: '2026-01-14T12:25:00.000Z',
    });
    expect((await me.agent.delete(`/api/notifications/timers/${stopped.id}`)).statusCode).toBe(200);
    expect(await fireAtOf(me.user.id, 'timer', stopped.id)).toBeUndefined();
    // 13:30+01:00 is 12:30Z.
    const running = await me.agent.post('/api/notifications/timers', {
      kind: 'rest',
      endsAt: '2026-01-14T13:30:00+01:00',
    });
    expect(running.statusCode, running.body).toBe(201);
    t.clock.set(new Date('2026-01-14T12:25:30Z'));
    await flush();
    expect(device.received()).toEqual([]);
    t.clock.set(new Date('2026-01-14T12:30:10Z'));
    await flush();
    expect(device.received()).toEqual([
      expect.objectContaining({ kind: 'timer', title: 'Break’s over', url: '/focus' }),
    ]);
    expect(service.requests.at(-1)?.headers).toMatchObject({ urgency: 'high', ttl: '600' });
    // Announced: the timer is over.
    const id = running.json<{ id: string }>().id;
    expect((await me.agent.delete(`/api/notifications/timers/${id}`)).statusCode).toBe(404);
  });
});

describe('two app processes on one database', () => {
  it('send each due notification exactly once', async () => {
    const db2 = createDatabase(t.url, { max: 4 });
    const app2 = await buildApp({
      db: db2,
      clock: t.clock,
      mailer: memoryMailer(),
      ai: undefined,
      appUrl: APP_URL,
      push,
    });
    const queue2 = await startNotificationQueue({
      databaseUrl: t.url,
      db: db2,
      clock: t.clock,
      push,
      log: silent,
      retryDelaySeconds: 1,
      pollingIntervalSeconds: 0.5,
    });
    try {
      // Each process serves some of the users' requests.
      const users = [];
      for (let i = 0; i < 6; i++) users.push(await romeUserWithHabit({}, i % 2 ? app2 : t.app));
      t.clock.set(new Date('2026-01-15T07:00:15Z'));
      await Promise.all([queue.tick(), queue2.tick(), queue.tick(), queue2.tick()]);
      await Promise.all([queue.idle(), queue2.idle()]);
      for (const user of users) expect(user.device.received()).toHaveLength(1);
    } finally {
      await queue2.stop();
      await app2.close();
      await db2.$client.end();
    }
  }, 60_000);
});

describe('account deletion', () => {
  it('removes the devices and the planned reminders', async () => {
    const me = await romeUserWithHabit();
    expect(await scheduleOf(me.user.id)).not.toEqual([]);
    const deleted = await me.agent.delete('/api/auth/user', { password: me.password });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await scheduleOf(me.user.id)).toEqual([]);
    expect(
      await t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, me.user.id)),
    ).toEqual([]);
  });
});
