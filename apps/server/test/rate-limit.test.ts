import { beforeAll, describe, expect, it } from 'vitest';
import { Agent, createTestApp, signUp, uniqueEmail, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    limits: { loginPerEmail: 3, loginPerIp: 6, forgotPerEmail: 2, signupPerIp: 4, signupPerEmail: 2 },
  });
});

describe('rate limits (DESIGN.md 6)', () => {
  it('limits login attempts per email, with a clear 429', async () => {
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
    // The previous test made 4 attempts from this address (the 4th refused per email): with 2 more, the 6
    // allowed per IP are used up, and every further attempt is refused, whatever the email.
    expect(statuses).toEqual([401, 401, 429, 429]);
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
