import {
  NOTIFICATION_LIMITS,
  type CreateSubscriptionInput,
  type NotificationSettings,
  type NotificationTimer,
  type PushSubscription,
  type createTimerInput,
  type updateNotificationSettingsInput,
} from '@track-grow/domain/notifications';
import { uuidv7 } from 'uuidv7';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { RemindersHook } from '../../lib/reminders-hook';
import { HttpError } from '../../plugins/errors';
import { findUser } from '../auth/service';
import type { UserRow } from '../auth/types';
import { replan, settingsOf, type ReplanWhat } from './plan';
import * as q from './queries';
import { endpointAllowed } from './endpoint-guard';
import { generateVapidKeys, type PushConfig, type VapidKeys } from './sender';

export interface NotificationsDeps {
  db: Database;
  clock: Clock;
  push: PushConfig;
  /** Asks the queue to look for due work now (a test notification); absent = its next tick. */
  wake?: (() => Promise<void>) | undefined;
}
export type NotificationUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour' | 'weekStart' | 'locale'>;

const keysByDb = new WeakMap<Database, Promise<VapidKeys>>();

/**
 * The app's VAPID key pair: read from the database, or made once and stored there (the first process to write it
 * wins; every process reads that one). Kept in memory per database once known.
 */
export function vapidKeys(db: Database): Promise<VapidKeys> {
  let keys = keysByDb.get(db);
  if (!keys) {
    keys = (async () => {
      const stored = await q.findVapidKeys(db);
      if (stored) return stored;
      await q.insertVapidKeys(db, generateVapidKeys());
      const won = await q.findVapidKeys(db);
      if (!won) throw new Error('the VAPID keys could not be stored');
      return won;
    })();
    keysByDb.set(db, keys);
    keys.catch(() => keysByDb.delete(db));
  }
  return keys;
}

export const toSubscriptionDto = (row: q.SubscriptionRow): PushSubscription => ({
  id: row.id,
  endpoint: row.endpoint,
  userAgent: row.userAgent,
  createdAt: row.createdAt.toISOString(),
  lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
});

export async function listSubscriptions(deps: NotificationsDeps, user: NotificationUser) {
  return (await q.listSubscriptions(deps.db, user.id)).map(toSubscriptionDto);
}

/**
 * Registers a device (or renews the keys of one already registered). Its endpoint must be https on a public host
 * (unless PUSH_ALLOW_LOCAL_ENDPOINTS), and a user has at most 20 devices: the 21st is a 400 that changes nothing.
 */
export async function subscribe(
  deps: NotificationsDeps,
  user: NotificationUser,
  input: CreateSubscriptionInput,
): Promise<PushSubscription> {
  if (!endpointAllowed(input.endpoint, deps.push.allowLocalEndpoints))
    throw new HttpError(400, 'notifications.endpointNotAllowed', 'endpoint');
  const row = await q.upsertSubscription(
    deps.db,
    user.id,
    {
      endpoint: input.endpoint,
      p256dh: input.keys.p256dh,
      auth: input.keys.auth,
      userAgent: input.userAgent || null,
    },
    NOTIFICATION_LIMITS.subscriptionsPerUser,
  );
  if (!row) throw new HttpError(400, 'notifications.tooManySubscriptions');
  await replan(deps, user, 'all');
  return toSubscriptionDto(row);
}

export async function unsubscribe(
  deps: NotificationsDeps,
  user: NotificationUser,
  id: string,
): Promise<void> {
  if (!(await q.deleteSubscription(deps.db, user.id, id)))
    throw new HttpError(404, 'notifications.subscriptionNotFound');
  await replan(deps, user, 'all');
}

export { settingsOf };

/** Settings as the columns of their row (the account's import writes them). */
export const settingsColumnsOf = (settings: NotificationSettings) => ({
  habits: settings.kinds.habits.enabled,
  mood: settings.kinds.mood.enabled,
  moodTime: settings.kinds.mood.time,
  timers: settings.kinds.timers.enabled,
  tasks: settings.kinds.tasks.enabled,
  taskLead: settings.kinds.tasks.lead,
  taskDigest: settings.kinds.taskDigest.enabled,
  taskDigestTime: settings.kinds.taskDigest.time,
  quietStart: settings.quietHours?.start ?? null,
  quietEnd: settings.quietHours?.end ?? null,
});

