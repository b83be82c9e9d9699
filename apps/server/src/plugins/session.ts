import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { describeError } from '@track-grow/domain';
import fp from 'fastify-plugin';
import type { Database } from '../db/client';
import type { Clock } from '../lib/clock';
import { isApiRequest } from '../lib/api-request';
import { hashToken, newToken } from '../lib/tokens';
import { SessionCache } from '../lib/session-cache';
import { extendSession, insertSession, prepareFindLiveSession } from '../modules/auth/queries';
import type { UserRow } from '../modules/auth/types';

/** The 401 of a signed-out request: the catalogue's text and code. */
const signInRequired = describeError('shared.signInRequired');
const sessionMismatch = describeError('auth.sessionMismatch');

export const SESSION_COOKIE = 'tg_session';
export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
const SESSION_MS = SESSION_DAYS * DAY_MS;

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, resolved from the session cookie on API requests; null when signed out. */
    user: UserRow | null;
    sessionId: string | null;
  }
  interface FastifyInstance {
    /** The auth check of routes that need a signed-in user (an onRequest hook, before the body is read). */
    requireUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    startSession: (request: FastifyRequest, reply: FastifyReply, userId: string) => Promise<string>;
    endSessionCookie: (reply: FastifyReply) => void;
    sessionCache: SessionCache;
  }
}

export interface SessionOptions {
  db: Database;
  clock: Clock;
  secure: boolean;
  /** How long a looked-up session may be reused without the database; 0 turns the cache off. */
  cacheMs: number;
}

/** The page at /, whose first screen greets the signed-in user (plugins/web.ts): it reads the session too. */
function isHomePage(url: string): boolean {
  return url === '/' || url.startsWith('/?');
}

/**
 * Sessions (DESIGN.md 6): a random 256-bit token in an httpOnly SameSite=Lax cookie, only its hash stored,
 * 30 days sliding (extended at most once a day, so reads stay reads).
 */
export const sessionPlugin = fp(async (app: FastifyInstance, opts: SessionOptions) => {
  const { db, clock, secure } = opts;
  await app.register(cookie);
  const cache = new SessionCache(opts.cacheMs);
  app.decorate('sessionCache', cache);
  const findLiveSession = prepareFindLiveSession(db);

  const setCookie = (reply: FastifyReply, token: string, expires: Date) =>
    reply.setCookie(SESSION_COOKIE, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, expires });

  app.decorateRequest('user', null);
  app.decorateRequest('sessionId', null);

  const resolveSession = async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || token.length > 100) return;
    const now = clock.now();
    const tokenHash = hashToken(token);
    let found = cache.get(tokenHash, now.getTime());
    if (!found) {
      const row = await findLiveSession.execute({ tokenHash, now });
      if (!row[0]) return;
      found = { ...row[0], cachedAt: now.getTime() };
      cache.set(tokenHash, found);
    }
    request.user = found.user;
    request.sessionId = found.sessionId;
    if (found.expiresAt.getTime() - now.getTime() < SESSION_MS - DAY_MS) {
      const expiresAt = new Date(now.getTime() + SESSION_MS);
      await extendSession(db, found.sessionId, expiresAt);
      found.expiresAt = expiresAt;
      setCookie(reply, token, expiresAt);
    }
  };

  app.addHook('onRequest', async (request, reply) => {
    if (isApiRequest(request)) return resolveSession(request, reply);
    if (!isHomePage(request.url)) return;
    // The page at / works without its user: a failed lookup (the database down) costs only Home's picture.
    try {
      await resolveSession(request, reply);
    } catch (error) {
      request.log.warn({ err: error }, 'No session for the first screen: sent the plain page');
    }
  });

  // Whatever a user changes (profile, password, logout, their data) drops their cached sessions here.
  app.addHook('onResponse', async (request) => {
    if (request.user && request.method !== 'GET' && request.method !== 'HEAD')
      cache.forgetUser(request.user.id);
  });

  app.decorate('requireUser', async (request: FastifyRequest, reply: FastifyReply) => {
    if (!request.user) return reply.status(401).send(signInRequired);
    // x-user-id is never trusted for access (DESIGN.md 1): naming another user than the session's is refused.
    // A UUID's hex digits may come in either case.
    const claimed = request.headers['x-user-id'];
    const sameUser = typeof claimed === 'string' && claimed.toLowerCase() === request.user.id.toLowerCase();
    if (claimed !== undefined && !sameUser) {
      return reply.status(401).send(sessionMismatch);
    }
  });

  app.decorate('startSession', async (request: FastifyRequest, reply: FastifyReply, userId: string) => {
    const { token, hash } = newToken();
    const expiresAt = new Date(clock.now().getTime() + SESSION_MS);
    const userAgent = request.headers['user-agent']?.slice(0, 300) ?? null;
    const sessionId = await insertSession(db, { userId, tokenHash: hash, expiresAt, userAgent });
    setCookie(reply, token, expiresAt);
    return sessionId;
  });

  app.decorate('endSessionCookie', (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure });
  });
});
