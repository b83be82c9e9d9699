import compress from '@fastify/compress';
import zlib from 'node:zlib';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { stdSerializers, type LoggerOptions } from 'pino';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import type { Database } from './db/client';
import { isApiRequest } from './lib/api-request';
import type { Clock } from './lib/clock';
import { ReadCache } from './lib/read-cache';
import { responseSerializerCompiler } from './lib/response-serializer';
import type { Mailer } from './mail/mailer';
import { areaRoutes } from './modules/areas';
import type { PushConfig } from './modules/notifications/sender';
import { remindersHook } from './modules/notifications/service';
import { errorsPlugin } from './plugins/errors';
import { jsonBodyPlugin } from './plugins/json-body';
import { noNulPlugin } from './plugins/no-nul';
import { defaultAuthLimits, rateLimitPlugin, type AuthLimits } from './plugins/rate-limit';
import { securityPlugin } from './plugins/security';
import { sessionPlugin } from './plugins/session';
import { webPlugin } from './plugins/web';

/** Below this an answer is sent as it is: compressing it saves less than a packet. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/** An OpenAI-compatible endpoint; absent = the built-in assistant that answers from the user's data. */
export interface AiConfig {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
}

export interface AppDeps {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  ai: AiConfig | undefined;
  appUrl: string;
  cookieSecure?: boolean;
  trustProxy?: boolean | number | string[];
  redisUrl?: string | undefined;
  webDist?: string | undefined;
  limits?: Partial<AuthLimits>;
  logger?: FastifyBaseLogger;
  bodyLimit?: number;
  /** Reuse a looked-up session for this long (default 5000 ms; 0 = always ask the database). */
  sessionCacheMs?: number;
  /** The assistant's bound on a model exchange in ms (default 30 s), and its messages per user per minute. */
  aiTimeoutMs?: number;
  assistantPerMinute?: number;
  /** Characters of composite-read answers kept in memory (lib/read-cache.ts); 0 keeps none. */
  readCacheChars?: number;
  /** Also encode every answer with its zod schema and fail on any difference (the tests; too slow to serve with). */
  checkResponses?: boolean;
  /** Web Push (default: signed with a mailto: of no-reply@localhost, public https endpoints only). */
  push?: PushConfig;
  /** The notification queue's wake-up (index.ts passes the running queue's). */
  wakeNotifications?: () => Promise<void>;
}

/** The VAPID subject when none is configured. */
export const defaultPushConfig: PushConfig = {
  subject: 'mailto:no-reply@localhost',
  allowLocalEndpoints: false,
};

/** TRUST_PROXY as a hop count becomes "trust the first n hops". */
function trustProxyOption(
  value: AppDeps['trustProxy'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value === 'number') return (_address, hop) => hop < value;
  return value ?? false;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/** Request logs carry no secrets: a reset token in a page URL is masked, headers and bodies are not logged. */
const redactUrl = (url: string) => url.replace(/([?&]token=)[^&]*/g, '$1[redacted]');

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: {
    paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    censor: '[redacted]',
  },
  serializers: {
    req: (req: { method: string; url: string; id: string; ip?: string }) => ({
      id: req.id,
      method: req.method,
      url: redactUrl(req.url),
      ip: req.ip,
    }),
    res: (reply: { statusCode: number }) => ({ statusCode: reply.statusCode }),
    err: stdSerializers.err,
  },
});

export type App = Awaited<ReturnType<typeof buildApp>>;

/** The one factory used by index.ts, every test and the benchmarks. */
export async function buildApp(deps: AppDeps) {
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: false }),
    trustProxy: trustProxyOption(deps.trustProxy),
    bodyLimit: deps.bodyLimit ?? 1024 * 1024,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
    // While closing, a request that reached the server is still answered (with `Connection: close`), not
    // refused with 503: the process drains until its connections are gone, and only then ends the pool.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: deps.checkResponses ?? false }));
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (isApiRequest(request) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
  });

  const secure = deps.cookieSecure ?? deps.appUrl.startsWith('https:');
  await app.register(errorsPlugin);
  // Answers of 1 KB or more go out as brotli or gzip to a client that accepts them (before the static files,
  // whose precompressed copies it leaves alone); request bodies are never inflated.
  await app.register(compress, {
    global: true,
    globalDecompression: false,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    // Fast settings for answers made per request: most of the gain at a fraction of the maximum's CPU.
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
  await app.register(jsonBodyPlugin);
  await app.register(noNulPlugin);
  await app.register(securityPlugin, { appUrl: deps.appUrl, secure });
  await app.register(rateLimitPlugin, { redisUrl: deps.redisUrl });
  await app.register(sessionPlugin, {
    db: deps.db,
    clock: deps.clock,
    secure,
    cacheMs: deps.sessionCacheMs ?? 5000,
  });

  app.decorate('readCache', new ReadCache(deps.readCacheChars ?? 8_000_000));

  // Every module (health, auth and the areas) takes these deps; areas scope every query by request.user.
  const areaDeps = {
    db: deps.db,
    clock: deps.clock,
    mailer: deps.mailer,
    appUrl: deps.appUrl,
    limits: { ...defaultAuthLimits, ...deps.limits },
    ai: deps.ai,
    aiTimeoutMs: deps.aiTimeoutMs,
    assistantPerMinute: deps.assistantPerMinute,
    push: deps.push ?? defaultPushConfig,
    wakeNotifications: deps.wakeNotifications,
    reminders: remindersHook({ db: deps.db, clock: deps.clock }, (error) =>
      app.log.error({ err: error }, 'Planning reminders failed'),
    ),
  };
  for (const routes of areaRoutes) await app.register(routes, areaDeps);
  await app.register(webPlugin, { webDist: deps.webDist, clock: deps.clock });
  return app;
}
