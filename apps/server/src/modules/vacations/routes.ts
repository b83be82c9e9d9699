import { api } from '@track-grow/domain';
import type { Vacation } from '@track-grow/domain/habits';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeDateIdCursor, pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import { HttpError } from '../../plugins/errors';
import type { AreaDeps } from '../areas';
import * as q from './queries';

const v = api.vacations;
const DEFAULT_LIST_LIMIT = 100;

const toVacationDto = (row: q.VacationRow): Vacation => ({
  id: row.id,
  startDate: row.startDate,
  endDate: row.endDate,
  createdAt: row.createdAt.toISOString(),
});

/** A vacation pauses every habit from its start to its end date, both included (registered by habitRoutes). */
export const vacationRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, { db }) => {
  route(app, v.list, async ({ user, query, reply }) => {
    const limit = query.limit ?? DEFAULT_LIST_LIMIT;
    const before = decodeDateIdCursor(query.cursor);
    const rows = await q.listVacations(db, user.id, {
      from: query.from,
      to: query.to,
      limit,
      before: before ? [before[0], before[1]] : undefined,
    });
    return pageOf(reply, rows, limit, (row) => [row.startDate, row.id]).map(toVacationDto);
  });

  route(app, v.create, async ({ user, body }) => toVacationDto(await q.insertVacation(db, user.id, body)));

  route(app, v.remove, async ({ user, params }) => {
    if (!(await q.deleteVacation(db, user.id, params.id)))
      throw new HttpError(404, 'habits.vacationNotFound');
    return { message: 'Vacation deleted' };
  });
};
