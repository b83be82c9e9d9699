import type { Endpoint } from '@track-grow/domain';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  FastifySchema,
  onRequestAsyncHookHandler,
  onRequestHookHandler,
  preHandlerAsyncHookHandler,
  preHandlerHookHandler,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { UserRow } from '../modules/auth/types';

type Parsed<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a handler gets: the signed-in user and session (never null where auth is needed) and the parsed input. */
export interface RouteContext<E extends Endpoint> {
  user: E['auth'] extends true ? UserRow : UserRow | null;
  sessionId: E['auth'] extends true ? string : string | null;
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The answer the endpoint's output schema writes, or the reply once the handler has sent it itself. */
export type RouteAnswer<E extends Endpoint> =
  (E['output'] extends z.ZodType ? z.output<E['output']> : never) | FastifyReply;

export type RouteHandler<E extends Endpoint> = (context: RouteContext<E>) => Promise<RouteAnswer<E>>;

type OneOrMore<T> = T | T[];

export interface RouteOptions {
  /** Hooks before the body is read and before the auth check (per-IP rate limits). */
  onRequest?: OneOrMore<onRequestHookHandler | onRequestAsyncHookHandler>;
  /** Hooks after validation, and after the auth check when the endpoint needs auth (per-account limits). */
  preHandler?: OneOrMore<preHandlerHookHandler | preHandlerAsyncHookHandler>;
  bodyLimit?: number;
  /** Answers besides the success one, by status (a rejected import's 400 with its line errors). */
  responses?: Record<number, z.ZodType>;
}

/** Any Fastify instance of this server: the zod type provider, with or without plugin-specific generics. */
type App = FastifyInstance<RawServerDefault, never, never, never, ZodTypeProvider> | FastifyInstance;

/**
 * Registers an endpoint of the map: its params, query, body and answer schemas, `requireUser` (before the
 * body is read) when it needs auth, and its success status (201 for creates) unless the handler sets another.
 */
export function route<E extends Endpoint>(app: App, endpoint: E, handler: RouteHandler<E>): void;
export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  options: RouteOptions,
  handler: RouteHandler<E>,
): void;
export function route<E extends Endpoint>(
  app: App,
  endpoint: E,
  ...args: [RouteHandler<E>] | [RouteOptions, RouteHandler<E>]
): void {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  const instance = app as FastifyInstance;
  const schema: FastifySchema = {};
  if (endpoint.params) schema.params = endpoint.params;
  if (endpoint.query) schema.querystring = endpoint.query;
  if (endpoint.body) schema.body = endpoint.body;
  const responses = {
    ...(endpoint.output ? { [endpoint.status]: endpoint.output } : {}),
    ...options.responses,
  };
  if (Object.keys(responses).length > 0) schema.response = responses;
  // The auth check runs on the request, before the body is read and validated: signed out is 401, whatever
  // the body holds (a 400 would describe the endpoint's schema to a stranger).
  const onRequest = [
    ...(options.onRequest === undefined ? [] : [options.onRequest].flat()),
    ...(endpoint.auth ? [instance.requireUser] : []),
  ];

  instance.route({
    method: endpoint.method,
    url: endpoint.path,
    schema,
    ...(options.bodyLimit === undefined ? {} : { bodyLimit: options.bodyLimit }),
    ...(onRequest.length > 0 ? { onRequest } : {}),
    ...(options.preHandler === undefined ? {} : { preHandler: options.preHandler }),
    handler: async (request, reply) => {
      const { user, sessionId } = request;
      // requireUser has answered 401 before this runs; reaching here without a session is a wiring bug.
      if (endpoint.auth && (!user || !sessionId))
        throw new Error(`${endpoint.method} ${endpoint.path} ran without a session`);
      const answer = await handler({
        user: user as RouteContext<E>['user'],
        sessionId: sessionId as RouteContext<E>['sessionId'],
        params: request.params as RouteContext<E>['params'],
        query: request.query as RouteContext<E>['query'],
        body: request.body as RouteContext<E>['body'],
        request,
        reply,
      });
      if (answer !== reply && reply.statusCode === 200) reply.status(endpoint.status);
      return answer;
    },
  });
}
