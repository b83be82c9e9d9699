import { Readable } from 'node:stream';
import { api } from '@track-grow/domain';
import { importRejectedSchema } from '@track-grow/domain/money';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { route } from '../../lib/route';
import { todayFor } from '../../lib/user-day';
import type { MoneyDeps } from './service';
import * as money from './service';

const t = api.transactions;
const m = api.money;

/** The import body holds a CSV file of up to 2 MB, JSON-escaped. */
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

export const moneyRoutes: FastifyPluginAsyncZod<MoneyDeps> = async (app, deps) => {
  route(app, t.list, async ({ user, query, reply }) => {
    const { rows, limit } = await money.listTransactions(deps, user, query);
    return pageOf(reply, rows, limit, money.transactionCursorOf);
  });

  route(app, t.create, async ({ user, body }) => money.createTransaction(deps, user, body));

  // Static paths win over /:id in Fastify's router, so export.csv is never read as an id.
  route(app, t.export, async ({ user, reply }) => {
    const filename = `track-grow-transactions-${todayFor(user, deps.clock)}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(Readable.from(money.exportTransactionsCsv(deps, user), { objectMode: false }));
  });

  route(
    app,
    t.import,
    { bodyLimit: IMPORT_BODY_LIMIT, responses: { 400: importRejectedSchema } },
    async ({ user, body, reply }) => {
      const outcome = await money.importTransactions(deps, user, body);
      if (outcome.ok) return outcome.result;
      return reply.status(400).send({ message: outcome.message, errors: outcome.errors });
    },
  );

  route(app, t.get, async ({ user, params }) => money.getTransaction(deps, user, params.id));

  route(app, t.update, async ({ user, params, body }) =>
    money.updateTransaction(deps, user, params.id, body),
  );

  route(app, t.remove, async ({ user, params }) => {
    await money.deleteTransaction(deps, user, params.id);
    return { message: 'Transaction deleted' };
  });

  route(app, m.budget, async ({ user }) => money.getBudgetThreshold(deps, user));

  route(app, m.setBudget, async ({ user, body }) => money.setBudgetThreshold(deps, user, body));

  route(app, m.summary, async ({ user, query }) => money.moneySummary(deps, user, query.month));

  route(app, m.alerts, async ({ user }) => money.moneyAlerts(deps, user));
};
