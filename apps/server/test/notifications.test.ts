import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { parseConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { notificationSettings, pushSubscriptions, pushVapidKeys } from '../src/db/schema';
import { endpointAllowed, guardedLookup, isPublicAddress } from '../src/modules/notifications/endpoint-guard';
import { vapidKeys } from '../src/modules/notifications/service';
import { createTestApp, signUp, type TestApp } from './helpers';

/**
 * Issue 24's API: the VAPID key, the devices (with the endpoint rule and the cap), the settings and the timers.
 * Bad input is a 400 with the catalogue's code that changes nothing. Sending is notifications-delivery.test.ts.
 */

let t: TestApp;
const NOW = new Date('2026-03-10T12:00:00Z');
beforeAll(async () => {
  t = await createTestApp();
});
beforeEach(() => t.clock.set(NOW));

const b64 = (bytes: number, fill = 4) => Buffer.alloc(bytes, fill).toString('base64url');
const device = (n: number | string, extra: Record<string, unknown> = {}) => ({
  endpoint: `https://fcm.googleapis.com/fcm/send/device-${n}`,
  expirationTime: null,
  keys: { p256dh: b64(65), auth: b64(16, 1) },
  ...extra,
});

const devicesOf = (userId: string) =>
  t.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));

function expect400(response: { statusCode: number; json: <T>() => T }, code: string) {
  expect(response.statusCode).toBe(400);
  const body = response.json<{ code?: string; issues?: { code?: string }[] }>();
  expect(body.code ?? body.issues?.[0]?.code).toBe(code);
}

describe('the VAPID key', () => {
  it('is an application server key of 65 bytes, the same for every process on the database', async () => {
    const me = await signUp(t.app);
    const { publicKey } = (await me.agent.get('/api/notifications/vapid-key')).json<{ publicKey: string }>();
    expect(Buffer.from(publicKey, 'base64url')).toHaveLength(65);
    // Another process: its own pool on the same database reads the same pair.
    const other = createDatabase(t.url, { max: 1 });
    try {
      expect((await vapidKeys(other)).publicKey).toBe(publicKey);
    } finally {
      await other.$client.end();
    }
    expect(await t.db.select().from(pushVapidKeys)).toHaveLength(1);
  });

  it('is made once when two processes start at the same moment', async () => {
    const { db, url } = t;
    await db.delete(pushVapidKeys);
    const pools = [
      createDatabase(url, { max: 1 }),
      createDatabase(url, { max: 1 }),
      createDatabase(url, { max: 1 }),
    ];
    try {
      const keys = await Promise.all(pools.map((pool) => vapidKeys(pool)));
      expect(new Set(keys.map((k) => k.publicKey)).size).toBe(1);
      expect(await db.select().from(pushVapidKeys)).toHaveLength(1);
    } finally {
      await Promise.all(pools.map((pool) => pool.$client.end()));
    }
  });
});

describe('devices', () => {
  it('are registered, listed, renewed by endpoint and removed', async () => {
    const me = await signUp(t.app);
    const created = await me.agent.post(
      '/api/notifications/subscriptions',
      device(1, { userAgent: 'Pixel 9' }),
    );
    expect(created.statusCode, created.body).toBe(201);
    const row = created.json<{ id: string }>();
    expect(created.json()).toEqual({
      id: row.id,
      endpoint: 'https://fcm.googleapis.com/fcm/send/device-1',
      userAgent: 'Pixel 9',
      createdAt: expect.any(String),
      lastSuccessAt: null,
    });
    // The same endpoint again (the browser renewed its keys): the same device.
    const again = await me.agent.post(
      '/api/notifications/subscriptions',
      device(1, { keys: { p256dh: b64(65, 9), auth: b64(16, 9) } }),
    );
    expect(again.json<{ id: string }>().id).toBe(row.id);
    const [stored] = await devicesOf(me.user.id);
    expect(stored).toMatchObject({ p256dh: b64(65, 9), auth: b64(16, 9) });
    expect((await me.agent.get('/api/notifications/subscriptions')).json()).toHaveLength(1);
    expect((await me.agent.delete(`/api/notifications/subscriptions/${row.id}`)).statusCode).toBe(200);
    expect((await me.agent.delete(`/api/notifications/subscriptions/${row.id}`)).statusCode).toBe(404);
    expect(await devicesOf(me.user.id)).toEqual([]);
  });

  it('are at most 20 per user: the 21st is a 400 that changes nothing, even when they come at once', async () => {
    const me = await signUp(t.app);
    const answers = await Promise.all(
      Array.from({ length: 25 }, (_, i) => me.agent.post('/api/notifications/subscriptions', device(i))),
    );
    expect(answers.filter((r) => r.statusCode === 201)).toHaveLength(20);
    for (const refused of answers.filter((r) => r.statusCode !== 201))
      expect400(refused, 'notifications.tooManySubscriptions');
    expect(await devicesOf(me.user.id)).toHaveLength(20);
    // A known endpoint still renews at the cap.
    expect((await me.agent.post('/api/notifications/subscriptions', device(0))).statusCode).toBe(201);
  });

  it.each([
    [{ keys: { p256dh: b64(64), auth: b64(16) } }, 'notifications.publicKey'],
    [{ keys: { p256dh: b64(65), auth: b64(32) } }, 'notifications.authSecret'],
    [{ keys: { p256dh: 'not base64!', auth: b64(16) } }, 'notifications.publicKey'],
    [{ endpoint: `https://push.example.com/${'x'.repeat(2000)}` }, 'notifications.endpointTooLong'],
    [{ endpoint: 'javascript:alert(1)' }, 'notifications.endpoint'],
    [{ userAgent: 'x'.repeat(301) }, 'notifications.userAgentTooLong'],
  ])('refuse %j with a 400 that changes nothing', async (change, code) => {
    const me = await signUp(t.app);
    expect400(await me.agent.post('/api/notifications/subscriptions', { ...device('bad'), ...change }), code);
    expect(await devicesOf(me.user.id)).toEqual([]);
  });

  it.each([
    'http://push.example.com/x',
    'https://127.0.0.1/x',
    'https://127.1.2.3:8443/x',
    'https://10.0.0.8/x',
    'https://172.20.1.1/x',
    'https://192.168.1.1/x',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/x',
    'https://0.0.0.0/x',
    'https://[::1]/x',
    'https://[fe80::1]/x',
    'https://[fd00::1]/x',
    'https://[::ffff:127.0.0.1]/x',
    'https://[::ffff:a00:1]/x',
    'https://localhost/x',
    'https://api.localhost/x',
    'https://intranet/x',
  ])('refuse the endpoint %s: https on a public host only', async (endpoint) => {
    const me = await signUp(t.app);
    expect400(
      await me.agent.post('/api/notifications/subscriptions', device(0, { endpoint })),
      'notifications.endpointNotAllowed',
    );
    expect(await devicesOf(me.user.id)).toEqual([]);
  });
});

