import { sql } from 'drizzle-orm';
import pino from 'pino';
import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loggerOptions } from '../src/app';
import { Agent, createTestApp, uniqueEmail, type TestApp } from './helpers';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  t = await createTestApp({ logger: pino(loggerOptions('trace'), sink) });
  // A request whose values reach a query that fails in PostgreSQL: the 500 path's log must not repeat them.
  t.app.post('/api/test/failing-query', async (request) => {
    const { email, password } = request.body as { email: string; password: string };
    await t.db.execute(sql`select ${email}::integer, ${password}::text`);
    return {};
  });
});

describe('logs (DESIGN.md 6)', () => {
  it('carry a request id and never a password, token or cookie', async () => {
    const password = 'Sup3r-Secret-Passw0rd';
    const newPassword = 'An0ther-Secret-Passw0rd';
    const email = uniqueEmail();
    const agent = new Agent(t.app);
    await agent.post('/api/auth/signup', { email, password, firstName: 'Log', lastName: 'Test' });
    await agent.post('/api/auth/login', { email, password });
    const cookie = agent.cookie!;
    await agent.get('/api/auth/user');
    await agent.post('/api/auth/forgot-password', { email });
    // The mail is sent after the answer.
    await vi.waitFor(() => expect(t.mailer.sent).toHaveLength(1));
    const token = /token=([A-Za-z0-9_-]+)/.exec(t.mailer.sent.at(-1)!.text)![1]!;
    await t.app.inject({ method: 'GET', url: `/reset-password?token=${token}` });
    await agent.post('/api/auth/reset-password', { token, password: newPassword });
    await agent.post('/api/auth/login', { email, password: 'wrong-password-here' });

    const log = lines.join('');
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('"reqId"');
    for (const secret of [password, newPassword, token, cookie.split('=')[1]!, 'wrong-password-here']) {
      expect(log).not.toContain(secret);
    }
    expect(log).toContain('/reset-password?token=[redacted]');
  });

  it('of a failing request hold no email nor password: not of a signup with U+0000, not of a SQL error', async () => {
    const email = uniqueEmail('nul');
    const password = 'Nul-Secret-Passw0rd';
    const agent = new Agent(t.app);
    const signup = await agent.post('/api/auth/signup', {
      email,
      password: `${password}\u0000`,
      firstName: 'Log',
      lastName: 'Test',
    });
    expect(signup.statusCode).toBe(400);
    const failing = await agent.post('/api/test/failing-query', { email, password });
    expect(failing.statusCode).toBe(500);
    expect(failing.json()).toEqual({ message: 'Something went wrong on our side. Please try again.' });

    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain('invalid input syntax for type integer');
    expect(log).not.toContain(email);
    expect(log).not.toContain(password);
  });
});
