import { and, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  notificationDeliveries,
  notificationSchedule,
  notificationSettings,
  notificationTimers,
  pushSubscriptions,
  pushVapidKeys,
} from '../../db/schema';

/** Every query of a user's rows takes the user id; the queue's reads of due work span users by design. */

export type SubscriptionRow = typeof pushSubscriptions.$inferSelect;
export type SettingsRow = typeof notificationSettings.$inferSelect;
export type SettingsPatch = Partial<
  Pick<
    SettingsRow,
    | 'habits'
    | 'mood'
    | 'moodTime'
    | 'timers'
    | 'tasks'
    | 'taskLead'
    | 'taskDigest'
    | 'taskDigestTime'
    | 'quietStart'
    | 'quietEnd'
  >
>;
export type TimerRow = typeof notificationTimers.$inferSelect;
export type ScheduleRow = typeof notificationSchedule.$inferSelect;
export type ScheduledKind = ScheduleRow['kind'];
export type DeliveryRow = typeof notificationDeliveries.$inferSelect;

/* VAPID keys */

export async function findVapidKeys(db: Db) {
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  return row;
}

/** Keeps the first pair written: a second process starting at the same moment keeps the one that won. */
export async function insertVapidKeys(db: Db, keys: { publicKey: string; privateKey: string }) {
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, ...keys })
    .onConflictDoNothing();
}

