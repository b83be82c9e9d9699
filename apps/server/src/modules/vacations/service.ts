import type { Vacation } from '@track-grow/domain/habits';
import type { Db } from '../../db/client';
import { decodeDateIdCursor } from '../../lib/pagination';
import { HttpError } from '../../plugins/errors';
import * as q from './queries';

/** A vacation pauses every habit from its start to its end date, both included. */
export const toVacationDto = (row: q.VacationRow): Vacation => ({
  id: row.id,
  startDate: row.startDate,
  endDate: row.endDate,
  createdAt: row.createdAt.toISOString(),
});

/** Newest first, a page of `limit` (one more row read, for the next page's cursor); from/to keep the overlapping. */
export function listVacations(
  db: Db,
  userId: string,
  query: { from?: string | undefined; to?: string | undefined; limit: number; cursor?: string | undefined },
): Promise<q.VacationRow[]> {
  const before = decodeDateIdCursor(query.cursor);
  return q.listVacations(db, userId, {
    from: query.from,
    to: query.to,
    limit: query.limit,
    before: before ? [before[0], before[1]] : undefined,
  });
}

export async function createVacation(
  db: Db,
  userId: string,
  input: { startDate: string; endDate: string },
): Promise<Vacation> {
  return toVacationDto(await q.insertVacation(db, userId, input));
}

/** 404 when the user has no such vacation. */
export async function removeVacation(db: Db, userId: string, id: string): Promise<void> {
  if (!(await q.deleteVacation(db, userId, id))) throw new HttpError(404, 'habits.vacationNotFound');
}

/** Vacations as SQL, for the habits' statements: the spans that pause every habit. */
export const vacationsSql = { spans: q.vacationSpans };
