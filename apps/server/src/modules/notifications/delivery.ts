import { addDays, userDay } from '@track-grow/domain/shared';
import {
  DIGEST_TITLES,
  deliveryOptions,
  pushPayloadOf,
  type NotificationMessage,
  type Occurrence,
} from '@track-grow/domain/notifications';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { findUser } from '../auth/service';
import { habitDayStatus } from '../habits/stats-service';
import { moodLoggedOn } from '../mood/service';
import { openTasksDue } from '../tasks/service';
import {
  deliverAtOf,
  LATE_LIMIT_MS,
  loadContext,
  nextOf,
  replan,
  type PlannedKind,
  type UserContext,
} from './plan';
import * as q from './queries';
import { sendPush, type PushConfig } from './sender';
import { vapidKeys } from './service';

/**
 * Sending: the queue's tick hands each due schedule row to a send job (which carries ids only) and moves the row on
 * to its next occurrence; the job re-reads the user's current data, drops an occurrence that no longer matches or
 * is silent, claims it (one delivery row per occurrence: never sent twice), sends it to every device and cleans up
 * dead ones. A device that failed for now makes the job fail, and the queue retries it with backoff.
 */

export interface DeliveryDeps {
  db: Database;
  clock: Clock;
  push: PushConfig;
}

/** What a send job carries: the occurrence, by ids and instants only. */
export interface SendJob {
  userId: string;
  kind: q.ScheduledKind;
  ref: string;
  fireAt: string;
  deliverAt: string;
}

/** How long one send job holds an occurrence before another may take it (a crashed process). */
const LEASE_MS = 2 * 60_000;
/** Due rows handed over per tick; the rest wait for the next one. */
export const TICK_BATCH = 500;

export class RetryLater extends Error {}

/** The next occurrence of a handed-over row, under the user's data now; none for one-off rows. */
function nextAfterHandover(ctx: UserContext | undefined, row: q.ScheduleRow) {
  if (!ctx || ctx.devices.length === 0 || row.kind === 'timer' || row.kind === 'test') return undefined;
  const next = nextOf(ctx, row.kind, row.ref, row.fireAt);
  return next ? { fireAt: next.at, deliverAt: deliverAtOf(ctx, next.at) } : undefined;
}

/**
 * Hands every due row (at most TICK_BATCH) to `enqueue`, then moves it on. Enqueueing is idempotent (one job id
 * per occurrence) and the move is a compare-and-set, so ticks in several processes, or one that crashed half way,
 * neither lose nor repeat an occurrence. Returns how many rows were due.
 */
export async function tick(deps: DeliveryDeps, enqueue: (job: SendJob) => Promise<void>): Promise<number> {
  const rows = await q.dueSchedule(deps.db, deps.clock.now(), TICK_BATCH);
  const contexts = new Map<string, Promise<UserContext | undefined>>();
  const contextOf = (userId: string) => {
    let ctx = contexts.get(userId);
    if (!ctx) {
      ctx = findUser(deps.db, userId).then((user) => (user ? loadContext(deps, user) : undefined));
      contexts.set(userId, ctx);
    }
    return ctx;
  };
  for (const row of rows) {
    await enqueue({
      userId: row.userId,
      kind: row.kind,
      ref: row.ref,
      fireAt: row.fireAt.toISOString(),
      deliverAt: row.deliverAt.toISOString(),
    });
    await q.advanceSchedule(deps.db, row, nextAfterHandover(await contextOf(row.userId), row));
  }
  return rows.length;
}

