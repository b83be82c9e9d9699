import { daysBetween } from '@track-grow/domain/shared';
import {
  WELLNESS_DEFAULT_DAYS,
  WELLNESS_MAX_RANGE_DAYS,
  wellnessMeasures,
  type updateWellnessInput,
  type upsertWellnessInput,
  type waterDeltaInput,
  type WellnessEntry,
  type WellnessListQuery,
} from '@track-grow/domain/wellness';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { datedListWindow } from '../../lib/pagination';
import { todayFor } from '../../lib/user-day';
import { HttpError } from '../../plugins/errors';
import type { UserRow } from '../auth/types';
import * as q from './queries';

export interface WellnessDeps {
  db: Database;
  clock: Clock;
}
export type WellnessUser = Pick<UserRow, 'id' | 'timezone' | 'dayStartHour'>;

/** The list's pages: a year of days fits in one (at most 1000 with `limit`). */
export const WELLNESS_PAGE_SIZE = 400;

const notFound = 'wellness.notFound';

export function toWellnessDto(row: q.WellnessRow): WellnessEntry {
  return {
    id: row.id,
    date: row.date,
    sleepHours: row.sleepHours,
    sleepQuality: row.sleepQuality,
    waterGlasses: row.waterGlasses,
    meditationMinutes: row.meditationMinutes,
    steps: row.steps,
    energy: row.energy,
    stress: row.stress,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Only the measures the input names (null clears one); the others are left out of the write. */
function measuresOf(
  input: Partial<Record<(typeof wellnessMeasures)[number], number | null | undefined>>,
): q.WellnessMeasures {
  const measures: q.WellnessMeasures = {};
  for (const measure of wellnessMeasures)
    if (input[measure] !== undefined) measures[measure] = input[measure];
  return measures;
}

/** A day is the user's: one that has not started yet where they live is refused. */
function assertStarted(deps: WellnessDeps, user: WellnessUser, date: string) {
  if (date > todayFor(user, deps.clock)) throw new HttpError(400, 'wellness.futureDay', 'date');
}

export async function listEntries(deps: WellnessDeps, user: WellnessUser, query: WellnessListQuery) {
  const today = todayFor(user, deps.clock);
  const window = datedListWindow(query, today, { days: WELLNESS_DEFAULT_DAYS, pageSize: WELLNESS_PAGE_SIZE });
  // The schema bounds `from`–`to`; a `from` alone reaches to today, bounded the same way.
  if (daysBetween(window.from, window.to ?? today) >= WELLNESS_MAX_RANGE_DAYS)
    throw new HttpError(400, 'wellness.rangeTooLong', 'from');
  const rows = await q.listEntries(deps.db, user.id, window);
  return { rows: rows.map(toWellnessDto), limit: window.limit };
}

export const wellnessCursorOf = (e: WellnessEntry): [string, string] => [e.date, e.id];

export async function getEntry(deps: WellnessDeps, user: WellnessUser, id: string): Promise<WellnessEntry> {
  const row = await q.findEntry(deps.db, user.id, id);
  if (!row) throw new HttpError(404, notFound);
  return toWellnessDto(row);
}

export async function upsertEntry(
  deps: WellnessDeps,
  user: WellnessUser,
  input: z.output<typeof upsertWellnessInput>,
): Promise<WellnessEntry> {
  assertStarted(deps, user, input.date);
  return toWellnessDto(await q.upsertEntry(deps.db, user.id, input.date, measuresOf(input)));
}

export async function addWater(
  deps: WellnessDeps,
  user: WellnessUser,
  input: z.output<typeof waterDeltaInput>,
): Promise<WellnessEntry> {
  assertStarted(deps, user, input.date);
  return toWellnessDto(await q.addWater(deps.db, user.id, input.date, input.delta));
}

export async function updateEntry(
  deps: WellnessDeps,
  user: WellnessUser,
  id: string,
  input: z.output<typeof updateWellnessInput>,
): Promise<WellnessEntry> {
  const row = await q.updateEntry(deps.db, user.id, id, measuresOf(input));
  if (!row) throw new HttpError(404, notFound);
  return toWellnessDto(row);
}

export async function deleteEntry(deps: WellnessDeps, user: WellnessUser, id: string): Promise<void> {
  if (!(await q.deleteEntry(deps.db, user.id, id))) throw new HttpError(404, notFound);
}

/** The assistant's wellness answer: each measure's mean over some days. */
export const wellnessOf = q.wellnessOf;

/** Wellness as SQL, for another area's one statement (insights, the timeline). */
export const wellnessSql = { sleepAndMeditation: q.sleepAndMeditation, timeline: q.timelineSource };
