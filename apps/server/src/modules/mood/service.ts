import {
  moodInsights,
  moodPeriods,
  moodTrend,
  yearInPixels,
  type createMoodInput,
  type DailyMood,
  type Mood,
  type MoodInsight,
  type MoodSummary,
  type updateMoodInput,
} from '@track-grow/domain/mood';
import { addDays, startOfYear, type ListQuery } from '@track-grow/domain/shared';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { cursorPart as P, decodeCursor } from '../../lib/pagination';
import { todayFor } from '../../lib/user-day';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../auth/types';
// The habits module's days of scheduled and done habits (one statement; the rules are the domain's).
import { habitDaysOf } from '../habits/stats-service';
import * as q from './queries';

export interface MoodDeps {
  db: Database;
  clock: Clock;
}
export type MoodUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour' | 'weekStart'>;
export type CreateMoodData = z.output<typeof createMoodInput>;
export type UpdateMoodData = z.output<typeof updateMoodInput>;

/**
 * The default list: the 90 days up to today (the recent entries the screen lists; the pixels, trend, averages
 * and insights come from their own aggregate reads); longer reads pass `from`. Pages of 1000.
 */
export const MOODS_DEFAULT_DAYS = 90;
export const MOODS_PAGE_SIZE = 1000;
export const TREND_DAYS = 30;
/** Insights compare the finished days of the last quarter: how the user lives now, not a year ago. */
export const INSIGHT_DAYS = 90;

export const moodErrors = {
  notFound: 'moods.notFound',
  future: 'moods.future',
} as const;

