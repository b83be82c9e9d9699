import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { Agent, APP_URL, createTestDatabase, memoryMailer, signUp, testClock } from './helpers';

describe('the session cache (DESIGN.md 7: a signed-in read without a session round trip)', () => {
  let a: App;
  let b: App;
  const clockB = testClock();

  beforeAll(async () => {
    const { db } = await createTestDatabase();
    // Two app processes on one database, as behind a load balancer.
    a = await buildApp({ db, clock: testClock(), mailer: memoryMailer(), ai: undefined, appUrl: APP_URL });
    b = await buildApp({ db, clock: clockB, mailer: memoryMailer(), ai: undefined, appUrl: APP_URL });
    return async () => {
      await a.close();
      await b.close();
    };
  });

  it('ends a session at once in the process that logged out, and within 5 s in the others', async () => {
    const { agent } = await signUp(a);
    const cookie = agent.cookie!;
    const onB = new Agent(b);
    expect((await onB.get('/api/auth/user', { cookie })).json()).toHaveProperty('id'); // now cached by B

    expect((await agent.post('/api/auth/logout')).statusCode).toBe(200);
    expect((await new Agent(a).get('/api/auth/user', { cookie })).body).toBe('null');

    expect((await onB.get('/api/auth/user', { cookie })).json()).toHaveProperty('id'); // B may still serve it…
    clockB.advance(5_000);
    expect((await onB.get('/api/auth/user', { cookie })).body).toBe('null'); // …for at most 5 s
  });

  it('serves a profile change at once to the process that made it', async () => {
    const { agent } = await signUp(a);
    await agent.get('/api/auth/user');
    expect((await agent.patch('/api/auth/user', { firstName: 'Changed' })).statusCode).toBe(200);
    expect((await agent.get('/api/auth/user')).json()).toMatchObject({ firstName: 'Changed' });
  });
});
