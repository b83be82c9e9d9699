import { beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, signUp, uniqueEmail, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    limits: {
      loginPerEmailIp: 3,
      loginPerIp: 6,
      forgotPerEmail: 2,
      signupPerIp: 4,
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

  it('limits login attempts per IP across emails', async () => {
    const agent = new Agent(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++)
      statuses.push(
        (await agent.post('/api/auth/login', { email: uniqueEmail(), password: 'whatever' })).statusCode,
      );
    // The previous test made 4 attempts from this address (the 4th refused per email and IP): with 2 more, the 6
    // allowed per IP are used up, and every further attempt is refused, whatever the email.
    expect(statuses).toEqual([401, 401, 429, 429]);
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
    // Even the right password is refused from the hammering IP, for this email and, past 6, for any.
    expect((await login(attacker, password)).statusCode).toBe(429);
    const other = await new Agent(t.app).post(
      '/api/auth/login',
      { email: uniqueEmail(), password: 'whatever' },
      attacker,
    );
    expect(other.statusCode).toBe(429);
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

  it('limits forgot-password per email', async () => {
    const email = uniqueEmail();
    const agent = new Agent(t.app);
    expect((await agent.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    expect((await agent.post('/api/auth/forgot-password', { email })).statusCode).toBe(200);
    expect((await agent.post('/api/auth/forgot-password', { email })).statusCode).toBe(429);
    expect((await agent.post('/api/auth/forgot-password', { email: uniqueEmail() })).statusCode).toBe(200);
  });
});
