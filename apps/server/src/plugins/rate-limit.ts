import rateLimit, { type RateLimitOptions, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Attempts allowed per window (DESIGN.md 6). Tests and benchmarks pass their own. */
export interface AuthLimits {
  window: number;
  loginPerIp: number;
  /** Per email and IP pair: counting per email alone would let anyone lock a known user out. */
  loginPerEmailIp: number;
  /** Password checks of a signed-in account (change password, delete account). */
  passwordCheckPerAccount: number;
  signupPerIp: number;
  signupPerEmail: number;
  forgotPerIp: number;
  forgotPerEmail: number;
  resetPerIp: number;
}

export const defaultAuthLimits: AuthLimits = {
  window: 15 * 60 * 1000,
  loginPerIp: 50,
  loginPerEmailIp: 10,
  passwordCheckPerAccount: 10,
  signupPerIp: 20,
  signupPerEmail: 5,
  forgotPerIp: 20,
  forgotPerEmail: 5,
  resetPerIp: 20,
};

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

export type LimiterFactory = (options: RateLimitOptions) => preHandlerAsyncHookHandler;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitBase: RateLimitPluginOptions;
  }
}

/** Counters in memory, or in Redis (REDIS_URL) so that every app process shares them. */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { redisUrl: string | undefined }) => {
  const redis = opts.redisUrl
    ? new Redis(opts.redisUrl, { connectTimeout: 1000, maxRetriesPerRequest: 1 })
    : undefined;
  if (redis) app.addHook('onClose', async () => void (await redis.quit()));
  app.decorate('rateLimitBase', {
    global: false,
    ...(redis ? { redis, nameSpace: 'track-grow-rl:' } : {}),
    // A Redis outage must not lock every user out: count nothing rather than refuse everything.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: `Too many attempts. Please wait ${minutes(context.ttl)} minute${minutes(context.ttl) === 1 ? '' : 's'} and try again.`,
    }),
  } satisfies RateLimitPluginOptions);
});

/**
 * A limiter factory of its own. @fastify/rate-limit runs one limiter per request and registration, so a route
 * limited both per IP and per email takes its two limiters from two registrations.
 */
export async function isolatedLimiter(app: FastifyInstance): Promise<LimiterFactory> {
  let factory: LimiterFactory | undefined;
  await app.register(async (child) => {
    await child.register(rateLimit, app.rateLimitBase);
    factory = (options) => child.rateLimit(options);
  });
  if (!factory) throw new Error('rate limiter did not register');
  return factory;
}
