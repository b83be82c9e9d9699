import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import type { AreaDeps } from '../areas';
import * as service from './service';

const v = api.vacations;
const DEFAULT_LIST_LIMIT = 100;

/** A vacation pauses every habit from its start to its end date, both included (registered by habitsRoutes). */
export const vacationsRoutes: FastifyPluginAsyncZod<AreaDeps> = async (app, { db }) => {
  route(app, v.list, async ({ user, query, reply }) => {
    const limit = query.limit ?? DEFAULT_LIST_LIMIT;
    const rows = await service.listVacations(db, user.id, { ...query, limit });
    return pageOf(reply, rows, limit, (row) => [row.startDate, row.id]).map(service.toVacationDto);
  });

  route(app, v.create, async ({ user, body }) => service.createVacation(db, user.id, body));

  route(app, v.remove, async ({ user, params }) => {
    await service.removeVacation(db, user.id, params.id);
    return { message: 'Vacation deleted' };
  });
};