export function toMoodDto(row: q.MoodRow): Mood {
  return {
    id: row.id,
    date: row.date,
    rating: row.rating,
    emotions: row.emotions,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listMoods(deps: MoodDeps, user: MoodUser, query: ListQuery) {
  const to = query.to ?? todayFor(user, deps.clock);
  const from = query.from ?? addDays(to, -(MOODS_DEFAULT_DAYS - 1));
  const limit = query.limit ?? MOODS_PAGE_SIZE;
  const rows = await q.listMoods(deps.db, user.id, {
    from,
    to,
    limit,
    before: decodeCursor(query.cursor, [P.date, P.uuid]),
  });
  return { rows: rows.map(toMoodDto), limit };
}

/** Whether the user logged a mood on `date` (the daily mood prompt is silent then). */
export const moodLoggedOn = (deps: MoodDeps, userId: string, date: string): Promise<boolean> =>
  q.moodLoggedOn(deps.db, userId, date);

export const moodCursorOf = (mood: Mood): [string, string] => [mood.date, mood.id];

export async function getMood(deps: MoodDeps, user: MoodUser, id: string): Promise<Mood> {
  const row = await q.findMood(deps.db, user.id, id);
  if (!row) throw new HttpError(404, moodErrors.notFound);
  return toMoodDto(row);
}

function refuseFuture(deps: MoodDeps, user: MoodUser, date: string | undefined): void {
  if (date !== undefined && date > todayFor(user, deps.clock))
    throw new HttpError(400, moodErrors.future, 'date');
}

/** Several entries per day are allowed (AREAS.md); a day after the user's today is not. */
export async function createMood(deps: MoodDeps, user: MoodUser, input: CreateMoodData): Promise<Mood> {
  refuseFuture(deps, user, input.date);
  const row = await q.insertMood(deps.db, user.id, {
    date: input.date,
    rating: input.rating,
    emotions: input.emotions,
    note: input.note ? input.note : null,
  });
  return toMoodDto(row);
}

export async function updateMood(
  deps: MoodDeps,
  user: MoodUser,
  id: string,
  input: UpdateMoodData,
): Promise<Mood> {
  refuseFuture(deps, user, input.date);
  const patch: q.MoodPatch = {};
  if (input.date !== undefined) patch.date = input.date;
  if (input.rating !== undefined) patch.rating = input.rating;
  if (input.emotions !== undefined) patch.emotions = input.emotions;
  if (input.note !== undefined) patch.note = input.note ? input.note : null;
  const row = await q.updateMood(deps.db, user.id, id, patch);
  if (!row) throw new HttpError(404, moodErrors.notFound);
  return toMoodDto(row);
}

export async function deleteMood(deps: MoodDeps, user: MoodUser, id: string): Promise<void> {
  if (!(await q.deleteMood(deps.db, user.id, id))) throw new HttpError(404, moodErrors.notFound);
}

/**
 * The mood screen in one read: daily totals (SQL, one statement over at most two bounded ranges: this year
 * with the last 30 days, and the pixels' year, plus the oldest entry's date), then the domain's averages,
 * trend and year in pixels.
 */
export async function moodSummary(
  deps: MoodDeps,
  user: MoodUser,
  year: number | undefined,
): Promise<MoodSummary> {
  const today = todayFor(user, deps.clock);
  const pixelsYear = year ?? Number(today.slice(0, 4));
  const trendFrom = addDays(today, -(TREND_DAYS - 1));
  const current: [string, string] = [trendFrom < startOfYear(today) ? trendFrom : startOfYear(today), today];
  const ranges: [string, string][] = [current];
  // Another year's pixels: that year up to today (a year still to come has none).
  const pixelsFrom = `${String(pixelsYear).padStart(4, '0')}-01-01`;
  const pixelsTo = `${String(pixelsYear).padStart(4, '0')}-12-31`;
  if (pixelsYear !== Number(today.slice(0, 4)) && pixelsFrom <= today)
    ranges.push([pixelsFrom, pixelsTo < today ? pixelsTo : today]);

  const { days, firstDate } = await q.summaryTotals(deps.db, user.id, ranges);
  const daily = toDaily(days);
  return {
    today,
    firstYear: firstDate === null ? null : Number(firstDate.slice(0, 4)),
    ...moodPeriods(daily, today),
    trend: moodTrend(daily, today, TREND_DAYS),
    pixels: { year: pixelsYear, days: yearInPixels(daily, pixelsYear) },
  };
}

const toDaily = (totals: readonly q.DailyMoodTotal[]): DailyMood[] =>
  totals.map((t) => ({ date: t.date, average: t.sum / t.count, count: t.count }));

/**
 * What goes with better days over the 90 days up to yesterday (domain moodInsights). Today is left out: its habits
 * and tasks are not finished, so a morning mood would land on the "otherwise" side. Two independent statements in
 * parallel — the daily mood totals with the days that had a completed task (grouped in SQL by the user's day), and
 * the habits with their marks and vacations, as the habit stats read them.
 */
export async function moodInsightsOf(deps: MoodDeps, user: MoodUser): Promise<MoodInsight[]> {
  const today = todayFor(user, deps.clock);
  const to = addDays(today, -1);
  const from = addDays(to, -(INSIGHT_DAYS - 1));
  const [moods, habitDays] = await Promise.all([
    q.moodDaysWithTasks(deps.db, user, from, to),
    habitDaysOf(deps, user, today, from, to),
  ]);
  return moodInsights({
    daily: toDaily(moods.days),
    habitDays,
    // Only the days with a mood matter: the others are on neither side.
    taskCompletionDays: moods.taskDays,
  });
}

/** The assistant's mood answer: the days' mean of daily averages and entries, and the days before. */
export const moodOf = q.moodOf;
/** The imports' moods: what the user has in a span (to skip a file's repeats), and the bulk insert. */
export const moodKeys = q.moodKeys;
export const insertMoods = q.insertMoods;
export type ImportedMood = q.ImportedMood;

/** Moods as SQL, for another area's one statement (Home, the dashboard, insights, the timeline). */
export const moodSql = { perDay: q.moodsPerDay, logged: q.moodsLogged, timeline: q.timelineSource };
