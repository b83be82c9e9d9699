import {
  afterQuietHours,
  defaultNotificationSettings,
  nextOccurrence,
  occurrenceOn,
  type DailyRule,
  type NotificationSettings,
  type Occurrence,
} from '@track-grow/domain/notifications';
import type { Schedule } from '@track-grow/domain/habits';
import { addDays } from '@track-grow/domain/shared';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { UserRow } from '../auth/types';
import { habitsWithReminders } from '../habits/service';
import { tasksWithReminders } from '../tasks/service';
import { todayFor } from '../../lib/user-day';
import * as q from './queries';

/**
 * Planning: from the user's settings, habits and timers, the next occurrence of each of their reminders, kept in
 * notification_schedule (one row per kind and ref). Rules of time are the domain's (schedule.ts); the habits are
 * read through the habits module's service.
 */

/** A reminder that could not go out within this long of its time (the app was down) is dropped: it is noise now. */
export const LATE_LIMIT_MS = 60 * 60_000;

/** The reminders of this many habits, and of this many tasks, at most are planned per user (user-sized loops). */
export const MAX_HABIT_REMINDERS = 200;
export const MAX_TASK_REMINDERS = 200;

type PlanUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour' | 'weekStart' | 'locale'>;

export function settingsOf(row: q.SettingsRow | undefined): NotificationSettings {
  if (!row) return defaultNotificationSettings;
  return {
    kinds: {
      habits: { enabled: row.habits },
      mood: { enabled: row.mood, time: row.moodTime },
      timers: { enabled: row.timers },
      tasks: { enabled: row.tasks, lead: row.taskLead },
      taskDigest: { enabled: row.taskDigest, time: row.taskDigestTime },
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
  /** Open tasks with a due time, from yesterday on (a day's lead reaches back one day). */
  tasks: { id: string; title: string; dueDate: string; dueTime: string }[];
}

export async function loadContext(
  deps: { db: Database; clock: Clock },
  user: PlanUser,
): Promise<UserContext> {
  const [settings, devices, habits, tasks] = await Promise.all([
    q.findSettings(deps.db, user.id),
    q.listSubscriptions(deps.db, user.id),
    habitsWithReminders(deps, user.id, MAX_HABIT_REMINDERS),
    tasksWithReminders(deps, user.id, addDays(todayFor(user, deps.clock), -1), MAX_TASK_REMINDERS),
  ]);
  return { user, settings: settingsOf(settings), devices, habits, tasks };
}

const ruleOf = (ctx: UserContext, time: string, weekdays?: readonly number[]): DailyRule => ({
  time,
  timeZone: ctx.user.timezone,
  dayStartHour: ctx.user.dayStartHour,
  weekdays,
});

export type PlannedKind = 'habit' | 'mood' | 'task' | 'digest';

/**
 * The next occurrence after `after` of one reminder (a habit's, the mood prompt, a task's, the task digest) under
 * the user's current settings and data, or undefined when it is off, gone or past. A habit on listed weekdays fires
 * on those days only; one of N times a week is due every day until its count is met (checked when it fires). A
 * task's fires once, its lead before its due time on its due day.
 */
export function nextOf(
  ctx: UserContext,
  kind: PlannedKind,
  ref: string,
  after: Date,
): Occurrence | undefined {
  const { kinds } = ctx.settings;
  switch (kind) {
    case 'mood':
      return kinds.mood.enabled ? nextOccurrence(ruleOf(ctx, kinds.mood.time), after) : undefined;
    case 'digest':
      return kinds.taskDigest.enabled ? nextOccurrence(ruleOf(ctx, kinds.taskDigest.time), after) : undefined;
    case 'habit': {
      if (!kinds.habits.enabled) return undefined;
      const habit = ctx.habits.find((h) => h.id === ref);
      if (!habit?.reminderTime) return undefined;
      const days = habit.schedule.kind === 'weekdays' ? habit.schedule.days : undefined;
      return nextOccurrence(ruleOf(ctx, habit.reminderTime, days), after);
    }
    case 'task': {
      const task = kinds.tasks.enabled ? ctx.tasks.find((t) => t.id === ref) : undefined;
      if (!task) return undefined;
      const due = occurrenceOn(ruleOf(ctx, task.dueTime), task.dueDate).at;
      const at = new Date(due.getTime() - kinds.tasks.lead * 60_000);
      return at.getTime() > after.getTime() ? { day: task.dueDate, at } : undefined;
    }
  }
}

/** When an occurrence may go out: at once, or when the user's quiet hours end. */
export const deliverAtOf = (ctx: UserContext, at: Date): Date =>
  afterQuietHours(at, ctx.settings.quietHours, ctx.user.timezone);

export type ReplanWhat = 'all' | 'habits' | 'tasks' | 'profile' | 'timers';

const kindsOf: Record<ReplanWhat, q.ScheduledKind[]> = {
  all: ['habit', 'mood', 'timer', 'task', 'digest'],
  habits: ['habit'],
  tasks: ['task'],
  profile: ['habit', 'mood', 'task', 'digest'],
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
  const add = (kind: PlannedKind, ref: string) => {
    const next = nextOf(ctx, kind, ref, after(kind, ref));
    if (next) planned.push({ kind, ref, fireAt: next.at, deliverAt: deliverAtOf(ctx, next.at) });
  };
  if (kinds.includes('habit')) for (const habit of ctx.habits) add('habit', habit.id);
  if (kinds.includes('mood')) add('mood', '');
  if (kinds.includes('task')) for (const task of ctx.tasks) add('task', task.id);
  if (kinds.includes('digest')) add('digest', '');
  if (kinds.includes('timer') && ctx.settings.kinds.timers.enabled)
    for (const timer of await q.listTimers(deps.db, user.id))
      // A timer's end is announced when it comes, quiet hours or not: the user started it just now.
      if (timer.endsAt.getTime() > now.getTime())
        planned.push({ kind: 'timer', ref: timer.id, fireAt: timer.endsAt, deliverAt: timer.endsAt });
  await q.replaceSchedule(deps.db, user.id, kinds, planned);
}
