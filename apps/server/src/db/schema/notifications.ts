import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { idColumn, timestamps } from './columns';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * The app's VAPID key pair (issue 24): made on the first start and kept here, so every app process signs with the
 * same key and the browsers' subscriptions stay valid. One row (id 1); two processes starting at once both insert
 * with ON CONFLICT DO NOTHING and read back the one that won.
 */
export const pushVapidKeys = pgTable(
  'push_vapid_keys',
  {
    id: smallint('id').primaryKey(),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [check('push_vapid_keys_one_row', sql`${t.id} = 1`)],
);

/** One row per device (browser push subscription) of a user; a 404 or 410 from its push service deletes it. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent'),
    lastSuccessAt: instant('last_success_at'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('push_subscriptions_user_endpoint_idx').on(t.userId, t.endpoint)],
);

/** The user's switches per kind, the mood prompt's time and the quiet hours (no row = the defaults). */
export const notificationSettings = pgTable(
  'notification_settings',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    habits: boolean('habits').notNull().default(true),
    mood: boolean('mood').notNull().default(true),
    moodTime: text('mood_time').notNull().default('20:00'),
    timers: boolean('timers').notNull().default(true),
    tasks: boolean('tasks').notNull().default(true),
    /** Minutes before a task's due time: 0, 10, 60 or 1440. */
    taskLead: smallint('task_lead').notNull().default(0),
    taskDigest: boolean('task_digest').notNull().default(true),
    taskDigestTime: text('task_digest_time').notNull().default('08:00'),
    quietStart: text('quiet_start'),
    quietEnd: text('quiet_end'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('notification_settings_user_idx').on(t.userId),
    check('notification_settings_quiet_both', sql`(${t.quietStart} is null) = (${t.quietEnd} is null)`),
    check('notification_settings_task_lead', sql`${t.taskLead} in (0, 10, 60, 1440)`),
  ],
);

/** A running focus or rest timer whose end is announced; deleted on pause or stop (and once announced). */
export const notificationTimers = pgTable(
  'notification_timers',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['focus', 'rest'] }).notNull(),
    endsAt: instant('ends_at').notNull(),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [index('notification_timers_user_idx').on(t.userId, t.endsAt)],
);

/**
 * The next occurrence of each of a user's reminders: one row per (user, kind, ref) — a habit's reminder (ref = the
 * habit's id), the mood prompt (ref ''), a timer's end (ref = the timer's id), a task's (ref = the task's
 * id), the morning task digest (ref ''), a test. `fire_at` is the occurrence
 * (what the reminder is for), `deliver_at` when it may go out (after quiet hours). A change to the user's data
 * rewrites only their rows; the queue's tick hands the due ones to the send jobs and moves each row on.
 */
export const notificationSchedule = pgTable(
  'notification_schedule',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['habit', 'mood', 'timer', 'task', 'digest', 'test'] }).notNull(),
    ref: text('ref').notNull(),
    fireAt: instant('fire_at').notNull(),
    deliverAt: instant('deliver_at').notNull(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('notification_schedule_user_kind_ref_idx').on(t.userId, t.kind, t.ref),
    // The due work of every user, soonest first: with the one below, the only indexes not led by user_id.
    index('notification_schedule_due_idx').on(t.deliverAt),
  ],
);

/**
 * One row per occurrence delivered (or being delivered): unique (user, kind, ref, fire_at), so two processes, a
 * duplicate job or a retry after a crash never send one occurrence twice. `claimed_until` is the lease of the job
 * that sends it; `sent_to` the devices that already accepted it (a retry skips them).
 */
export const notificationDeliveries = pgTable(
  'notification_deliveries',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    ref: text('ref').notNull(),
    fireAt: instant('fire_at').notNull(),
    claimedUntil: instant('claimed_until'),
    sentTo: uuid('sent_to')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    attempts: integer('attempts').notNull().default(0),
    completedAt: instant('completed_at'),
    createdAt: instant('created_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('notification_deliveries_occurrence_idx').on(t.userId, t.kind, t.ref, t.fireAt),
    // The clean-up of old rows, across users.
    index('notification_deliveries_created_idx').on(t.createdAt),
  ],
);
