import { z } from 'zod';
import { authApi, profileApi } from './auth/auth.api';
import { careerAchievementsApi, careerApi, careerGoalsApi, careerSkillsApi } from './career/career.api';
import { booksApi } from './books/books.api';
import { assistantApi } from './assistant/assistant.api';
import { dashboardApi, insightsApi, widgetsApi } from './dashboard/dashboard.api';
import { fitnessApi } from './fitness/fitness.api';
import { focusApi } from './focus/focus.api';
import { habitsApi, vacationsApi } from './habits/habits.api';
import { importsApi } from './imports/imports.api';
import { lessonsApi, quotesApi } from './lessons/lessons.api';
import { moneyApi, transactionsApi } from './money/money.api';
import { moodApi } from './mood/mood.api';
import { notesApi } from './notes/notes.api';
import { notificationsApi } from './notifications/notifications.api';
import { endpoint, type Endpoint } from './shared';
import { tasksApi } from './tasks/tasks.api';
import { timelineApi } from './timeline/timeline.api';
import { transferApi } from './transfer/transfer.api';
import { wellnessApi } from './wellness/wellness.api';

export const healthOutput = z.object({ status: z.literal('ok'), database: z.literal('ok') });

/**
 * The endpoint map, composed of each area's: the server registers every entry with its schemas
 * (apps/server/src/lib/route.ts), the web client calls them by the same entry.
 */
export const api = {
  health: endpoint('GET', '/api/health', { output: healthOutput, auth: false }),
  auth: authApi,
  profile: profileApi,
  transfer: transferApi,
  habits: habitsApi,
  vacations: vacationsApi,
  tasks: tasksApi,
  transactions: transactionsApi,
  money: moneyApi,
  mood: moodApi,
  notes: notesApi,
  focus: focusApi,
  fitness: fitnessApi,
  careerGoals: careerGoalsApi,
  careerSkills: careerSkillsApi,
  careerAchievements: careerAchievementsApi,
  career: careerApi,
  books: booksApi,
  wellness: wellnessApi,
  lessons: lessonsApi,
  quotes: quotesApi,
  dashboard: dashboardApi,
  widgets: widgetsApi,
  insights: insightsApi,
  timeline: timelineApi,
  assistant: assistantApi,
  imports: importsApi,
  notifications: notificationsApi,
} as const;

/** One entry of the map: its group (`habits`), its name in the group (`toggle`) and the endpoint. */
export interface ApiEntry {
  group: string;
  name: string;
  endpoint: Endpoint;
}

const isEndpoint = (value: object): value is Endpoint => 'method' in value && 'path' in value;

/** Every endpoint of the map as a flat list, for what is derived from all of them (lint, checks, the CSRF rule). */
export const apiEntries: readonly ApiEntry[] = Object.entries(api).flatMap(
  ([group, node]: [string, object]) =>
    isEndpoint(node)
      ? [{ group, name: group, endpoint: node }]
      : Object.entries(node as Record<string, Endpoint>).map(([name, endpoint]) => ({
          group,
          name,
          endpoint,
        })),
);
