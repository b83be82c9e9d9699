import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../db/client';
import type { AiConfig } from '../app';
import type { Clock } from '../lib/clock';
import type { RemindersHook } from '../lib/reminders-hook';
import type { Mailer } from '../mail/mailer';
import type { AuthLimits } from '../plugins/rate-limit';
import type { PushConfig } from './notifications/sender';
import { assistantRoutes } from './assistant/routes';
import { authRoutes } from './auth/routes';
import { careerRoutes } from './career/routes';
import { booksRoutes } from './books/routes';
import { dashboardRoutes } from './dashboard/routes';
import { fitnessRoutes } from './fitness/routes';
import { focusRoutes } from './focus/routes';
import { habitsRoutes } from './habits/routes';
import { healthRoutes } from './health/routes';
import { importsRoutes } from './imports/routes';
import { insightsRoutes } from './insights/routes';
import { lessonsRoutes } from './lessons/routes';
import { moneyRoutes } from './money/routes';
import { moodRoutes } from './mood/routes';
import { notesRoutes } from './notes/routes';
import { notificationsRoutes } from './notifications/routes';
import { profileRoutes } from './profile/routes';
import { tasksRoutes } from './tasks/routes';
import { timelineRoutes } from './timeline/routes';
import { transferRoutes } from './transfer/routes';
import { wellnessRoutes } from './wellness/routes';

export interface AreaDeps {
  db: Database;
  clock: Clock;
  /** The assistant's OpenAI-compatible endpoint; absent = the built-in assistant. */
  ai?: AiConfig | undefined;
  /** The assistant's bound on a model exchange (default 30 s) and its messages per minute (tests set them). */
  aiTimeoutMs?: number | undefined;
  assistantPerMinute?: number | undefined;
  /** Plans a user's reminders again after a change to what they hang on (modules/notifications). */
  reminders?: RemindersHook | undefined;
}

/** What buildApp hands every module: the areas' deps, and auth's reset mail, its links' origin and its limits. */
export interface ModuleDeps extends AreaDeps {
  mailer: Mailer;
  appUrl: string;
  limits: AuthLimits;
  /** Web Push: the VAPID subject and the endpoint rule. */
  push: PushConfig;
  /** Asks the notification queue for a tick now (absent: its next minute). */
  wakeNotifications?: (() => Promise<void>) | undefined;
}

/** Every module's routes, registered in this order by buildApp with the same deps. Add one line per module. */
export const areaRoutes: FastifyPluginAsyncZod<ModuleDeps>[] = [
  healthRoutes,
  authRoutes, // sign-up, sessions and the account
  moneyRoutes,
  habitsRoutes, // habits and vacations
  tasksRoutes,
  moodRoutes,
  notesRoutes,
  profileRoutes,
  transferRoutes, // the whole account's export and import
  focusRoutes,
  fitnessRoutes,
  careerRoutes,
  booksRoutes,
  wellnessRoutes,
  lessonsRoutes, // lessons and quotes
  dashboardRoutes, // the composite reads: dashboard and widgets
  timelineRoutes,
  insightsRoutes,
  assistantRoutes,
  importsRoutes, // Loop and Daylio files into habits and moods
  notificationsRoutes, // Web Push: devices, settings, timers
];