/** Serialises one user's writes of one kind (the caps are checked and kept inside the lock). */
async function lockUser(db: Db, what: string, userId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`${what}:${userId}`}, 0))`);
}

/* Subscriptions */

export function listSubscriptions(db: Db, userId: string): Promise<SubscriptionRow[]> {
  return db
    .select()
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
}

/**
 * A device's subscription, or the same endpoint's keys renewed. Undefined when it would be the user's
 * (cap + 1)th device: the count and the insert run under the user's lock, so concurrent calls cannot pass it.
 */
export async function upsertSubscription(
  db: Db,
  userId: string,
  values: { endpoint: string; p256dh: string; auth: string; userAgent: string | null },
  cap: number,
): Promise<SubscriptionRow | undefined> {
  return db.transaction(async (tx) => {
    await lockUser(tx, 'push_subscriptions', userId);
    const [{ count, known } = { count: 0, known: false }] = (
      await tx.execute<{ count: number; known: boolean }>(sql`
        select count(*)::int as count, coalesce(bool_or(endpoint = ${values.endpoint}), false) as known
        from push_subscriptions where user_id = ${userId}`)
    ).rows;
    if (!known && count >= cap) return undefined;
    const [row] = await tx
      .insert(pushSubscriptions)
      .values({ userId, ...values })
      .onConflictDoUpdate({
        target: [pushSubscriptions.userId, pushSubscriptions.endpoint],
        set: { p256dh: values.p256dh, auth: values.auth, userAgent: values.userAgent, updatedAt: sql`now()` },
      })
      .returning();
    return row;
  });
}

export async function hasDevice(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .limit(1);
  return rows.length > 0;
}

export async function deleteSubscription(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)))
    .returning({ id: pushSubscriptions.id });
  return rows.length > 0;
}

export async function markSubscriptionSuccess(db: Db, userId: string, id: string, at: Date): Promise<void> {
  await db
    .update(pushSubscriptions)
    .set({ lastSuccessAt: at })
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.id, id)));
}

/** The users with a device, after `afterId`, in id order: the sweep's pages. */
export async function usersWithDevices(db: Db, afterId: string | null, limit: number): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: pushSubscriptions.userId })
    .from(pushSubscriptions)
    .where(afterId ? gt(pushSubscriptions.userId, afterId) : undefined)
    .orderBy(asc(pushSubscriptions.userId))
    .limit(limit);
  return rows.map((r) => r.userId);
}

/* Settings */

export async function findSettings(db: Db, userId: string): Promise<SettingsRow | undefined> {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.userId, userId));
  return row;
}

export async function upsertSettings(db: Db, userId: string, patch: SettingsPatch): Promise<SettingsRow> {
  const [row] = await db
    .insert(notificationSettings)
    .values({ userId, ...patch })
    .onConflictDoUpdate({ target: notificationSettings.userId, set: { ...patch, updatedAt: sql`now()` } })
    .returning();
  return row!;
}

/* Timers */

/** A running timer, unless the user already has `cap` of them (checked under the user's lock). */
export async function insertTimer(
  db: Db,
  userId: string,
  values: { kind: TimerRow['kind']; endsAt: Date },
  cap: number,
  now: Date,
): Promise<TimerRow | undefined> {
  return db.transaction(async (tx) => {
    await lockUser(tx, 'notification_timers', userId);
    // Timers that ended are done with: they neither count nor stay.
    await tx
      .delete(notificationTimers)
      .where(and(eq(notificationTimers.userId, userId), lte(notificationTimers.endsAt, now)));
    const [{ count } = { count: 0 }] = (
      await tx.execute<{ count: number }>(
        sql`select count(*)::int as count from notification_timers where user_id = ${userId}`,
      )
    ).rows;
    if (count >= cap) return undefined;
    const [row] = await tx
      .insert(notificationTimers)
      .values({ userId, ...values })
      .returning();
    return row;
  });
}

export async function findTimer(db: Db, userId: string, id: string): Promise<TimerRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationTimers)
    .where(and(eq(notificationTimers.userId, userId), eq(notificationTimers.id, id)));
  return row;
}

export async function deleteTimer(db: Db, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(notificationTimers)
    .where(and(eq(notificationTimers.userId, userId), eq(notificationTimers.id, id)))
    .returning({ id: notificationTimers.id });
  return rows.length > 0;
}

export function listTimers(db: Db, userId: string): Promise<TimerRow[]> {
  return db.select().from(notificationTimers).where(eq(notificationTimers.userId, userId));
}

/* The schedule: one next occurrence per (user, kind, ref) */

export interface Planned {
  kind: ScheduledKind;
  ref: string;
  fireAt: Date;
  deliverAt: Date;
}

export function listSchedule(db: Db, userId: string): Promise<ScheduleRow[]> {
  return db.select().from(notificationSchedule).where(eq(notificationSchedule.userId, userId));
}

/** Writes the planned rows of the user's `kinds` and removes their other rows of those kinds, in one transaction. */
export async function replaceSchedule(
  db: Db,
  userId: string,
  kinds: readonly ScheduledKind[],
  planned: readonly Planned[],
): Promise<void> {
  await db.transaction(async (tx) => {
    const keep = planned.map((p) => `${p.kind}|${p.ref}`);
    await tx
      .delete(notificationSchedule)
      .where(
        and(
          eq(notificationSchedule.userId, userId),
          inArray(notificationSchedule.kind, [...kinds]),
          keep.length
            ? sql`${notificationSchedule.kind} || '|' || ${notificationSchedule.ref} <> all(${sql.param(keep)}::text[])`
            : undefined,
        ),
      );
    if (planned.length === 0) return;
    await tx
      .insert(notificationSchedule)
      .values(planned.map((p) => ({ userId, ...p })))
      .onConflictDoUpdate({
        target: [notificationSchedule.userId, notificationSchedule.kind, notificationSchedule.ref],
        set: {
          fireAt: sql`excluded.fire_at`,
          deliverAt: sql`excluded.deliver_at`,
          updatedAt: sql`now()`,
        },
      });
  });
}

export async function deleteScheduled(
  db: Db,
  userId: string,
  kind: ScheduledKind,
  ref: string,
): Promise<void> {
  await db
    .delete(notificationSchedule)
    .where(
      and(
        eq(notificationSchedule.userId, userId),
        eq(notificationSchedule.kind, kind),
        eq(notificationSchedule.ref, ref),
      ),
    );
}

/** The due rows of every user, soonest first (the due index). */
export function dueSchedule(db: Db, now: Date, limit: number): Promise<ScheduleRow[]> {
  return db
    .select()
    .from(notificationSchedule)
    .where(lte(notificationSchedule.deliverAt, now))
    .orderBy(asc(notificationSchedule.deliverAt))
    .limit(limit);
}

/**
 * Moves a handed-over row on to its next occurrence (or removes it when there is none), only if it still holds the
 * occurrence that was handed over: a tick in another process, or a reschedule, may have moved it already.
 */
export async function advanceSchedule(
  db: Db,
  row: Pick<ScheduleRow, 'id' | 'fireAt' | 'deliverAt'>,
  next: { fireAt: Date; deliverAt: Date } | undefined,
): Promise<void> {
  const same = and(
    eq(notificationSchedule.id, row.id),
    eq(notificationSchedule.fireAt, row.fireAt),
    eq(notificationSchedule.deliverAt, row.deliverAt),
  );
  if (next) await db.update(notificationSchedule).set(next).where(same);
  else await db.delete(notificationSchedule).where(same);
}

/* Deliveries: one row per occurrence sent */

/**
 * Takes the occurrence for one sender until `until`: a new row, or one whose sender's lease ran out (a crash)
 * and that is not complete. Undefined when another sender holds it or it was delivered already.
 */
export async function claimDelivery(
  db: Db,
  occurrence: { userId: string; kind: string; ref: string; fireAt: Date },
  now: Date,
  until: Date,
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .insert(notificationDeliveries)
    .values({ ...occurrence, claimedUntil: until, attempts: 1 })
    .onConflictDoUpdate({
      target: [
        notificationDeliveries.userId,
        notificationDeliveries.kind,
        notificationDeliveries.ref,
        notificationDeliveries.fireAt,
      ],
      set: { claimedUntil: until, attempts: sql`${notificationDeliveries.attempts} + 1` },
      setWhere: sql`${notificationDeliveries.completedAt} is null and (${notificationDeliveries.claimedUntil} is null or ${notificationDeliveries.claimedUntil} <= ${now})`,
    })
    .returning();
  return row;
}

/** A device accepted the message: a retry skips it. */
export async function addSentTo(db: Db, deliveryId: string, subscriptionId: string): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set({ sentTo: sql`array_append(${notificationDeliveries.sentTo}, ${subscriptionId}::uuid)` })
    .where(eq(notificationDeliveries.id, deliveryId));
}

/** Done (`completed`), or given back for the next try (its lease ends now). */
export async function finishDelivery(
  db: Db,
  deliveryId: string,
  completed: boolean,
  now: Date,
): Promise<void> {
  await db
    .update(notificationDeliveries)
    .set(completed ? { completedAt: now, claimedUntil: null } : { claimedUntil: now })
    .where(eq(notificationDeliveries.id, deliveryId));
}

export async function findDelivery(
  db: Db,
  occurrence: { userId: string; kind: string; ref: string; fireAt: Date },
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .select()
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.userId, occurrence.userId),
        eq(notificationDeliveries.kind, occurrence.kind),
        eq(notificationDeliveries.ref, occurrence.ref),
        eq(notificationDeliveries.fireAt, occurrence.fireAt),
      ),
    );
  return row;
}

/** Forgets deliveries older than `before`, at most `limit` at a time (the occurrences they guard are long past). */
export async function deleteOldDeliveries(db: Db, before: Date, limit: number): Promise<number> {
  const result = await db.execute(sql`
    delete from notification_deliveries where id in (
      select id from notification_deliveries where created_at < ${before} order by created_at limit ${limit})`);
  return result.rowCount ?? 0;
}
