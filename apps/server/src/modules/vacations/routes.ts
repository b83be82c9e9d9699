import { api, messageOutput } from '@track-grow/domain';
import { vacationListQuery, type Vacation } from '@track-grow/domain/habits';
import { dateString, idParams, uuid } from '@track-grow/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { decodeCursor, pageOf } from '../../lib/pagination';
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
  const auth = { preHandler: app.requireUser };

  app.get(
    v.list.path,
    { ...auth, schema: { querystring: vacationListQuery, response: { 200: v.list.output } } },
    async (request, reply) => {
      const limit = request.query.limit ?? DEFAULT_LIST_LIMIT;
      const before = decodeCursor(request.query.cursor, 2);
      if (before && (!dateString.safeParse(before[0]).success || !uuid.safeParse(before[1]).success)) {
        throw new HttpError(400, 'cursor: This page link is invalid; reload the list');
      }
      const rows = await q.listVacations(db, request.user!.id, {
        from: request.query.from,
        to: request.query.to,
        limit,
        before: before ? [before[0]!, before[1]!] : undefined,
      });
      return pageOf(reply, rows, limit, (row) => [row.startDate, row.id]).map(toVacationDto);
    },
  );

  app.post(
    v.create.path,
    { ...auth, schema: { body: v.create.input, response: { 201: v.create.output } } },
    async (request, reply) =>
      reply.status(201).send(toVacationDto(await q.insertVacation(db, request.user!.id, request.body))),
  );

  app.delete(
    v.remove.path,
    { ...auth, schema: { params: idParams, response: { 200: messageOutput } } },
    async (request) => {
      if (!(await q.deleteVacation(db, request.user!.id, request.params.id)))
        throw new HttpError(404, 'Vacation not found');
      return { message: 'Vacation deleted' };
    },
  );
};
