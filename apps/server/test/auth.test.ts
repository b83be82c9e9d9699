import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResets, sessions, users } from '../src/db/schema';
import type { MailMessage } from '../src/mail/mailer';
import { Agent, createTestApp, signUp, uniqueEmail, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const resetTokenFrom = (text: string) => {
  const match = /http:\/\/localhost:3000\/reset-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no reset link in: ${text}`);
  return match[1];
};

/** Asks for a reset link and waits for its mail, which is sent after the answer. */
async function resetTokenFor(email: string) {
  const before = t.mailer.sent.length;
  await new Agent(t.app).post('/api/auth/forgot-password', { email });
  await vi.waitFor(() => expect(t.mailer.sent.length).toBe(before + 1));
  return resetTokenFrom(t.mailer.sent.at(-1)!.text);
}

describe('signup', () => {
  it('creates the account, signs in with a session cookie and answers the user', async () => {
    const agent = new Agent(t.app);
    const email = uniqueEmail('Mixed.Case').replace('mixed', 'MiXeD');
    const response = await agent.post('/api/auth/signup', {
      email,
      password: 'secret1',
      firstName: ' Ada ',
      lastName: 'Lovelace',
    });
    expect(response.statusCode).toBe(201);
    const user = response.json();
    expect(user).toMatchObject({
      email: email.toLowerCase(),
      firstName: 'Ada',
      lastName: 'Lovelace',
      hasCompletedOnboarding: false,
      showBottomNav: true,
      theme: 'system',
      dayStartHour: 0,
      weekStart: 0,
      preferences: {},
    });
    expect(user).not.toHaveProperty('passwordHash');

    const cookie = response.cookies.find((c) => c.name === 'tg_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    const days = (cookie!.expires!.getTime() - t.clock.now().getTime()) / 86_400_000;
    expect(days).toBeCloseTo(30, 0);

    const me = await agent.get('/api/auth/user');
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ id: user.id, email: email.toLowerCase() });
  });

  it('stores an argon2id hash and only the hash of the session token', async () => {
    const { agent, user } = await signUp(t.app, { password: 'correct horse' });
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    const token = agent.cookie!.split('=')[1]!;
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.tokenHash).not.toBe(token);
    expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(token.length).toBeGreaterThanOrEqual(43); // 256 bits in base64url
  });

  it('refuses a taken email, whatever its case', async () => {
    const { user } = await signUp(t.app);
    const again = await new Agent(t.app).post('/api/auth/signup', {
      email: user.email.toUpperCase(),
      password: 'secret1',
      firstName: 'A',
      lastName: 'B',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      message: 'An account with this email already exists',
      code: 'auth.emailTaken',
    });
  });
});

describe('current user', () => {
  it('is null when signed out, answered 200 so the browser logs no failed request', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('null');
    // An unknown or ended session is signed out too.
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      cookies: { tg_session: 'not-a-session' },
    });
    expect([stale.statusCode, stale.body]).toEqual([200, 'null']);
    // Every other signed-in route keeps its 401.
    const habits = await t.app.inject({ method: 'GET', url: '/api/habits' });
    expect(habits.statusCode).toBe(401);
    expect(habits.json()).toEqual({ message: 'Please sign in to continue', code: 'shared.signInRequired' });
  });

  it('never trusts x-user-id: a header naming another user than the session is 401', async () => {
    const alice = await signUp(t.app);
    const bob = await signUp(t.app);
    expect(
      (await alice.agent.get('/api/auth/user', { headers: { 'x-user-id': alice.user.id } })).statusCode,
    ).toBe(200);
    const spoof = await alice.agent.get('/api/auth/user', { headers: { 'x-user-id': bob.user.id } });
    expect(spoof.statusCode).toBe(401);
    expect(spoof.body).not.toContain(bob.user.email);
    // The web reads the code (and then asks again without the header) rather than the English text.
    expect(spoof.json()).toEqual({
      message: 'This session belongs to another account. Please sign in again.',
      code: 'auth.sessionMismatch',
    });
    // And the header alone, without Bob's session, gets nobody anything.
    // The same id in upper case is still the session's own; another id in upper case is still refused.
    const upper = { 'x-user-id': alice.user.id.toUpperCase() };
    expect((await alice.agent.get('/api/auth/user', { headers: upper })).statusCode).toBe(200);
    expect(
      (await alice.agent.get('/api/auth/user', { headers: { 'x-user-id': bob.user.id.toUpperCase() } }))
        .statusCode,
    ).toBe(401);
    const headerOnly = await t.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { 'x-user-id': bob.user.id },
    });
    expect([headerOnly.statusCode, headerOnly.body]).toEqual([200, 'null']);
  });
});

describe('login and logout', () => {
  it('answers a wrong email exactly like a wrong password', async () => {
    const { user } = await signUp(t.app);
    const wrongPassword = await new Agent(t.app).post('/api/auth/login', {
      email: user.email,
      password: 'not-it-at-all',
    });
    const wrongEmail = await new Agent(t.app).post('/api/auth/login', {
      email: uniqueEmail('ghost'),
      password: 'not-it-at-all',
    });
    expect(wrongPassword.statusCode).toBe(401);
    expect(wrongEmail.statusCode).toBe(401);
    expect(wrongPassword.json()).toEqual({
      message: 'Invalid email or password',
      code: 'auth.badCredentials',
    });
    expect(wrongEmail.json()).toEqual(wrongPassword.json());
    expect(wrongPassword.cookies).toHaveLength(0);
  });

  it('signs in with the right password; logout ends that session for good', async () => {
    const { user, password } = await signUp(t.app);
    const agent = new Agent(t.app);
    const login = await agent.post('/api/auth/login', { email: user.email.toUpperCase(), password });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ id: user.id });
    const cookie = agent.cookie!;

    const logout = await agent.post('/api/auth/logout');
    expect(logout.statusCode).toBe(200);
    const cleared = logout.cookies.find((c) => c.name === 'tg_session');
    expect(cleared?.value).toBe('');
    // The old cookie, replayed, no longer works: the session row is gone.
    expect((await agent.get('/api/auth/user', { cookie })).body).toBe('null');
  });

  it('slides the session: used within 30 days it lives on, left alone it expires', async () => {
    const { agent } = await signUp(t.app);
    t.clock.advance(20 * 86_400_000);
    const used = await agent.get('/api/auth/user');
    expect(used.statusCode).toBe(200);
    expect(used.cookies.find((c) => c.name === 'tg_session')).toBeDefined(); // renewed
    t.clock.advance(20 * 86_400_000); // 40 days after sign-up, 20 after last use
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    t.clock.advance(31 * 86_400_000);
    expect((await agent.get('/api/auth/user')).body).toBe('null');
  });
});

describe('onboarding and profile', () => {
  it('marks onboarding complete', async () => {
    const { agent } = await signUp(t.app);
    const response = await agent.post('/api/auth/onboarding', { hasCompleted: true });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ hasCompletedOnboarding: true });
    expect((await agent.get('/api/auth/user')).json()).toMatchObject({ hasCompletedOnboarding: true });
  });

  it('updates profile settings and merges preferences key by key', async () => {
    const { agent } = await signUp(t.app);
    const first = await agent.patch('/api/auth/user', {
      firstName: 'Grace',
      theme: 'dark',
      locale: 'it',
      currency: 'EUR',
      timezone: 'Pacific/Auckland',
      weekStart: 1,
      showBottomNav: false,
      dayStartHour: 3,
      profileImageUrl: '/avatars/fox.svg',
      preferences: { fitnessWeeklyGoalMinutes: 200 },
    });
    expect(first.statusCode).toBe(200);
    const second = await agent.patch('/api/auth/user', { preferences: { readingGoal: 12 } });
    expect(second.json()).toMatchObject({
      firstName: 'Grace',
      theme: 'dark',
      locale: 'it',
      currency: 'EUR',
      timezone: 'Pacific/Auckland',
      weekStart: 1,
      showBottomNav: false,
      dayStartHour: 3,
      profileImageUrl: '/avatars/fox.svg',
      preferences: { fitnessWeeklyGoalMinutes: 200, readingGoal: 12 },
    });
  });

  it.each([
    [{ timezone: 'Mars/Olympus' }, 'timezone'],
    [{ currency: 'XYZW' }, 'currency'],
    [{ dayStartHour: 5 }, 'dayStartHour'],
    [{ theme: 'blue' }, 'theme'],
    [{ profileImageUrl: 'https://evil.example/x.png' }, 'profileImageUrl'],
    [{ firstName: '   ' }, 'firstName'],
    [{ isAdmin: true }, ''],
    [{}, ''],
  ])('refuses %o and changes nothing', async (patch, field) => {
    const { agent, user } = await signUp(t.app);
    const response = await agent.patch('/api/auth/user', patch);
    expect(response.statusCode).toBe(400);
    if (field) expect(response.json().message).toContain(`${field}:`);
    const [row] = await t.db.select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({
      timezone: 'UTC',
      currency: 'USD',
      dayStartHour: 0,
      theme: 'system',
      profileImageUrl: null,
      firstName: 'Ada',
    });
  });

  it('needs a session', async () => {
    const response = await new Agent(t.app).patch('/api/auth/user', { theme: 'dark' });
    expect(response.statusCode).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same whether or not the account exists, and mails only a real one', async () => {
    const { user } = await signUp(t.app);
    const before = t.mailer.sent.length;
    const unknown = await new Agent(t.app).post('/api/auth/forgot-password', {
      email: uniqueEmail('nobody'),
    });
    const known = await new Agent(t.app).post('/api/auth/forgot-password', { email: user.email });
    expect(known.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(known.json()).toEqual({
      message: 'If an account exists with this email, you will receive a password reset link',
    });
    await vi.waitFor(() => expect(t.mailer.sent.length).toBeGreaterThan(before));
    expect(t.mailer.sent.slice(before).map((mail) => mail.to)).toEqual([user.email]);
  });

  it('answers before the mail is sent: a mailer that never finishes still gets a 200, and the mail', async () => {
    const started: MailMessage[] = [];
    const stuck = await createTestApp({
      mailer: { send: (message) => (started.push(message), new Promise<void>(() => undefined)) },
    });
    const { user } = await signUp(stuck.app);
    const response = await new Agent(stuck.app).post('/api/auth/forgot-password', { email: user.email });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(started.map((mail) => mail.to)).toEqual([user.email]));
  });

  it('answers 200 when the mailer fails, and logs the failure', async () => {
    const logged: string[] = [];
    const failing = await createTestApp({
      mailer: { send: () => Promise.reject(new Error('SMTP is down')) },
    });
    const { user } = await signUp(failing.app);
    const error = vi.spyOn(failing.app.log, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
    });
    const response = await new Agent(failing.app).post('/api/auth/forgot-password', { email: user.email });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(logged.join('\n')).toContain('password reset mail failed'));
    error.mockRestore();
  });

  it('voids the older links once a newer one is used', async () => {
    const { user } = await signUp(t.app);
    const older = await resetTokenFor(user.email);
    const newer = await resetTokenFor(user.email);
    expect(older).not.toBe(newer);
    const reset = await new Agent(t.app).post('/api/auth/reset-password', {
      token: newer,
      password: 'new-password',
    });
    expect(reset.statusCode).toBe(200);
    const stale = await new Agent(t.app).post('/api/auth/reset-password', {
      token: older,
      password: 'attacker-password',
    });
    expect(stale.statusCode).toBe(400);
    expect(stale.json()).toEqual({
      message: 'This reset link is invalid or has expired',
      code: 'auth.resetLinkExpired',
    });
  });

  it('sets the new password, signs in, ends every other session, and works once', async () => {
    const { agent: otherDevice, user } = await signUp(t.app, { password: 'old-password' });
    const token = await resetTokenFor(user.email);
    const [stored] = await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id));
    expect(stored!.tokenHash).not.toContain(token);

    const browser = new Agent(t.app);
    const reset = await browser.post('/api/auth/reset-password', { token, password: 'new-password' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ id: user.id });
    expect((await browser.get('/api/auth/user')).statusCode).toBe(200);
    expect((await otherDevice.get('/api/auth/user')).body).toBe('null');

    const again = await new Agent(t.app).post('/api/auth/reset-password', {
      token,
      password: 'third-password',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: 'This reset link is invalid or has expired',
      code: 'auth.resetLinkExpired',
    });

    expect(
      (await new Agent(t.app).post('/api/auth/login', { email: user.email, password: 'old-password' }))
        .statusCode,
    ).toBe(401);
    expect(
      (await new Agent(t.app).post('/api/auth/login', { email: user.email, password: 'new-password' }))
        .statusCode,
    ).toBe(200);
  });

  it('expires after an hour', async () => {
    const { user } = await signUp(t.app);
    const token = await resetTokenFor(user.email);
    t.clock.advance(61 * 60 * 1000);
    const response = await new Agent(t.app).post('/api/auth/reset-password', {
      token,
      password: 'new-password',
    });
    expect(response.statusCode).toBe(400);
  });

  it('refuses a made-up token and a short password', async () => {
    const fake = await new Agent(t.app).post('/api/auth/reset-password', {
      token: 'A'.repeat(43),
      password: 'new-password',
    });
    expect(fake.statusCode).toBe(400);
    const short = await new Agent(t.app).post('/api/auth/reset-password', {
      token: 'A'.repeat(43),
      password: '123',
    });
    expect(short.json().message).toContain('Password must be at least 6 characters');
  });
});

describe('change password and delete account', () => {
  it('needs the current password and ends every other session', async () => {
    const { agent, user, password } = await signUp(t.app);
    const other = new Agent(t.app);
    await other.post('/api/auth/login', { email: user.email, password });

    const wrong = await agent.post('/api/auth/change-password', {
      currentPassword: 'nope-nope',
      newPassword: 'another-one',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ message: 'Current password is incorrect', code: 'auth.wrongPassword' });
    expect((await other.get('/api/auth/user')).statusCode).toBe(200);

    const ok = await agent.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'another-one',
    });
    expect(ok.statusCode).toBe(200);
    expect((await agent.get('/api/auth/user')).statusCode).toBe(200);
    expect((await other.get('/api/auth/user')).body).toBe('null');
  });

  it('voids every reset link mailed before a password change', async () => {
    const { agent, user, password } = await signUp(t.app);
    const token = await resetTokenFor(user.email);
    const changed = await agent.post('/api/auth/change-password', {
      currentPassword: password,
      newPassword: 'another-one',
    });
    expect(changed.statusCode).toBe(200);
    const browser = new Agent(t.app);
    const reset = await browser.post('/api/auth/reset-password', { token, password: 'attacker-pass' });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'auth.resetLinkExpired' });
    expect(browser.cookie).toBeUndefined();
    const login = await new Agent(t.app).post('/api/auth/login', {
      email: user.email,
      password: 'another-one',
    });
    expect(login.statusCode).toBe(200);
  });

  it('voids every reset link mailed before the account was deleted', async () => {
    const { agent, user, password } = await signUp(t.app);
    const token = await resetTokenFor(user.email);
    expect((await agent.delete('/api/auth/user', { password })).statusCode).toBe(200);
    expect(await t.db.select().from(passwordResets).where(eq(passwordResets.userId, user.id))).toHaveLength(
      0,
    );
    const reset = await new Agent(t.app).post('/api/auth/reset-password', {
      token,
      password: 'attacker-pass',
    });
    expect(reset.statusCode).toBe(400);
    expect(reset.json()).toMatchObject({ code: 'auth.resetLinkExpired' });
  });

  it('deletes the account only with the password', async () => {
    const { agent, user, password } = await signUp(t.app);
    expect((await agent.delete('/api/auth/user', { password: 'wrong-one' })).statusCode).toBe(400);
    expect((await agent.delete('/api/auth/user', { password })).statusCode).toBe(200);
    expect(await t.db.select().from(users).where(eq(users.id, user.id))).toHaveLength(0);
    expect((await agent.get('/api/auth/user')).body).toBe('null');
  });
});
