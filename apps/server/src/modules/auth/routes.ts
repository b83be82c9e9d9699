import { api } from '@track-grow/domain';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { route } from '../../lib/route';
import { SESSION_COOKIE } from '../../plugins/session';
import { normalizeIP } from '@fastify/rate-limit';
import { HttpError } from '../../plugins/errors';
import { isolatedLimiter, tooManyAttempts } from '../../plugins/rate-limit';
import type { ModuleDeps } from '../areas';
import { loginGuard } from './login-guard';
import * as auth from './service';
import type { AuthDeps } from './service';

const a = api.auth;

export const authRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, clock, mailer, appUrl, limits, reminders },
) => {
  const deps: AuthDeps = { db, clock, mailer, appUrl, reminders };
  // Runs after validation, so the body holds a normalised email.
  const emailOf = (request: { body: unknown }) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return typeof email === 'string' ? email.trim().toLowerCase() : '';
  };

  const ipLimiter = await isolatedLimiter(app);
  const accountLimiter = await isolatedLimiter(app);
  const ceilingLimiter = await isolatedLimiter(app);
  const perIp = (scope: string, max: number, timeWindow: number) =>
    ipLimiter({ max, timeWindow, keyGenerator: (request) => `${scope}:${request.ip}` });
  const perEmail = (scope: string, max: number, timeWindow: number) =>
    accountLimiter({ max, timeWindow, keyGenerator: (request) => `${scope}:${emailOf(request)}` });
  const perEmailAndIp = (scope: string, max: number, timeWindow: number) =>
    accountLimiter({
      max,
      timeWindow,
      keyGenerator: (request) => `${scope}:${request.ip}:${emailOf(request)}`,
    });
  // After requireUser, so the key is the signed-in account.
  const perAccount = (scope: string) =>
    accountLimiter({
      max: limits.passwordCheckPerAccount,
      timeWindow: limits.window,
      keyGenerator: (request) => `${scope}:${request.user?.id ?? ''}`,
    });

  // Signed out answers 200 null, so a visitor's page load is no failed request in the browser's console;
  // a session whose user differs from x-user-id is still refused by requireUser.
  route(
    app,
    a.user,
    {
      preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
        if (request.user) await app.requireUser(request, reply);
      },
    },
    async ({ user }) => (user ? auth.toUserDto(user) : null),
  );

  route(
    app,
    a.signup,
    {
      onRequest: perIp('signup-ip', limits.signupPerIp, limits.window),
      preHandler: perEmail('signup-email', limits.signupPerEmail, limits.window),
    },
    async ({ body, request, reply }) => {
      const user = await auth.signup(deps, body);
      await app.startSession(request, reply, user.id);
      return auth.toUserDto(user);
    },
  );

  const guard = loginGuard(app.failureStore, limits, deps.clock, (error) =>
    app.log.warn({ err: error }, 'Sign-in limits unavailable: nothing counted'),
  );
  route(app, a.login, async ({ body, request, reply }) => {
    // An IPv6 address counts by its /64: one host may hold the whole /64.
    const ip = normalizeIP(request.ip);
    const outcome = await guard.attempt(
      ip,
      body.email,
      () => auth.login(deps, body.email, body.password),
      (error) => error instanceof HttpError && error.statusCode === 401,
    );
    if ('waitMs' in outcome) {
      const { message } = tooManyAttempts(outcome.waitMs);
      return reply
        .status(429)
        .header('retry-after', Math.ceil(outcome.waitMs / 1000))
        .send({ message });
    }
    const user = outcome.result;
    await app.startSession(request, reply, user.id);
    return auth.toUserDto(user);
  });

  route(app, a.logout, async ({ request, reply }) => {
    await auth.logout(deps, request.cookies[SESSION_COOKIE]);
    app.endSessionCookie(reply);
    return { message: 'Signed out' };
  });

  route(app, a.onboarding, async ({ user }) => auth.toUserDto(await auth.completeOnboarding(deps, user)));

  route(
    app,
    a.forgotPassword,
    {
      onRequest: perIp('forgot-ip', limits.forgotPerIp, limits.window),
      // The owner's own requests go through whatever a stranger sends from elsewhere; the ceiling per email
      // (counted by a limiter of its own: one per registration runs per request) stops mail floods.
      preHandler: [
        perEmailAndIp('forgot-email-ip', limits.forgotPerEmailIp, limits.window),
        ceilingLimiter({
          max: limits.forgotPerEmail,
          timeWindow: limits.window,
          keyGenerator: (request) => `forgot-email:${emailOf(request)}`,
        }),
      ],
    },
    async ({ body, request }) => {
      // The lookup and the mail run after the answer: its timing must not tell whether the account exists.
      void auth
        .requestPasswordReset(deps, body.email)
        .catch((error: unknown) => request.log.error({ err: error }, 'password reset mail failed'));
      return { message: auth.authErrors.forgotSent };
    },
  );

  route(
    app,
    a.resetPassword,
    { onRequest: perIp('reset-ip', limits.resetPerIp, limits.window) },
    async ({ body, request, reply }) => {
      const user = await auth.resetPassword(deps, body.token, body.password);
      app.sessionCache.forgetUser(user.id); // every other session just ended
      await app.startSession(request, reply, user.id);
      return auth.toUserDto(user);
    },
  );

  route(
    app,
    a.changePassword,
    { preHandler: perAccount('change-password') },
    async ({ user, sessionId, body }) => {
      await auth.changePassword(deps, user, sessionId, body);
      return { message: 'Password changed' };
    },
  );

  route(app, a.updateUser, async ({ user, body }) =>
    auth.toUserDto(await auth.updateProfile(deps, user, body)),
  );

  route(app, a.deleteUser, { preHandler: perAccount('delete-account') }, async ({ user, body, reply }) => {
    await auth.deleteAccount(deps, user, body.password);
    app.endSessionCookie(reply);
    return { message: 'Account deleted' };
  });
};
