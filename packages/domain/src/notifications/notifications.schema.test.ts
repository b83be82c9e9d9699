import { describe, expect, it } from 'vitest';
import { pushPayloadOf, deliveryOptions } from './messages';
import {
  base64urlLength,
  createSubscriptionInput,
  createTimerInput,
  pushPayloadSchema,
  updateNotificationSettingsInput,
} from './notifications.schema';

const issues = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`);

const b64 = (bytes: number) => Buffer.alloc(bytes, 7).toString('base64url');
const subscription = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc',
  expirationTime: null,
  keys: { p256dh: b64(65), auth: b64(16) },
};

describe('base64urlLength', () => {
  it('counts decoded bytes, with or without padding, and refuses other alphabets', () => {
    expect(base64urlLength(b64(65))).toBe(65);
    expect(base64urlLength(b64(16))).toBe(16);
    expect(base64urlLength(`${b64(16)}==`)).toBe(16);
    expect(base64urlLength(Buffer.alloc(16).toString('base64').replace(/=/g, '') + '+')).toBeUndefined();
    expect(base64urlLength('a')).toBeUndefined();
    expect(base64urlLength('')).toBeUndefined();
  });
});

describe('createSubscriptionInput', () => {
  it('takes what PushSubscription.toJSON() gives, and a device name', () => {
    expect(createSubscriptionInput.parse({ ...subscription, userAgent: ' Firefox on Linux ' })).toMatchObject(
      {
        userAgent: 'Firefox on Linux',
      },
    );
  });

  it.each([
    [
      { ...subscription, keys: { ...subscription.keys, p256dh: b64(64) } },
      'keys.p256dh: notifications.publicKey',
    ],
    [
      { ...subscription, keys: { ...subscription.keys, p256dh: b64(66) } },
      'keys.p256dh: notifications.publicKey',
    ],
    [
      { ...subscription, keys: { ...subscription.keys, auth: b64(15) } },
      'keys.auth: notifications.authSecret',
    ],
    [
      { ...subscription, keys: { ...subscription.keys, auth: 'not base64!' } },
      'keys.auth: notifications.authSecret',
    ],
    [{ ...subscription, endpoint: 'ftp://push.example.com/x' }, 'endpoint: notifications.endpoint'],
    [{ ...subscription, endpoint: 'https://user:pw@push.example.com/x' }, 'endpoint: notifications.endpoint'],
    [{ ...subscription, endpoint: 'not a url' }, 'endpoint: notifications.endpoint'],
    [
      { ...subscription, endpoint: `https://push.example.com/${'x'.repeat(2000)}` },
      'endpoint: notifications.endpointTooLong',
    ],
    [{ ...subscription, userAgent: 'x'.repeat(301) }, 'userAgent: notifications.userAgentTooLong'],
  ])('refuses %j naming the field', (input, message) => {
    expect(issues(createSubscriptionInput.safeParse(input))).toEqual([message]);
  });
});

describe('updateNotificationSettingsInput', () => {
  it('takes some kinds and quiet hours', () => {
    expect(
      updateNotificationSettingsInput.parse({
        kinds: { mood: { time: '21:30' }, habits: { enabled: false } },
        quietHours: { start: '22:00', end: '07:00' },
      }),
    ).toEqual({
      kinds: { mood: { time: '21:30' }, habits: { enabled: false } },
      quietHours: { start: '22:00', end: '07:00' },
    });
    expect(updateNotificationSettingsInput.parse({ quietHours: null })).toEqual({ quietHours: null });
  });

  it.each([
    [{ kinds: { mood: { time: '25:00' } } }, 'kinds.mood.time: shared.timeFormat'],
    [{ kinds: { mood: { time: '8:00' } } }, 'kinds.mood.time: shared.timeFormat'],
    [{ kinds: { budget: { enabled: true } } }, 'kinds.budget: notifications.unknownKind'],
    [{ kinds: { tasks: { lead: 5 } } }, 'kinds.tasks.lead: notifications.taskLead'],
    [{ kinds: { taskDigest: { time: '7:00' } } }, 'kinds.taskDigest.time: shared.timeFormat'],
    [{ kinds: { __proto__x: { enabled: true } } }, 'kinds.__proto__x: notifications.unknownKind'],
    [{ quietHours: { start: '22:00', end: '22:00' } }, 'quietHours.end: notifications.quietHoursSame'],
    [{ quietHours: { start: '22:00', end: '24:00' } }, 'quietHours.end: shared.timeFormat'],
    [{}, ': shared.nothingToUpdate'],
  ])('refuses %j', (input, message) => {
    expect(issues(updateNotificationSettingsInput.safeParse(input))).toEqual([message]);
  });
});

describe('createTimerInput', () => {
  it('is a kind and an end instant', () => {
    expect(createTimerInput.parse({ kind: 'focus', endsAt: '2026-03-10T12:25:00Z' })).toEqual({
      kind: 'focus',
      endsAt: '2026-03-10T12:25:00Z',
    });
    expect(issues(createTimerInput.safeParse({ kind: 'nap', endsAt: '2026-03-10T12:25:00Z' }))).toEqual([
      'kind: notifications.timerKind',
    ]);
    expect(issues(createTimerInput.safeParse({ kind: 'rest', endsAt: 'soon' }))?.[0]).toBe(
      'endsAt: notifications.timerEnd',
    );
  });
});

describe('pushPayloadOf', () => {
  it('carries the text, a tag per habit and day and the Done action, in the user’s language', () => {
    const payload = pushPayloadOf(
      { kind: 'habit', habitId: 'h1', habitName: 'Stretch', day: '2026-03-10' },
      'it',
      'd1',
    );
    expect(pushPayloadSchema.parse(payload)).toEqual({
      v: 1,
      id: 'd1',
      kind: 'habit',
      title: 'È ora di: Stretch',
      body: 'Tocca Fatto quando hai finito.',
      tag: 'habit:h1:2026-03-10',
      url: '/habits',
      actions: [
        {
          action: 'done',
          title: 'Fatto',
          url: '/api/habits/h1/completions/2026-03-10',
          method: 'PUT',
          body: { completed: true },
        },
      ],
    });
    expect(pushPayloadOf({ kind: 'mood', day: '2026-03-10' }, null, 'd2')).toMatchObject({
      title: 'How are you feeling?',
      tag: 'mood:2026-03-10',
    });
    expect(pushPayloadOf({ kind: 'timer', timerId: 't', timer: 'rest' }, 'en', 'd3').title).toBe(
      'Break’s over',
    );
    expect(deliveryOptions.timer.urgency).toBe('high');
    expect(
      pushPayloadOf(
        {
          kind: 'task',
          taskId: 't1',
          taskTitle: 'Call mom',
          dueDate: '2026-03-11',
          dueTime: '09:30',
          dueTomorrow: true,
        },
        'it',
        'd4',
      ),
    ).toMatchObject({
      title: 'Call mom',
      body: 'Scade domani alle 09:30',
      tag: 'task:t1:2026-03-11T09:30',
      actions: [{ action: 'done', url: '/api/tasks/t1', method: 'PATCH', body: { status: 'completed' } }],
    });
    expect(
      pushPayloadOf({ kind: 'digest', day: '2026-03-10', total: 5, titles: ['A', 'B', 'C'] }, 'en', 'd5'),
    ).toMatchObject({ title: '5 tasks due today', body: 'A, B, C and 2 more', tag: 'digest:2026-03-10' });
    expect(
      pushPayloadOf({ kind: 'digest', day: '2026-03-10', total: 1, titles: ['A'] }, 'en', 'd6').title,
    ).toBe('1 task due today');
  });
});
