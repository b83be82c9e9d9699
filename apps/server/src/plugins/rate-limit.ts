import rateLimit, { type RateLimitOptions, type RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/** Attempts allowed per window (DESIGN.md 6). Tests and benchmarks pass their own. */
export interface AuthLimits {
  window: number;
  /** Failed sign-ins per IP; a successful one counts nothing. */
  loginPerIp: number;
  /** Failed sign-ins per email and IP pair: counting per email alone would let anyone lock a known user out. */
  loginPerEmailIp: number;
  /**
   * Failed sign-ins per account from any address before each further attempt waits (modules/auth/login-guard.ts):
   * a growing delay, not a lockout.
   */
  loginFreePerAccount: number;
  /** Password checks of a signed-in account (change password, delete account). */
  passwordCheckPerAccount: number;
  signupPerIp: number;
  signupPerEmail: number;
  forgotPerIp: number;
  /** Reset mails per email and IP: a stranger's requests never use up the owner's. */
  forgotPerEmailIp: number;
  /** Reset mails per email from all addresses: a ceiling against mail floods, far above a real user's needs. */
  forgotPerEmail: number;
  resetPerIp: number;
}

export const defaultAuthLimits: AuthLimits = {
  window: 15 * 60 * 1000,
  loginPerIp: 50,
  loginPerEmailIp: 10,
  loginFreePerAccount: 10,
  passwordCheckPerAccount: 10,
  signupPerIp: 20,
  signupPerEmail: 5,
  forgotPerIp: 20,
  forgotPerEmailIp: 5,
  forgotPerEmail: 30,
  resetPerIp: 20,
};

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));

/** The 429 of every limit: a clear message with the wait in minutes. */
export const tooManyAttempts = (ttlMs: number) => ({
  statusCode: 429,
  message: `Too many attempts. Please wait ${minutes(ttlMs)} minute${minutes(ttlMs) === 1 ? '' : 's'} and try again.`,
});

export type LimiterFactory = (options: RateLimitOptions) => preHandlerAsyncHookHandler;

declare module 'fastify' {
  interface FastifyInstance {
    rateLimitBase: RateLimitPluginOptions;
    failureStore: FailureStore;
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
    errorResponseBuilder: (_request, context) => tooManyAttempts(context.ttl),
  } satisfies RateLimitPluginOptions);
  app.decorate('failureStore', redis ? redisFailureStore(redis) : memoryFailureStore());
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

/** Failures counted under a key: how many, when the last one was (ms) and how long the count still lives. */
export interface FailureCount {
  count: number;
  lastAt: number;
  ttlMs: number;
}

/**
 * Counts failed attempts (wrong passwords) rather than requests, so that successes cost nothing; a count
 * lives `windowMs` after its latest failure. Time is passed in (the app's clock).
 */
export interface FailureStore {
  get(key: string, now: number): Promise<FailureCount | undefined>;
  add(key: string, now: number, windowMs: number): Promise<void>;
}

const MEMORY_FAILURE_KEYS = 50_000;

export function memoryFailureStore(): FailureStore {
  const counts = new Map<string, { count: number; lastAt: number; expiresAt: number }>();
  const prune = (now: number) => {
    for (const [key, entry] of counts) if (entry.expiresAt <= now) counts.delete(key);
    // Still full of live keys (an address sweep): drop the oldest tenth rather than grow without bound.
    for (const key of counts.keys()) {
      if (counts.size < MEMORY_FAILURE_KEYS * 0.9) break;
      counts.delete(key);
    }
  };
  return {
    async get(key, now) {
      const entry = counts.get(key);
      if (!entry || entry.expiresAt <= now) return undefined;
      return { count: entry.count, lastAt: entry.lastAt, ttlMs: entry.expiresAt - now };
    },
    async add(key, now, windowMs) {
      const entry = counts.get(key);
      const count = entry && entry.expiresAt > now ? entry.count + 1 : 1;
      counts.delete(key); // re-inserted last: the Map's order is the order of latest failures
      if (counts.size >= MEMORY_FAILURE_KEYS) prune(now);
      counts.set(key, { count, lastAt: now, expiresAt: now + windowMs });
    },
  };
}

const FAILURE_PREFIX = 'track-grow-fail:';

/** One hash per key (count, last), expiring `windowMs` after the latest failure; shared by every app process. */
export function redisFailureStore(redis: Redis): FailureStore {
  return {
    async get(key, now) {
      const name = FAILURE_PREFIX + key;
      const [[count, last], ttl] = await Promise.all([redis.hmget(name, 'count', 'last'), redis.pttl(name)]);
      if (!count || ttl < 0) return undefined;
      return { count: Number(count), lastAt: Number(last ?? now), ttlMs: ttl };
    },
    async add(key, now, windowMs) {
      const results = await redis
        .multi()
        .hincrby(FAILURE_PREFIX + key, 'count', 1)
        .hset(FAILURE_PREFIX + key, 'last', now)
        .pexpire(FAILURE_PREFIX + key, windowMs)
        .exec();
      const failed = results?.find(([error]) => error);
      if (!results || failed) throw failed?.[0] ?? new Error('Redis transaction discarded');
    },
  };
}
