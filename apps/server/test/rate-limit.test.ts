import { beforeAll, describe, expect, it, vi } from 'vitest';
import { defaultAuthLimits } from '../src/plugins/rate-limit';
import { Agent, createTestApp, signUp, uniqueEmail, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    limits: {
      loginPerEmailIp: 3,
      loginPerIp: 6,
      forgotPerEmailIp: 2,
      forgotPerEmail: 4,
      signupPerIp: 10,
      signupPerEmail: 2,
      passwordCheckPerAccount: 2,
    },
  });
});

describe('rate limits (DESIGN.md 6)', () => {
  it('limits login attempts per email from one IP, with a clear 429', async () => {
    const { user } = await signUp(t.app);
    const agent = new Agent(t.app);
    for (let i = 0; i < 3; i++)
      expect(
        (await agent.post('/api/auth/login', { email: user.email, password: 'wrong-pass' })).statusCode,
      ).toBe(401);
    const blocked = await agent.post('/api/auth/login', { email: user.email, password: 'wrong-pass' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
  });

  it('limits failed login attempts per IP across emails', async () => {
    const agent = new Agent(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await agent.post('/api/auth/login', { email: uniqueEmail(), password: 'whatever' })).statusCode,
      );
    // The previous test failed 3 times from this address (its 4th attempt was refused, which counts nothing):
    // 3 more failures use up the 6 allowed per IP, and every further attempt is refused, whatever the email.
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts only failures: signing in again and again never makes a user wait', async () => {
    const { user, password } = await signUp(t.app);
    const from = { remoteAddress: '198.51.100.77' };
    const login = (pass: string) =>
      new Agent(t.app).post('/api/auth/login', { email: user.email, password: pass }, from);
    for (let i = 0; i < 10; i++) expect((await login(password)).statusCode).toBe(200);
    // Failures still count, 3 per email and IP.
    expect([
      (await login('wrong-pass')).statusCode,
      (await login('wrong-pass')).statusCode,
      (await login(password)).statusCode,
      (await login('wrong-pass')).statusCode,
      (await login(password)).statusCode,
    ]).toEqual([401, 401, 200, 401, 429]);
  });

  it('lets the owner of a hammered email sign in from another IP, while the hammering IP stays limited', async () => {
    const { user, password } = await signUp(t.app);
    const attacker = { remoteAddress: '203.0.113.7' };
    const owner = { remoteAddress: '198.51.100.20' };
    const login = (who: { remoteAddress: string }, pass: string) =>
      new Agent(t.app).post('/api/auth/login', { email: user.email, password: pass }, who);
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await login(attacker, 'wrong-pass')).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429, 429]);
    // Even the right password is refused from the hammering IP for this email.
    expect((await login(attacker, password)).statusCode).toBe(429);
    expect((await login(owner, password)).statusCode).toBe(200);
  });

  it('limits the password check of account deletion per account', async () => {
    const { agent, user, password } = await signUp(t.app);
    // Another IP for each attempt: the limit follows the account, not the address.
    const from = (i: number) => ({ remoteAddress: `192.0.2.${i + 1}` });
    for (let i = 0; i < 2; i++)
      expect((await agent.delete('/api/auth/user', { password: 'wrong-one' }, from(i))).statusCode).toBe(400);
    const blocked = await agent.delete('/api/auth/user', { password: 'wrong-one' }, from(2));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect((await agent.delete('/api/auth/user', { password }, from(3))).statusCode).toBe(429);
    expect((await agent.get('/api/auth/user')).json()).toMatchObject({ id: user.id });
  });

  it('limits forgot-password per email and IP, so a stranger never blocks the owner, under a ceiling per email', async () => {
    const { user } = await signUp(t.app);
    const forgot = (remoteAddress: string, email = user.email) =>
      new Agent(t.app).post('/api/auth/forgot-password', { email }, { remoteAddress });
    const stranger = '203.0.113.50';
    const mailsBefore = t.mailer.sent.length;
    expect([
      (await forgot(stranger)).statusCode,
      (await forgot(stranger)).statusCode,
      (await forgot(stranger)).statusCode,
    ]).toEqual([200, 200, 429]);
    // The owner's own request, from their address, still goes through, and its mail is sent.
    expect((await forgot('198.51.100.50')).statusCode).toBe(200);
    await vi.waitFor(() => expect(t.mailer.sent.length).toBe(mailsBefore + 3));
    expect(t.mailer.sent.at(-1)!.to).toBe(user.email);
    // 4 requests from all addresses reach the ceiling for this email (not for others).
    expect((await forgot('192.0.2.60')).statusCode).toBe(200);
    expect((await forgot('192.0.2.61')).statusCode).toBe(429);
    expect((await forgot('192.0.2.61', uniqueEmail())).statusCode).toBe(200);
  });
});

