import {
  afterQuietHours,
  defaultNotificationSettings,
  nextOccurrence,
  type DailyRule,
  type NotificationSettings,
  type Occurrence,
} from '@track-grow/domain/notifications';
import type { Schedule } from '@track-grow/domain/habits';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { UserRow } from '../auth/types';
import { habitsWithReminders } from '../habits/service';
import * as q from './queries';

/**
 * Planning: from the user's settings, habits and timers, the next occurrence of each of their reminders, kept in
 * notification_schedule (one row per kind and ref). Rules of time are the domain's (schedule.ts); the habits are
 * read through the habits module's service.
 */

/** A reminder that could not go out within this long of its time (the app was down) is dropped: it is noise now. */
export const LATE_LIMIT_MS = 60 * 60_000;

/** The reminders of this many habits at most are planned per user (a bound on a user-sized loop). */
export const MAX_HABIT_REMINDERS = 200;

type PlanUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour' | 'weekStart' | 'locale'>;

export function settingsOf(row: q.SettingsRow | undefined): NotificationSettings {
  if (!row) return defaultNotificationSettings;
  return {
    kinds: {
      habits: { enabled: row.habits },
      mood: { enabled: row.mood, time: row.moodTime },
      timers: { enabled: row.timers },
    },
    quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
  };
}

/** What planning and sending a user's reminders read: one load per user. */
export interface UserContext {
  user: PlanUser;
  settings: NotificationSettings;
  devices: q.SubscriptionRow[];
  habits: { id: string; name: string; schedule: Schedule; reminderTime: string | null }[];
}

export async function loadContext(
  deps: { db: Database; clock: Clock },
  user: PlanUser,
): Promise<UserContext> {
  const [settings, devices, habits] = await Promise.all([
    q.findSettings(deps.db, user.id),
    q.listSubscriptions(deps.db, user.id),
    habitsWithReminders(deps, user.id, MAX_HABIT_REMINDERS),
  ]);
  return { user, settings: settingsOf(settings), devices, habits };
}

const ruleOf = (ctx: UserContext, time: string, weekdays?: readonly number[]): DailyRule => ({
  time,
  timeZone: ctx.user.timezone,
  dayStartHour: ctx.user.dayStartHour,
  weekdays,
});

/**
 * The next occurrence after `after` of one daily reminder (a habit's or the mood prompt) under the user's current
 * settings and data, or undefined when it is off or gone. A habit on listed weekdays fires on those days only; one
 * of N times a week is due every day until its count is met (checked when it fires).
 */
export function nextOf(
  ctx: UserContext,
  kind: 'habit' | 'mood',
  ref: string,
  after: Date,
): Occurrence | undefined {
  if (kind === 'mood') {
    const mood = ctx.settings.kinds.mood;
    return mood.enabled ? nextOccurrence(ruleOf(ctx, mood.time), after) : undefined;
  }
  if (!ctx.settings.kinds.habits.enabled) return undefined;
  const habit = ctx.habits.find((h) => h.id === ref);
  if (!habit?.reminderTime) return undefined;
  const days = habit.schedule.kind === 'weekdays' ? habit.schedule.days : undefined;
  return nextOccurrence(ruleOf(ctx, habit.reminderTime, days), after);
}

/** When an occurrence may go out: at once, or when the user's quiet hours end. */
export const deliverAtOf = (ctx: UserContext, at: Date): Date =>
  afterQuietHours(at, ctx.settings.quietHours, ctx.user.timezone);

export type ReplanWhat = 'all' | 'habits' | 'profile' | 'timers';

const kindsOf: Record<ReplanWhat, q.ScheduledKind[]> = {
  all: ['habit', 'mood', 'timer'],
  habits: ['habit'],
  profile: ['habit', 'mood'],
  timers: ['timer'],
};

/**
 * Plans the user's reminders of `what` again and writes only their rows. A row whose occurrence has come but is
 * held (by quiet hours) keeps that occurrence: changing the quiet hours moves when it goes out, never drops it.
 * A user without a device has no rows.
 */
export async function replan(
  deps: { db: Database; clock: Clock },
  user: PlanUser,
  what: ReplanWhat,
): Promise<void> {
  const kinds = kindsOf[what];
  // Most users have no device: one read, and nothing to write (removing the last device cleared their rows).
  if (what !== 'all' && !(await q.hasDevice(deps.db, user.id))) return;
  const ctx = await loadContext(deps, user);
  if (ctx.devices.length === 0) return q.replaceSchedule(deps.db, user.id, kinds, []);
  const now = deps.clock.now();
  // An occurrence that has come and is still to go out (held by quiet hours, or due for the next tick).
  const held = new Map(
    (await q.listSchedule(deps.db, user.id))
      .filter(
        (row) =>
          row.fireAt.getTime() <= now.getTime() && now.getTime() - row.deliverAt.getTime() <= LATE_LIMIT_MS,
      )
      .map((row) => [`${row.kind}|${row.ref}`, row.fireAt]),
  );
  const after = (kind: string, ref: string) => {
    const fireAt = held.get(`${kind}|${ref}`);
    return fireAt ? new Date(fireAt.getTime() - 1) : now;
  };
  const planned: q.Planned[] = [];
  const add = (kind: 'habit' | 'mood', ref: string) => {
    const next = nextOf(ctx, kind, ref, after(kind, ref));
    if (next) planned.push({ kind, ref, fireAt: next.at, deliverAt: deliverAtOf(ctx, next.at) });
  };
  if (kinds.includes('habit')) for (const habit of ctx.habits) add('habit', habit.id);
  if (kinds.includes('mood')) add('mood', '');
  if (kinds.includes('timer') && ctx.settings.kinds.timers.enabled)
    for (const timer of await q.listTimers(deps.db, user.id))
      // A timer's end is announced when it comes, quiet hours or not: the user started it just now.
      if (timer.endsAt.getTime() > now.getTime())
        planned.push({ kind: 'timer', ref: timer.id, fireAt: timer.endsAt, deliverAt: timer.endsAt });
  await q.replaceSchedule(deps.db, user.id, kinds, planned);
}
