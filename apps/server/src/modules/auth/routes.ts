import { api } from '@track-grow/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SESSION_COOKIE } from '../../plugins/session';
import { hashToken } from '../../lib/tokens';
import { isolatedLimiter, type AuthLimits } from '../../plugins/rate-limit';
import { deleteSessionByHash } from './queries';
import * as auth from './service';
import type { AuthDeps } from './service';

const a = api.auth;

export const authRoutes: FastifyPluginAsyncZod<{ deps: AuthDeps; limits: AuthLimits }> = async (
  app,
  { deps, limits },
) => {
  // Runs after validation, so the body holds a normalised email.
  const emailKey = (scope: string) => (request: { body: unknown }) => {
    const email = (request.body as { email?: unknown } | undefined)?.email;
    return `${scope}:${typeof email === 'string' ? email.trim().toLowerCase() : ''}`;
  };

  const ipLimiter = await isolatedLimiter(app);
  const accountLimiter = await isolatedLimiter(app);
  const perIp = (scope: string, max: number, timeWindow: number) =>
    ipLimiter({ max, timeWindow, keyGenerator: (request) => `${scope}:${request.ip}` });
  const perEmail = (scope: string, max: number, timeWindow: number) =>
    accountLimiter({ max, timeWindow, keyGenerator: emailKey(scope) });

  // Signed out answers 200 null, so a visitor's every page load is no failed request in the browser's
  // console; a session whose user differs from x-user-id is still refused by requireUser.
  app.get(
    a.user.path,
    {
      schema: { response: { 200: a.user.output } },
      preHandler: async (request, reply) => {
        if (request.user) await app.requireUser(request, reply);
      },
    },
    async (request) => (request.user ? auth.toUserDto(request.user) : null),
  );

  app.post(
    a.signup.path,
    {
      schema: { body: a.signup.input, response: { 201: a.signup.output } },
      onRequest: perIp('signup-ip', limits.signupPerIp, limits.window),
      preHandler: perEmail('signup-email', limits.signupPerEmail, limits.window),
    },
    async (request, reply) => {
      const user = await auth.signup(deps, request.body);
      await app.startSession(request, reply, user.id);
      return reply.status(201).send(auth.toUserDto(user));
    },
  );

  app.post(
    a.login.path,
    {
      schema: { body: a.login.input, response: { 200: a.login.output } },
      onRequest: perIp('login-ip', limits.loginPerIp, limits.window),
      preHandler: perEmail('login-email', limits.loginPerEmail, limits.window),
    },
    async (request, reply) => {
      const user = await auth.login(deps, request.body.email, request.body.password);
      await app.startSession(request, reply, user.id);
      return auth.toUserDto(user);
    },
  );

  app.post(a.logout.path, { schema: { response: { 200: a.logout.output } } }, async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSessionByHash(deps.db, hashToken(token));
    app.endSessionCookie(reply);
    return { message: 'Signed out' };
  });

  app.post(
    a.onboarding.path,
    {
      schema: { body: a.onboarding.input, response: { 200: a.onboarding.output } },
      preHandler: app.requireUser,
    },
    async (request) => auth.toUserDto(await auth.completeOnboarding(deps, request.user!)),
  );

  app.post(
    a.forgotPassword.path,
    {
      schema: { body: a.forgotPassword.input, response: { 200: a.forgotPassword.output } },
      onRequest: perIp('forgot-ip', limits.forgotPerIp, limits.window),
      preHandler: perEmail('forgot-email', limits.forgotPerEmail, limits.window),
    },
    async (request) => {
      await auth.requestPasswordReset(deps, request.body.email);
      return { message: auth.authErrors.forgotSent };
    },
  );

  app.post(
    a.resetPassword.path,
    {
      schema: { body: a.resetPassword.input, response: { 200: a.resetPassword.output } },
      onRequest: perIp('reset-ip', limits.resetPerIp, limits.window),
    },
    async (request, reply) => {
      const user = await auth.resetPassword(deps, request.body.token, request.body.password);
      app.sessionCache.forgetUser(user.id); // every other session just ended
      await app.startSession(request, reply, user.id);
      return auth.toUserDto(user);
    },
  );

  app.post(
    a.changePassword.path,
    {
      schema: { body: a.changePassword.input, response: { 200: a.changePassword.output } },
      preHandler: [
        app.requireUser,
        accountLimiter({
          max: limits.loginPerEmail,
          timeWindow: limits.window,
          keyGenerator: (request) => `change-password:${request.user?.id ?? ''}`,
        }),
      ],
    },
    async (request) => {
      await auth.changePassword(deps, request.user!, request.sessionId!, request.body);
      return { message: 'Password changed' };
    },
  );

  app.patch(
    a.updateUser.path,
    {
      schema: { body: a.updateUser.input, response: { 200: a.updateUser.output } },
      preHandler: app.requireUser,
    },
    async (request) => auth.toUserDto(await auth.updateProfile(deps, request.user!, request.body)),
  );

  app.delete(
    a.deleteUser.path,
    {
      schema: { body: a.deleteUser.input, response: { 200: a.deleteUser.output } },
      preHandler: app.requireUser,
    },
    async (request, reply) => {
      await auth.deleteAccount(deps, request.user!, request.body.password);
      app.endSessionCookie(reply);
      return { message: 'Account deleted' };
    },
  );
};
