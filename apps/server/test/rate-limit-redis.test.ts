import net from 'node:net';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { Agent, APP_URL, createTestDatabase, memoryMailer, signUp, testClock } from './helpers';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const reachable = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL);
  const socket = net.connect({ host: hostname, port: Number(port || 6379) });
  socket.setTimeout(500);
  socket.on('connect', () => (socket.destroy(), resolve(true)));
  socket.on('error', () => resolve(false));
  socket.on('timeout', () => (socket.destroy(), resolve(false)));
});

// Redis runs on this project's machines (and CI); elsewhere this is reported as skipped, not passed.
describe.skipIf(!reachable)('rate limits in Redis (REDIS_URL)', () => {
  let agents: Agent[];
  let apps: Awaited<ReturnType<typeof buildApp>>[];
  beforeAll(async () => {
    const { db } = await createTestDatabase();
    // Two app processes behind one load balancer: each has its own memory, Redis is shared.
    const limits = { window: 60_000, loginPerEmailIp: 3, loginPerIp: 1000, loginFreePerAccount: 4 };
    apps = await Promise.all(
      [0, 1].map(() =>
        buildApp({
          db,
          clock: testClock(),
          mailer: memoryMailer(),
          ai: undefined,
          appUrl: APP_URL,
          redisUrl: REDIS_URL,
          limits,
        }),
      ),
    );
    agents = apps.map((app) => new Agent(app));
    return async () => {
      for (const app of apps) await app.close();
    };
  });

  it('shares the counters between app processes', async () => {
    const email = `redis-${randomUUID()}@example.com`;
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push(
        (await agents[i % 2]!.post('/api/auth/login', { email, password: 'whatever' })).statusCode,
      );
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
  });

  it('counts only failed sign-ins, and delays guessing per account across processes and addresses', async () => {
    const { user, password } = await signUp(apps[0]!);
    const owner = '198.51.100.1';
    const login = (i: number, pass: string, remoteAddress = `192.0.2.${(i % 4) + 1}`) =>
      new Agent(apps[i % 2]!).post(
        '/api/auth/login',
        { email: user.email, password: pass },
        { remoteAddress },
      );
    const successes: number[] = [];
    for (let i = 0; i < 6; i++) successes.push((await login(i, password, owner)).statusCode);
    expect(successes).toEqual(Array(6).fill(200));
    const guesses: number[] = [];
    for (let i = 0; i < 6; i++) guesses.push((await login(i, 'wrong-pass')).statusCode);
    expect(guesses).toEqual([401, 401, 401, 401, 429, 429]);
    // The address the owner signed in from skips the delay.
    expect((await login(1, password, owner)).statusCode).toBe(200);
    expect((await login(1, password)).statusCode).toBe(429);
  });
});