describe('the endpoint rule', () => {
  it('knows public addresses from the others', () => {
    for (const address of ['8.8.8.8', '142.250.180.10', '2a00:1450:4002:400::200e', '::ffff:8.8.8.8'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '10.1.2.3',
      '192.168.0.1',
      '169.254.0.1',
      '::1',
      'fe80::1',
      'fc00::1',
      '::ffff:10.0.0.1',
      '::',
      'nonsense',
    ])
      expect(isPublicAddress(address), address).toBe(false);
    expect(endpointAllowed('https://updates.push.services.mozilla.com/wpush/v2/x', false)).toBe(true);
    expect(endpointAllowed('http://127.0.0.1:9000/push/x', true)).toBe(true);
  });

  it('checks at send time what a name resolves to', async () => {
    const lookup = guardedLookup(false)!;
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      lookup('localhost', {}, (e) => resolve(e)),
    );
    expect(error?.code).toBe('ENOTPUBLIC');
    expect(guardedLookup(true)).toBeUndefined();
  });
});

describe('settings', () => {
  it('answer the defaults, then what the user set; the kinds left out stay', async () => {
    const me = await signUp(t.app);
    const defaults = {
      habits: { enabled: true },
      mood: { enabled: true, time: '20:00' },
      timers: { enabled: true },
      tasks: { enabled: true, lead: 0 },
      taskDigest: { enabled: true, time: '08:00' },
    };
    expect((await me.agent.get('/api/notifications/settings')).json()).toEqual({
      kinds: defaults,
      quietHours: null,
    });
    const put = (payload: unknown) => me.agent.request('PUT', '/api/notifications/settings', { payload });
    expect(
      (
        await put({ kinds: { mood: { time: '21:30' } }, quietHours: { start: '22:00', end: '07:00' } })
      ).json(),
    ).toEqual({
      kinds: { ...defaults, mood: { enabled: true, time: '21:30' } },
      quietHours: { start: '22:00', end: '07:00' },
    });
    expect(
      (await put({ kinds: { tasks: { lead: 60 }, taskDigest: { time: '07:15' } } })).json(),
    ).toMatchObject({
      kinds: { tasks: { enabled: true, lead: 60 }, taskDigest: { enabled: true, time: '07:15' } },
    });
    expect((await put({ kinds: { habits: { enabled: false } } })).json()).toMatchObject({
      kinds: { habits: { enabled: false }, mood: { enabled: true, time: '21:30' } },
      quietHours: { start: '22:00', end: '07:00' },
    });
    expect((await put({ quietHours: null })).json()).toMatchObject({ quietHours: null });
  });

  it.each([
    [{ kinds: { mood: { time: '25:00' } } }, 'shared.timeFormat'],
    [{ kinds: { mood: { time: '07:60' } } }, 'shared.timeFormat'],
    [{ kinds: { budget: { enabled: true } } }, 'notifications.unknownKind'],
    [{ kinds: { tasks: { lead: 15 } } }, 'notifications.taskLead'],
    [{ kinds: { taskDigest: { time: '24:00' } } }, 'shared.timeFormat'],
    [{ kinds: { money: { enabled: true } } }, 'notifications.unknownKind'],
    [{ quietHours: { start: '23:00', end: '23:00' } }, 'notifications.quietHoursSame'],
    [{ quietHours: { start: '22:00' } }, undefined],
    [{ kinds: { habits: { enabled: 'yes' } } }, undefined],
  ])('refuse %j with a 400 that changes nothing', async (payload, code) => {
    const me = await signUp(t.app);
    await me.agent.request('PUT', '/api/notifications/settings', {
      payload: { kinds: { mood: { time: '19:00' } } },
    });
    const [before] = await t.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, me.user.id));
    const response = await me.agent.request('PUT', '/api/notifications/settings', { payload });
    expect(response.statusCode).toBe(400);
    if (code) expect400(response, code);
    const [after] = await t.db
      .select()
      .from(notificationSettings)
      .where(eq(notificationSettings.userId, me.user.id));
    expect(after).toEqual(before);
  });
});

