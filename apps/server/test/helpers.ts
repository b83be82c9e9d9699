import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { buildApp, type App, type AppDeps } from '../src/app';
import { createDatabase, type Database } from '../src/db/client';
import type { Clock } from '../src/lib/clock';
import type { MailMessage, Mailer } from '../src/mail/mailer';
import type { AuthLimits } from '../src/plugins/rate-limit';

export const APP_URL = 'http://localhost:3000';
export const ORIGIN = APP_URL;

/** A clock the test moves by hand. */
export function testClock(
  start = new Date('2026-03-10T12:00:00Z'),
): Clock & { set(d: Date): void; advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    set: (d) => (now = d.getTime()),
    advance: (ms) => (now += ms),
  };
}

export function memoryMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return { sent, send: async (message) => void sent.push(message) };
}

const withDatabase = (url: string, name: string) => {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
};

/** A fresh database for this test file, cloned from the migrated template; dropped after the file. */
export async function createTestDatabase(): Promise<{ db: Database; url: string }> {
  const adminUrl = inject('adminUrl');
  const name = `${inject('dbPrefix')}${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDb')}`);
  await admin.end();
  const url = withDatabase(adminUrl, name);
  const db = createDatabase(url, { max: 4 });
  afterAll(async () => {
    await db.$client.end();
    const drop = new pg.Client({ connectionString: adminUrl });
    await drop.connect();
    await drop.query(`drop database if exists ${name} with (force)`);
    await drop.end();
  });
  return { db, url };
}

const generousLimits: AuthLimits = {
  window: 60_000,
  loginPerIp: 10_000,
  loginPerEmailIp: 10_000,
  loginFreePerAccount: 10_000,
  passwordCheckPerAccount: 10_000,
  signupPerIp: 10_000,
  signupPerEmail: 10_000,
  forgotPerIp: 10_000,
  forgotPerEmailIp: 10_000,
  forgotPerEmail: 10_000,
  resetPerIp: 10_000,
};

export interface TestApp {
  app: App;
  db: Database;
  /** The test database's URL (for what opens its own connections, such as the notification queue). */
  url: string;
  clock: ReturnType<typeof testClock>;
  mailer: ReturnType<typeof memoryMailer>;
}

/** The real app (buildApp) on a fresh real database, with a movable clock and a mailer that keeps what it sends. */
export async function createTestApp(overrides: Partial<AppDeps> = {}): Promise<TestApp> {
  const { db, url } = await createTestDatabase();
  const clock = testClock();
  const mailer = memoryMailer();
  // Tests sign up many users from one address: limits are high unless a test sets its own.
  const limits = { ...generousLimits, ...overrides.limits };
  const app = await buildApp({
    db,
    clock,
    mailer,
    ai: undefined,
    appUrl: APP_URL,
    checkResponses: true,
    ...overrides,
    limits,
  });
  afterAll(() => app.close());
  return { app, db, url, clock, mailer };
}

type InjectOptions = {
  headers?: Record<string, string>;
  payload?: unknown;
  cookie?: string | undefined;
  /** The caller's IP address (light-my-request's default is 127.0.0.1). */
  remoteAddress?: string;
};

/** A browser-like caller: same-origin Origin, JSON, and a cookie jar for the session. */
export class Agent {
  cookie: string | undefined;
  constructor(private readonly app: App) {}

  async request(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    options: InjectOptions = {},
  ) {
    const headers: Record<string, string> = { origin: ORIGIN, ...options.headers };
    if (method !== 'GET') headers['content-type'] ??= 'application/json';
    const cookie = options.cookie ?? this.cookie;
    if (cookie) headers.cookie = cookie;
    const response = await this.app.inject({
      method,
      url,
      headers,
      ...(options.remoteAddress === undefined ? {} : { remoteAddress: options.remoteAddress }),
      ...(options.payload === undefined ? {} : { payload: JSON.stringify(options.payload) }),
    });
    const setCookie = response.cookies.find((c) => c.name === 'tg_session');
    if (setCookie) this.cookie = setCookie.value === '' ? undefined : `tg_session=${setCookie.value}`;
    return response;
  }
  get = (url: string, options?: InjectOptions) => this.request('GET', url, options);
  post = (url: string, payload?: unknown, options?: InjectOptions) =>
    this.request('POST', url, { ...options, payload });
  patch = (url: string, payload?: unknown, options?: InjectOptions) =>
    this.request('PATCH', url, { ...options, payload });
  delete = (url: string, payload?: unknown, options?: InjectOptions) =>
    this.request('DELETE', url, { ...options, payload });
}

let counter = 0;
export const uniqueEmail = (label = 'user') => `${label}-${Date.now()}-${counter++}@example.com`;

export async function signUp(
  app: App,
  overrides: Partial<{ email: string; password: string; firstName: string; lastName: string }> = {},
) {
  const agent = new Agent(app);
  const body = {
    email: uniqueEmail(),
    password: 'secret-pass',
    firstName: 'Ada',
    lastName: 'Lovelace',
    ...overrides,
  };
  const response = await agent.post('/api/auth/signup', body);
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  return { agent, user: response.json<{ id: string; email: string }>(), password: body.password };
}

/** A new user living in `timezone`, whose day starts at `dayStartHour` ("my day starts at"). */
export async function signUpIn(app: App, timezone: string, dayStartHour = 0) {
  const caller = await signUp(app);
  const patched = await caller.agent.patch('/api/auth/user', { timezone, dayStartHour });
  if (patched.statusCode !== 200)
    throw new Error(`profile update failed: ${patched.statusCode} ${patched.body}`);
  return caller;
}
