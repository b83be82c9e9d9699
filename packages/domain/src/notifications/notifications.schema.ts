import { z } from 'zod';
import { code, type ErrorCode } from '../shared/errors';
import { instantString, timeOfDay, uuid } from '../shared/primitives';

/** Bounds of what one user keeps (issue 24): a 21st device or an 11th running timer is a 400. */
export const NOTIFICATION_LIMITS = {
  subscriptionsPerUser: 20,
  endpointMaxLength: 2000,
  userAgentMaxLength: 300,
  timersPerUser: 10,
  /** A timer ends 1 minute to 24 hours after it is set. */
  timerMinMinutes: 1,
  timerMaxMinutes: 24 * 60,
} as const;

/**
 * The kinds a user can switch on or off. Only kinds the server really sends are here: a kind is added with the
 * code that schedules and sends it (habit reminders at each habit's reminder time, the daily mood prompt, the end
 * of a focus or rest timer).
 */
export const notificationKinds = ['habits', 'mood', 'timers', 'tasks', 'taskDigest'] as const;
export type NotificationKind = (typeof notificationKinds)[number];

/** What each kind does when the user never set it: on, the mood prompt at 20:00, the task digest at 08:00. */
export const DEFAULT_MOOD_TIME = '20:00';
export const DEFAULT_DIGEST_TIME = '08:00';

/** How long before a task's due time its reminder comes, in minutes: at the time, 10 minutes, an hour, a day. */
export const taskLeads = [0, 10, 60, 1440] as const;
export type TaskLead = (typeof taskLeads)[number];
const taskLead = z.union(
  taskLeads.map((lead) => z.literal(lead)),
  { error: code('notifications.taskLead') },
);

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** The bytes a base64url text decodes to (padding optional), or undefined when it is not base64url. */
export function base64urlLength(text: string): number | undefined {
  if (!base64url.test(text)) return undefined;
  const body = text.replace(/=+$/, '');
  if (body.length % 4 === 1) return undefined;
  return Math.floor((body.length * 3) / 4);
}

const keyOf = (bytes: number, error: ErrorCode) =>
  z
    .string({ error: code(error) })
    .max(200, code(error))
    .refine((text) => base64urlLength(text) === bytes, code(error));

/** A push service's address: an http(s) URL without credentials (the server also requires https on a public host). */
export const pushEndpoint = z
  .string({ error: code('notifications.endpoint') })
  .max(NOTIFICATION_LIMITS.endpointMaxLength, code('notifications.endpointTooLong'))
  .refine((text) => {
    if (!URL.canParse(text)) return false;
    const url = new URL(text);
    return (url.protocol === 'https:' || url.protocol === 'http:') && !url.username && !url.password;
  }, code('notifications.endpoint'));

/**
 * POST /api/notifications/subscriptions: what the browser's `PushSubscription.toJSON()` holds (its
 * `expirationTime` is taken and ignored), and the device's name to list it by. The keys are the device's P-256
 * public key (65 bytes, uncompressed) and its 16-byte auth secret, base64url as the browser writes them.
 */
export const createSubscriptionInput = z
  .object({
    endpoint: pushEndpoint,
    expirationTime: z.number().nullable().optional(),
    keys: z
      .object({
        p256dh: keyOf(65, 'notifications.publicKey'),
        auth: keyOf(16, 'notifications.authSecret'),
      })
      .strict(),
    userAgent: z
      .string()
      .trim()
      .max(NOTIFICATION_LIMITS.userAgentMaxLength, code('notifications.userAgentTooLong'))
      .optional(),
  })
  .strict();
export type CreateSubscriptionInput = z.input<typeof createSubscriptionInput>;

/** A device that receives the user's notifications (the keys stay on the server). */
export const pushSubscriptionSchema = z.object({
  id: uuid,
  endpoint: z.string(),
  userAgent: z.string().nullable(),
  createdAt: z.string(),
  lastSuccessAt: z.string().nullable(),
});
export type PushSubscription = z.infer<typeof pushSubscriptionSchema>;

export const vapidKeySchema = z.object({
  /** The application server key for `pushManager.subscribe`, base64url (65 bytes). */
  publicKey: z.string(),
});

const quietHoursSchema = z
  .object({ start: timeOfDay, end: timeOfDay })
  .strict()
  .refine((q) => q.start !== q.end, { error: code('notifications.quietHoursSame'), path: ['end'] });