export async function getSettings(deps: NotificationsDeps, user: NotificationUser) {
  return settingsOf(await q.findSettings(deps.db, user.id));
}

/** The kinds and quiet hours given replace the saved ones; the user's reminders are planned again. */
export async function updateSettings(
  deps: NotificationsDeps,
  user: NotificationUser,
  input: z.output<typeof updateNotificationSettingsInput>,
): Promise<NotificationSettings> {
  const patch: q.SettingsPatch = {};
  const kinds = input.kinds;
  if (kinds?.habits) patch.habits = kinds.habits.enabled;
  if (kinds?.mood?.enabled !== undefined) patch.mood = kinds.mood.enabled;
  if (kinds?.mood?.time !== undefined) patch.moodTime = kinds.mood.time;
  if (kinds?.timers) patch.timers = kinds.timers.enabled;
  if (kinds?.tasks?.enabled !== undefined) patch.tasks = kinds.tasks.enabled;
  if (kinds?.tasks?.lead !== undefined) patch.taskLead = kinds.tasks.lead;
  if (kinds?.taskDigest?.enabled !== undefined) patch.taskDigest = kinds.taskDigest.enabled;
  if (kinds?.taskDigest?.time !== undefined) patch.taskDigestTime = kinds.taskDigest.time;
  if (input.quietHours !== undefined) {
    patch.quietStart = input.quietHours?.start ?? null;
    patch.quietEnd = input.quietHours?.end ?? null;
  }
  const row = await q.upsertSettings(deps.db, user.id, patch);
  await replan(deps, user, 'all');
  return settingsOf(row);
}

const toTimerDto = (row: q.TimerRow): NotificationTimer => ({
  id: row.id,
  kind: row.kind,
  endsAt: row.endsAt.toISOString(),
});

const MINUTE_MS = 60_000;

/** A focus or rest timer started: its end is announced then. At most 10 running at once. */
export async function startTimer(
  deps: NotificationsDeps,
  user: NotificationUser,
  input: z.output<typeof createTimerInput>,
): Promise<NotificationTimer> {
  const now = deps.clock.now();
  const endsAt = new Date(input.endsAt);
  const minutes = (endsAt.getTime() - now.getTime()) / MINUTE_MS;
  if (minutes < NOTIFICATION_LIMITS.timerMinMinutes || minutes > NOTIFICATION_LIMITS.timerMaxMinutes)
    throw new HttpError(400, 'notifications.timerEnd', 'endsAt');
  const row = await q.insertTimer(
    deps.db,
    user.id,
    { kind: input.kind, endsAt },
    NOTIFICATION_LIMITS.timersPerUser,
    now,
  );
  if (!row) throw new HttpError(400, 'notifications.tooManyTimers');
  await replan(deps, user, 'timers');
  return toTimerDto(row);
}

/** Paused or stopped: its end is not announced. */
export async function cancelTimer(
  deps: NotificationsDeps,
  user: NotificationUser,
  id: string,
): Promise<void> {
  if (!(await q.deleteTimer(deps.db, user.id, id))) throw new HttpError(404, 'notifications.timerNotFound');
  await q.deleteScheduled(deps.db, user.id, 'timer', id);
}

/** "Send a test notification": queued at once for every device of the user's; how many devices that is. */
export async function sendTest(
  deps: NotificationsDeps,
  user: NotificationUser,
): Promise<{ devices: number }> {
  const devices = (await q.listSubscriptions(deps.db, user.id)).length;
  if (devices === 0) return { devices };
  const now = deps.clock.now();
  await q.replaceSchedule(
    deps.db,
    user.id,
    [],
    [{ kind: 'test', ref: uuidv7(), fireAt: now, deliverAt: now }],
  );
  await deps.wake?.();
  return { devices };
}

export type { ReplanWhat };

/** What the owning modules call after a change (lib/reminders-hook.ts): plans that user's reminders again. */
export function remindersHook(
  deps: { db: Database; clock: Clock },
  log: (error: unknown) => void,
): RemindersHook {
  return {
    async changed(user, what) {
      try {
        await replan(deps, user, what);
      } catch (error) {
        log(error);
      }
    },
    async accountChanged(userId) {
      try {
        const user = await findUser(deps.db, userId);
        if (user) await replan(deps, user, 'all');
      } catch (error) {
        log(error);
      }
    },
  };
}