/** The message of an occurrence if it is still current and not silent, else undefined (dropped). */
async function messageOf(
  deps: DeliveryDeps,
  ctx: UserContext,
  job: SendJob,
  fireAt: Date,
): Promise<NotificationMessage | undefined> {
  const still = (kind: PlannedKind): Occurrence | undefined => {
    const occurrence = nextOf(ctx, kind, job.ref, new Date(fireAt.getTime() - 1));
    return occurrence?.at.getTime() === fireAt.getTime() ? occurrence : undefined;
  };
  switch (job.kind) {
    case 'habit': {
      const occurrence = still('habit');
      const habit = ctx.habits.find((h) => h.id === job.ref);
      if (!occurrence || !habit) return undefined;
      // Done, skipped, on vacation, not scheduled that day or the week's count met: silent (the habits' rules).
      const status = await habitDayStatus(deps, ctx.user, habit.id, occurrence.day);
      if (status !== 'pending') return undefined;
      return { kind: 'habit', habitId: habit.id, habitName: habit.name, day: occurrence.day };
    }
    case 'mood': {
      const occurrence = still('mood');
      if (!occurrence || (await moodLoggedOn(deps, ctx.user.id, occurrence.day))) return undefined;
      return { kind: 'mood', day: occurrence.day };
    }
    case 'timer': {
      if (!ctx.settings.kinds.timers.enabled) return undefined;
      const timer = await q.findTimer(deps.db, ctx.user.id, job.ref);
      return timer && timer.endsAt.getTime() === fireAt.getTime()
        ? { kind: 'timer', timerId: timer.id, timer: timer.kind }
        : undefined;
    }
    case 'task': {
      // Still open, due then and reminded this long before (a task done, moved or cancelled is dropped).
      const occurrence = still('task');
      const task = ctx.tasks.find((t) => t.id === job.ref);
      if (!occurrence || !task) return undefined;
      const day = userDay(fireAt, ctx.user.timezone, ctx.user.dayStartHour);
      return {
        kind: 'task',
        taskId: task.id,
        taskTitle: task.title,
        dueDate: task.dueDate,
        dueTime: task.dueTime,
        dueTomorrow: addDays(day, 1) === task.dueDate,
      };
    }
    case 'digest': {
      const occurrence = still('digest');
      if (!occurrence) return undefined;
      const due = await openTasksDue(deps.db, ctx.user.id, { from: occurrence.day, to: occurrence.day });
      if (due.total === 0) return undefined;
      const titles = due.tasks.slice(0, DIGEST_TITLES).map((t) => t.title);
      return { kind: 'digest', day: occurrence.day, total: due.total, titles };
    }
    case 'test':
      return { kind: 'test', id: job.ref };
  }
}

export type DeliveryResult = 'sent' | 'dropped' | 'late' | 'duplicate' | 'no-devices';

/** The send job's handler. Throws RetryLater when a device failed for now (the others are not sent to again). */
export async function deliver(deps: DeliveryDeps, job: SendJob): Promise<DeliveryResult> {
  const user = await findUser(deps.db, job.userId);
  if (!user) return 'dropped';
  const ctx = await loadContext(deps, user);
  if (ctx.devices.length === 0) return 'no-devices';
  const now = deps.clock.now();
  const fireAt = new Date(job.fireAt);
  if (now.getTime() - new Date(job.deliverAt).getTime() > LATE_LIMIT_MS) return 'late';
  const message = await messageOf(deps, ctx, job, fireAt);
  if (!message) return 'dropped';
  const occurrence = { userId: user.id, kind: job.kind, ref: job.ref, fireAt };
  const claim = await q.claimDelivery(deps.db, occurrence, now, new Date(now.getTime() + LEASE_MS));
  if (!claim) return 'duplicate';
  const payload = JSON.stringify(pushPayloadOf(message, user.locale, claim.id));
  const keys = await vapidKeys(deps.db);
  const options = deliveryOptions[message.kind];
  let failed = false;
  for (const device of ctx.devices) {
    if (claim.sentTo.includes(device.id)) continue;
    const { outcome } = await sendPush(deps.push, keys, device, {
      payload,
      ttl: options.ttl,
      urgency: options.urgency,
      topicOf: `${job.kind}|${job.ref}|${job.fireAt}`,
    });
    if (outcome === 'sent') {
      await q.addSentTo(deps.db, claim.id, device.id);
      await q.markSubscriptionSuccess(deps.db, user.id, device.id, deps.clock.now());
    } else if (outcome === 'gone') await q.deleteSubscription(deps.db, user.id, device.id);
    else if (outcome === 'retry') failed = true;
  }
  await q.finishDelivery(deps.db, claim.id, !failed, deps.clock.now());
  if (failed) throw new RetryLater(`a device of ${user.id} failed for now: retry`);
  if (message.kind === 'timer') await q.deleteTimer(deps.db, user.id, job.ref);
  return 'sent';
}

/** Deliveries are kept this long (an occurrence's job cannot come back later than this), then forgotten. */
const DELIVERY_KEEP_MS = 14 * 86_400_000;
const SWEEP_PAGE = 500;
/** Users per sweep at most; the next sweep starts over. */
const SWEEP_MAX_USERS = 50_000;

/**
 * The hourly repair: plans every user with a device again (a change whose planning failed, a row lost to a crash
 * between a write and its planning) and forgets old deliveries. Bounded in users and rows.
 */
export async function sweep(deps: DeliveryDeps): Promise<number> {
  let after: string | null = null;
  let users = 0;
  while (users < SWEEP_MAX_USERS) {
    const page = await q.usersWithDevices(deps.db, after, SWEEP_PAGE);
    for (const userId of page) {
      const user = await findUser(deps.db, userId);
      if (user) await replan(deps, user, 'all');
    }
    users += page.length;
    if (page.length < SWEEP_PAGE) break;
    after = page[page.length - 1]!;
  }
  const before = new Date(deps.clock.now().getTime() - DELIVERY_KEEP_MS);
  for (let i = 0; i < 20 && (await q.deleteOldDeliveries(deps.db, before, 1000)) === 1000; i++);
  return users;
}