/** The user's notification settings as the server answers them, every kind filled in. */
export const notificationSettingsSchema = z.object({
  kinds: z.object({
    habits: z.object({ enabled: z.boolean() }),
    mood: z.object({ enabled: z.boolean(), time: z.string() }),
    timers: z.object({ enabled: z.boolean() }),
    /** A task with a due date and time: at the time, or `lead` minutes before. */
    tasks: z.object({ enabled: z.boolean(), lead: z.number().int() }),
    /** The morning list of the day's open tasks. */
    taskDigest: z.object({ enabled: z.boolean(), time: z.string() }),
  }),
  /** Nothing is sent inside them; what falls inside goes out when they end. */
  quietHours: z.object({ start: z.string(), end: z.string() }).nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** The settings as the account's export carries them (checked as an input: times are times). */
export const exportedNotificationSettingsSchema = z
  .object({
    kinds: z
      .object({
        habits: z.object({ enabled: z.boolean() }).strict(),
        mood: z.object({ enabled: z.boolean(), time: timeOfDay }).strict(),
        timers: z.object({ enabled: z.boolean() }).strict(),
        tasks: z.object({ enabled: z.boolean(), lead: taskLead }).strict(),
        taskDigest: z.object({ enabled: z.boolean(), time: timeOfDay }).strict(),
      })
      .strict(),
    quietHours: quietHoursSchema.nullable(),
  })
  .strict();

export const defaultNotificationSettings: NotificationSettings = {
  kinds: {
    habits: { enabled: true },
    mood: { enabled: true, time: DEFAULT_MOOD_TIME },
    timers: { enabled: true },
    tasks: { enabled: true, lead: 0 },
    taskDigest: { enabled: true, time: DEFAULT_DIGEST_TIME },
  },
  quietHours: null,
};

const knownKinds: ReadonlySet<string> = new Set(notificationKinds);

/**
 * PUT /api/notifications/settings: the kinds given (each field optional) and the quiet hours (null = none)
 * replace the saved ones; what is left out stays. A habit's reminder time is the habit's own (`reminderTime`).
 */
export const updateNotificationSettingsInput = z
  .object({
    kinds: z
      .object({
        habits: z.object({ enabled: z.boolean() }).strict(),
        mood: z.object({ enabled: z.boolean(), time: timeOfDay }).partial().strict(),
        timers: z.object({ enabled: z.boolean() }).strict(),
        tasks: z.object({ enabled: z.boolean(), lead: taskLead }).partial().strict(),
        taskDigest: z.object({ enabled: z.boolean(), time: timeOfDay }).partial().strict(),
      })
      .partial()
      .loose()
      // Any other key is refused as an unknown kind, naming it.
      .superRefine((kinds, ctx) => {
        for (const key of Object.keys(kinds))
          if (!knownKinds.has(key))
            ctx.addIssue({ code: 'custom', message: code('notifications.unknownKind'), path: [key] });
      }),
    quietHours: quietHoursSchema.nullable(),
  })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, code('shared.nothingToUpdate'));
export type UpdateNotificationSettingsInput = z.input<typeof updateNotificationSettingsInput>;

/** The timers whose end is announced: a focus session and a break. */
export const timerKinds = ['focus', 'rest'] as const;
export type TimerKind = (typeof timerKinds)[number];

/**
 * POST /api/notifications/timers, when a focus or rest timer starts: its end, announced then (unless the user
 * switched timers off). DELETE on pause or stop cancels it; a new start sets a new one.
 */
export const createTimerInput = z
  .object({
    kind: z.enum(timerKinds, { error: code('notifications.timerKind') }),
    endsAt: instantString({ offset: true, error: 'notifications.timerEnd' }),
  })
  .strict();
export type CreateTimerInput = z.input<typeof createTimerInput>;

export const notificationTimerSchema = z.object({
  id: uuid,
  kind: z.enum(timerKinds),
  endsAt: z.string(),
});
export type NotificationTimer = z.infer<typeof notificationTimerSchema>;

/** POST /api/notifications/test: how many of the user's devices it was queued for. */
export const testNotificationOutput = z.object({ devices: z.number().int() });

/**
 * What a push message carries (the service worker parses it): the text shown, an id, the tag that makes the
 * device show it once, the page it opens and its actions. No notes, amounts or anything the text does not show.
 */
export const pushActionSchema = z.object({
  action: z.string(),
  title: z.string(),
  /** Same-origin API path the service worker calls with the user's session cookie. */
  url: z.string(),
  method: z.enum(['PUT', 'PATCH', 'POST']),
  body: z.record(z.string(), z.unknown()),
});
export type PushAction = z.infer<typeof pushActionSchema>;

export const pushPayloadSchema = z.object({
  v: z.literal(1),
  id: z.string(),
  kind: z.enum(['habit', 'mood', 'timer', 'task', 'digest', 'test']),
  title: z.string(),
  body: z.string(),
  tag: z.string(),
  /** The page a tap on the notification opens. */
  url: z.string(),
  actions: z.array(pushActionSchema),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