describe('password guessing per account, across addresses (login-guard.ts)', () => {
  let d: TestApp;
  beforeAll(async () => {
    d = await createTestApp({ limits: defaultAuthLimits });
  });
  const addresses = ['192.0.2.11', '192.0.2.12', '192.0.2.13', '192.0.2.14', '192.0.2.15'];
  const login = (email: string, password: string, remoteAddress: string) =>
    new Agent(d.app).post('/api/auth/login', { email, password }, { remoteAddress });

  it('answers 50 wrong passwords from 5 addresses with a growing delay, not a lockout', async () => {
    const { user, password } = await signUp(d.app);
    const owner = '198.51.100.99';
    expect((await login(user.email, password, owner)).statusCode).toBe(200);

    const statuses: number[] = [];
    for (let i = 0; i < 50; i++)
      statuses.push((await login(user.email, 'wrong-pass', addresses[i % 5]!)).statusCode);
    // 10 failures from any address are free; then every attempt waits (the clock stands still here).
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401));
    expect(statuses.slice(10)).toEqual(Array(40).fill(429));

    // The wait doubles with each further failure: 1 s, 2 s, 4 s, 8 s …
    const waits: string[] = [];
    for (let i = 0; i < 4; i++) {
      const refused = await login(user.email, 'wrong-pass', addresses[i % 5]!);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Too many attempts\. Please wait 1 minute and try again\.$/);
      waits.push(String(refused.headers['retry-after']));
      d.clock.advance(Number(refused.headers['retry-after']) * 1000);
      expect((await login(user.email, 'wrong-pass', addresses[i % 5]!)).statusCode).toBe(401);
    }
    expect(waits).toEqual(['1', '2', '4', '8']);

    // The owner, from the address they signed in from before, is not delayed.
    expect((await login(user.email, password, owner)).statusCode).toBe(200);
    // From a new address they wait like anyone, until the delay is over.
    const newAddress = '198.51.100.100';
    const delayed = await login(user.email, password, newAddress);
    expect(delayed.statusCode).toBe(429);
    d.clock.advance(16_000);
    expect((await login(user.email, password, newAddress)).statusCode).toBe(200);
  });

  it('counts a burst of guesses sent at once like the same guesses sent in turn', async () => {
    const { user } = await signUp(d.app);
    const statuses = await Promise.all(
      Array.from(
        { length: 30 },
        async () => (await login(user.email, 'wrong-pass', '192.0.2.30')).statusCode,
      ),
    );
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it('caps the delay at 15 minutes and forgets the failures an hour after the latest one', async () => {
    const { user, password } = await signUp(d.app);
    let retryAfter = 0;
    for (let i = 0; i < 40; i++) {
      const response = await login(user.email, 'wrong-pass', addresses[i % 5]!);
      if (response.statusCode === 429) {
        retryAfter = Number(response.headers['retry-after']);
        d.clock.advance(retryAfter * 1000);
      }
    }
    expect(retryAfter).toBe(15 * 60);
    d.clock.advance(60 * 60 * 1000);
    expect((await login(user.email, password, '198.51.100.101')).statusCode).toBe(200);
  });
});
