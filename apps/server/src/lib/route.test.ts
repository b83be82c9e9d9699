import { endpoint, idParams, messageOutput } from '@track-grow/domain';
import Fastify, { type FastifyReply, type FastifyRequest } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import type { UserRow } from '../modules/auth/types';
import { errorsPlugin } from '../plugins/errors';
import { responseSerializerCompiler } from './response-serializer';
import { route } from './route';

const id = '0195f3a2-7c4e-7d2a-9b1e-2f6a8c4d5e01';
const ada = { id: 'user-ada', email: 'ada@example.com' } as UserRow;

const thing = z.object({ id: z.string(), year: z.number(), name: z.string() });
const e = {
  get: endpoint('GET', '/t/:id', {
    params: idParams,
    query: z.object({ year: z.coerce.number().int().optional() }),
    output: thing,
  }),
  create: endpoint('POST', '/t', { body: z.object({ name: z.string().min(1) }), output: thing, status: 201 }),
  open: endpoint('GET', '/open', { output: z.object({ signedIn: z.boolean() }), auth: false }),
  maybe: endpoint('GET', '/maybe', { output: messageOutput, auth: false }),
};

/** A bare app whose "session" is the x-test-user header; requireUser answers 401 without one. */
async function testApp(register: (app: ReturnType<typeof Fastify>, order: string[]) => void) {
  const order: string[] = [];
  const app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: true }));
  await app.register(errorsPlugin);
  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);
  app.addHook('onRequest', async (request) => {
    if (request.headers['x-test-user']) {
      request.user = ada;
      request.sessionId = 'session-1';
    }
  });
  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    order.push('requireUser');
    if (!request.user) return reply.status(401).send({ message: 'Please sign in to continue' });
  });
  register(app, order);
  await app.ready();
  return { app, order };
}

describe('route', () => {
  it('refuses a signed-out request to an endpoint that needs auth, before the handler', async () => {
    let ran = false;
    const { app } = await testApp((app) =>
      route(app, e.get, async () => {
        ran = true;
        return { id, year: 1, name: 'x' };
      }),
    );
    const response = await app.inject({ method: 'GET', url: `/t/${id}` });
    expect(response.statusCode).toBe(401);
    expect(ran).toBe(false);
  });

  it('hands the handler the user, the session and the parsed params and query', async () => {
    const { app } = await testApp((app) =>
      route(app, e.get, async ({ user, sessionId, params, query }) => {
        expectTypeOf(user).toEqualTypeOf<UserRow>();
        expectTypeOf(sessionId).toEqualTypeOf<string>();
        expectTypeOf(query.year).toEqualTypeOf<number | undefined>();
        return { id: params.id, year: query.year ?? 0, name: `${user.email} ${sessionId}` };
      }),
    );
    const response = await app.inject({
      method: 'GET',
      url: `/t/${id}?year=2026`,
      headers: { 'x-test-user': '1' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ id, year: 2026, name: 'ada@example.com session-1' });
  });

  it('validates params, query and body with the endpoint schemas', async () => {
    const { app } = await testApp((app) => {
      route(app, e.get, async ({ params }) => ({ id: params.id, year: 0, name: '' }));
      route(app, e.create, async ({ body }) => ({ id, year: 0, name: body.name }));
    });
    const headers = { 'x-test-user': '1' };
    const badId = await app.inject({ method: 'GET', url: '/t/not-an-id', headers });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/^id: Not a valid id/);
    const badYear = await app.inject({ method: 'GET', url: `/t/${id}?year=soon`, headers });
    expect(badYear.statusCode).toBe(400);
    const badBody = await app.inject({ method: 'POST', url: '/t', headers, payload: { name: '' } });
    expect(badBody.statusCode).toBe(400);
  });

  it('answers with the endpoint status, writing only what the output schema names', async () => {
    const { app } = await testApp((app) =>
      route(app, e.create, async ({ body }) => ({ id, year: 1, name: body.name, secret: 'hash' })),
    );
    const response = await app.inject({
      method: 'POST',
      url: '/t',
      headers: { 'x-test-user': '1' },
      payload: { name: 'Ada' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ id, year: 1, name: 'Ada' });
  });

  it('runs a public endpoint without requireUser; the user may be null', async () => {
    const { app, order } = await testApp((app) =>
      route(app, e.open, async ({ user }) => {
        expectTypeOf(user).toEqualTypeOf<UserRow | null>();
        return { signedIn: user !== null };
      }),
    );
    expect((await app.inject({ method: 'GET', url: '/open' })).json()).toEqual({ signedIn: false });
    const signedIn = await app.inject({ method: 'GET', url: '/open', headers: { 'x-test-user': '1' } });
    expect(signedIn.json()).toEqual({ signedIn: true });
    expect(order).toEqual([]);
  });

  it('keeps a status the handler sends itself, serialised by the extra response schema', async () => {
    const { app } = await testApp((app) =>
      route(app, e.maybe, { responses: { 503: messageOutput } }, async ({ reply }) =>
        reply.status(503).send({ message: 'down', detail: 'hidden' }),
      ),
    );
    const response = await app.inject({ method: 'GET', url: '/maybe' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ message: 'down' });
  });

  it('runs extra preHandlers after requireUser, and onRequest hooks before it', async () => {
    const { app, order } = await testApp((app, order) =>
      route(
        app,
        e.get,
        {
          onRequest: async () => void order.push('onRequest'),
          preHandler: async (request: FastifyRequest) =>
            void order.push(`limit:${request.user?.id ?? 'none'}`),
        },
        async ({ params }) => ({ id: params.id, year: 0, name: '' }),
      ),
    );
    await app.inject({ method: 'GET', url: `/t/${id}`, headers: { 'x-test-user': '1' } });
    expect(order).toEqual(['onRequest', 'requireUser', 'limit:user-ada']);
  });
});