describe('timers', () => {
  it('end 1 minute to 24 hours from now, at most 10 at once', async () => {
    const me = await signUp(t.app);
    const start = (endsAt: string, kind = 'focus') =>
      me.agent.post('/api/notifications/timers', { kind, endsAt });
    expect400(await start('2026-03-10T12:00:30Z'), 'notifications.timerEnd');
    expect400(await start('2026-03-11T12:00:01Z'), 'notifications.timerEnd');
    expect400(await start('2026-03-10T11:00:00Z'), 'notifications.timerEnd');
    expect400(await start('2026-03-10T12:25:00Z', 'nap'), 'notifications.timerKind');
    expect400(await start('2026-03-10T12:25:00+16:00'), 'shared.dateRange');
    const ok = await start('2026-03-10T12:25:00Z');
    expect(ok.statusCode, ok.body).toBe(201);
    expect(ok.json()).toEqual({ id: expect.any(String), kind: 'focus', endsAt: '2026-03-10T12:25:00.000Z' });
    for (let i = 1; i < 10; i++) expect((await start('2026-03-10T12:30:00Z', 'rest')).statusCode).toBe(201);
    expect400(await start('2026-03-10T12:30:00Z'), 'notifications.tooManyTimers');
    // Timers that ended no longer count.
    t.clock.set(new Date('2026-03-10T12:31:00Z'));
    expect((await start('2026-03-10T13:00:00Z')).statusCode).toBe(201);
  });
});

describe('the account export', () => {
  it('carries the settings, never the devices, and an import takes the settings', async () => {
    const source = await signUp(t.app);
    await source.agent.post('/api/notifications/subscriptions', device('exported'));
    const settings = {
      kinds: {
        habits: { enabled: false },
        mood: { enabled: true, time: '21:15' },
        timers: { enabled: true },
        tasks: { enabled: true, lead: 10 },
        taskDigest: { enabled: false, time: '07:00' },
      },
      quietHours: { start: '23:00', end: '06:30' },
    };
    await source.agent.request('PUT', '/api/notifications/settings', { payload: settings });
    const exported = await source.agent.get('/api/export');
    expect(exported.body).not.toContain('device-exported');
    const document = exported.json<{ notifications: unknown }>();
    expect(document.notifications).toEqual(settings);

    const target = await signUp(t.app);
    const imported = await target.agent.post('/api/import', { document });
    expect(imported.statusCode, imported.body.slice(0, 300)).toBe(200);
    expect(imported.json()).toMatchObject({ added: { notificationSettings: 1 } });
    expect((await target.agent.get('/api/notifications/settings')).json()).toEqual(settings);
    expect((await target.agent.get('/api/notifications/subscriptions')).json()).toEqual([]);
    // Twice: nothing more.
    const again = await target.agent.post('/api/import', { document });
    expect(again.json()).toMatchObject({
      added: { notificationSettings: 0 },
      skipped: { notificationSettings: 1 },
    });
    // A version-1 document (before these settings) leaves them as they are.
    const { notifications: _n, ...v1 } = document as Record<string, unknown>;
    expect((await target.agent.post('/api/import', { document: { ...v1, version: 1 } })).statusCode).toBe(
      200,
    );
    expect((await target.agent.get('/api/notifications/settings')).json()).toEqual(settings);
  });
});

describe('configuration', () => {
  it('signs with VAPID_SUBJECT, else the https APP_URL, else a mailto: of MAIL_FROM', () => {
    expect(parseConfig({ VAPID_SUBJECT: 'mailto:ops@example.com' }).push).toEqual({
      subject: 'mailto:ops@example.com',
      allowLocalEndpoints: false,
    });
    expect(parseConfig({ APP_URL: 'https://track.example.com/' }).push.subject).toBe(
      'https://track.example.com',
    );
    expect(parseConfig({ MAIL_FROM: 'Track <hello@example.com>' }).push.subject).toBe(
      'mailto:hello@example.com',
    );
    expect(parseConfig({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'true' }).push.allowLocalEndpoints).toBe(true);
    expect(() => parseConfig({ VAPID_SUBJECT: 'http://example.com' })).toThrow(/VAPID_SUBJECT/);
    expect(() => parseConfig({ PUSH_ALLOW_LOCAL_ENDPOINTS: 'maybe' })).toThrow(/PUSH_ALLOW_LOCAL_ENDPOINTS/);
  });
});
