import { Readable } from 'node:stream';
import { api, transactionsExportPath } from '@track-grow/domain';
import { messageOutput } from '@track-grow/domain/auth';
import { importRejectedSchema, moneySummaryQuery, transactionListQuery } from '@track-grow/domain/money';
import { idParams } from '@track-grow/domain/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pageOf } from '../../lib/pagination';
import { todayFor } from '../../lib/user-day';
import type { MoneyDeps } from './service';
import * as money from './service';

const t = api.transactions;
const m = api.money;

/** The import body holds a CSV file of up to 2 MB, JSON-escaped. */
const IMPORT_BODY_LIMIT = 6 * 1024 * 1024;

export const moneyRoutes: FastifyPluginAsyncZod<MoneyDeps> = async (app, deps) => {
  app.get(
    t.list.path,
    {
      schema: { querystring: transactionListQuery, response: { 200: t.list.output } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const { rows, limit } = await money.listTransactions(deps, request.user!, request.query);
      return pageOf(reply, rows, limit, money.transactionCursorOf);
    },
  );

  app.post(
    t.create.path,
    { schema: { body: t.create.body, response: { 201: t.create.output } }, preHandler: app.requireUser },
    async (request, reply) =>
      reply.status(201).send(await money.createTransaction(deps, request.user!, request.body)),
  );

  // Static paths win over /:id in Fastify's router, so export.csv is never read as an id.
  app.get(transactionsExportPath, { preHandler: app.requireUser }, async (request, reply) => {
    const user = request.user!;
    const filename = `track-grow-transactions-${todayFor(user, deps.clock)}.csv`;
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${filename}"`)
      .send(Readable.from(money.exportTransactionsCsv(deps, user), { objectMode: false }));
  });

  app.post(
    t.import.path,
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      schema: { body: t.import.body, response: { 200: t.import.output, 400: importRejectedSchema } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      const outcome = await money.importTransactions(deps, request.user!, request.body);
      if (outcome.ok) return outcome.result;
      return reply.status(400).send({ message: outcome.message, errors: outcome.errors });
    },
  );

  app.get(
    t.get.path,
    { schema: { params: idParams, response: { 200: t.get.output } }, preHandler: app.requireUser },
    async (request) => money.getTransaction(deps, request.user!, request.params.id),
  );

  app.patch(
    t.update.path,
    {
      schema: { params: idParams, body: t.update.body, response: { 200: t.update.output } },
      preHandler: app.requireUser,
    },
    async (request) => money.updateTransaction(deps, request.user!, request.params.id, request.body),
  );

  app.delete(
    t.remove.path,
    { schema: { params: idParams, response: { 200: messageOutput } }, preHandler: app.requireUser },
    async (request) => {
      await money.deleteTransaction(deps, request.user!, request.params.id);
      return { message: 'Transaction deleted' };
    },
  );

  app.get(
    m.budget.path,
    { schema: { response: { 200: m.budget.output } }, preHandler: app.requireUser },
    async (request) => money.getBudgetThreshold(deps, request.user!),
  );

  app.put(
    m.setBudget.path,
    {
      schema: { body: m.setBudget.body, response: { 200: m.setBudget.output } },
      preHandler: app.requireUser,
    },
    async (request) => money.setBudgetThreshold(deps, request.user!, request.body),
  );

  app.get(
    m.summary.path,
    {
      schema: { querystring: moneySummaryQuery, response: { 200: m.summary.output } },
      preHandler: app.requireUser,
    },
    async (request) => money.moneySummary(deps, request.user!, request.query.month),
  );

  app.get(
    m.alerts.path,
    { schema: { response: { 200: m.alerts.output } }, preHandler: app.requireUser },
    async (request) => money.moneyAlerts(deps, request.user!),
  );
};
