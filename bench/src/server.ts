/**
 * The server under load: the real app (buildApp) on a throw-away database, plus the bench's two reference
 * routes. It runs in its own process (server-main.ts) so that the load generator does not share its event loop.
 */
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  buildApp,
  createDatabase,
  createDemoAccount,
  hashPassword,
  insertBulkUsers,
  runMigrations,
  sessions,
  startEmbeddedPostgres,
  systemClock,
  todayFor,
  users,
  verifyPassword,
  type AuthLimits,
  type Database,
  type Mailer,
} from '@track-grow/server';
import { DEMO_SEED, type DemoHistory } from './endpoints';

/** The password the reference route verifies: as long as the bench user's. */
const PASSWORD_REFERENCE = 'reference-pass-1234';

/** A demo account the server seeded: the runner signs in with it. */
export interface DemoSeed {
  history: DemoHistory;
  email: string;
  password: string;
  days: number;
  /** The user's today (yyyy-MM-dd) when it was seeded. */
  today: string;
  /** Rows of the user per table, for the report. */
  rows: Record<string, number>;
}

/** What the server process tells the runner once it listens. */
export interface ServerInfo {
  /** Base URL the load goes to. */
  url: string;
  /** The app URL given to buildApp: state-changing requests send it as `origin`. */
  origin: string;
  /** "embedded PostgreSQL 18.4" or "DATABASE_URL (PostgreSQL 15.x)". */
  database: string;
  /** EXPLAIN of the indexed read's SQL, to show it is the index scan it claims to be. */
  readPlan: string;
  /** The two demo users (one and five years of history), and how long seeding them took. */
  demo: DemoSeed[];
  seedSeconds: number;
  /** The scale phase's second app and database (absent when the phase is skipped). */
  scale?: ScaleInfo;
}

/**
 * The scale phase of DESIGN.md 7: a second database on the same PostgreSQL server holding a copy of the 1-year
 * demo user among `users` other users' years of data, served by a second instance of the app in this process.
 */
export interface ScaleInfo {
  url: string;
  /** Other users in the scale database (the template demo account and its varied copies). */
  users: number;
  /** The measured user: an exact copy of the 1-year demo user (same generator, seed and days), new ids. */
  email: string;
  password: string;
  today: string;
  /** Rows the bulk insert added per table, users and sessions included. */
  rows: Record<string, number>;
  /** Seconds: seeding the template demo account, the bulk insert, VACUUM ANALYZE. */
  seconds: { template: number; insert: number; analyze: number };
  /** Size of the scale database and of the main one, in bytes. */
  databaseBytes: number;
  mainDatabaseBytes: number;
}

export interface BenchServer {
  info: ServerInfo;
  close(): Promise<void>;
}

const APP_URL = 'http://localhost:3000';

/** No rate limit gets in the way of the load (the limits themselves are tested in the server's tests). */
const unlimited: AuthLimits = {
  window: 60_000,
  loginPerIp: 1e9,
  loginPerEmailIp: 1e9,
  loginFreePerAccount: 1e9,
  passwordCheckPerAccount: 1e9,
  signupPerIp: 1e9,
  signupPerEmail: 1e9,
  forgotPerIp: 1e9,
  forgotPerEmailIp: 1e9,
  forgotPerEmail: 1e9,
  resetPerIp: 1e9,
};

const discardMailer: Mailer = { send: async () => undefined };

/** Rows the indexed read returns, and how many other users' rows surround them (so the planner uses the index). */
const READ_ROWS = 30;
const OTHER_USERS = 200;

/** A reader with exactly 30 sessions among other users' sessions; the read lists them by `sessions_user_id_idx`. */
async function seedIndexedReadFixture(db: Database): Promise<string> {
  const owners = await db
    .insert(users)
    .values(
      Array.from({ length: OTHER_USERS + 1 }, (_, i) => ({
        email: `bench-reader-${i}@bench.invalid`,
        passwordHash: 'not-a-hash: this account cannot sign in',
        firstName: 'Bench',
        lastName: `Reader ${i}`,
      })),
    )
    .returning({ id: users.id });
  const expiresAt = new Date(Date.now() + 30 * 86_400_000);
  const rows = owners.flatMap(({ id }) =>
    Array.from({ length: READ_ROWS }, () => ({
      userId: id,
      tokenHash: randomBytes(32).toString('hex'),
      expiresAt,
      userAgent: 'bench',
    })),
  );
  for (let i = 0; i < rows.length; i += 1000) await db.insert(sessions).values(rows.slice(i, i + 1000));
  await db.$client.query('analyze users, sessions');
  const reader = owners[0];
  if (!reader) throw new Error('fixture insert returned no user');
  return reader.id;
}

/** The two demo users of DESIGN.md 7's growth bar: the same generator and seed, one and five years of history. */
const DEMO_ACCOUNTS: { history: DemoHistory; days: number }[] = [
  { history: '1y', days: 365 },
  { history: '5y', days: 5 * 365 },
];
const DEMO_TABLES = [
  'habits',
  'habit_completions',
  'transactions',
  'tasks',
  'moods',
  'notes',
  'vacations',
  'focus_sessions',
  'workouts',
] as const;

/**
 * createDemoAccount (what `npm run demo` runs) for each history, in UTC; then VACUUM ANALYZE, as autovacuum would
 * have done long before a real account held years of rows, so the planner sees the tables as they are.
 */
async function seedDemoAccounts(db: Database): Promise<DemoSeed[]> {
  const seeded: DemoSeed[] = [];
  for (const { history, days } of DEMO_ACCOUNTS) {
    const email = `demo-${history}@bench.invalid`;
    const { userId, password } = await createDemoAccount(db, systemClock, {
      email,
      days,
      timezone: 'UTC',
      seed: DEMO_SEED,
    });
    const user = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, userId) });
    if (!user) throw new Error(`the demo user ${email} was not created`);
    const counts = await db.$client.query<Record<string, string>>(
      `select ${DEMO_TABLES.map((t) => `(select count(*) from ${t} where user_id = $1) as ${t}`).join(', ')}`,
      [userId],
    );
    const rows = Object.fromEntries(DEMO_TABLES.map((t) => [t, Number(counts.rows[0]?.[t] ?? 0)]));
    seeded.push({ history, email, password, days, today: todayFor(user, systemClock), rows });
  }
  await db.$client.query(`vacuum analyze ${DEMO_TABLES.join(', ')}, users, sessions`);
  return seeded;
}

/** Cleanup steps, run last-in first-out; each one runs even when an earlier one fails. */
class Teardown {
  private steps: (() => Promise<unknown>)[] = [];
  add(step: () => Promise<unknown>): void {
    this.steps.push(step);
  }
  async run(): Promise<void> {
    const errors: unknown[] = [];
    for (const step of this.steps.reverse()) await step().catch((error: unknown) => errors.push(error));
    this.steps = [];
    if (errors.length > 0) throw new AggregateError(errors, 'bench server teardown failed');
  }
}

/** A scratch database on the DATABASE_URL server, dropped at the end: the bench never writes into a real one. */
async function scratchDatabase(serverUrl: string, teardown: Teardown): Promise<string> {
  const admin = createDatabase(serverUrl, { max: 1 });
  teardown.add(() => admin.$client.end());
  const name = `trackgrow_bench_${randomBytes(4).toString('hex')}`;
  await admin.$client.query(`create database ${name}`);
  teardown.add(() => admin.$client.query(`drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * The scale database: the template demo account (the 1-year user's generator, seed and days), then in one
 * set-based insert per table `users - 1` varied copies of it and one exact copy (the measured user) among them,
 * every user's rows ordered by day so the measured user's rows lie among everyone's; then VACUUM ANALYZE.
 */
async function seedScaleDatabase(
  db: Database,
  users: number,
  log: (line: string) => void,
): Promise<Omit<ScaleInfo, 'url' | 'databaseBytes' | 'mainDatabaseBytes'>> {
  const started = Date.now();
  const template = await createDemoAccount(db, systemClock, {
    email: 'scale-template@bench.invalid',
    days: 365,
    timezone: 'UTC',
    seed: DEMO_SEED,
  });
  const inserting = Date.now();
  log(`inserting ${users.toLocaleString('en-US')} users' years of data in bulk…`);
  const measuredIndex = Math.floor(users / 2);
  const email = 'demo-1y@scale.bench.invalid';
  const { rows, userIds } = await insertBulkUsers(db, {
    templateUserId: template.userId,
    count: users,
    email: (i) => (i === measuredIndex ? email : `scale-${i}@bench.invalid`),
    exact: [measuredIndex],
    seed: DEMO_SEED,
  });
  const analyzing = Date.now();
  await db.$client.query('vacuum analyze');
  const user = await db.query.users.findFirst({ where: (u, { eq }) => eq(u.id, userIds[measuredIndex]!) });
  if (!user) throw new Error('the measured user of the scale database was not created');
  return {
    users,
    email,
    password: template.password,
    today: todayFor(user, systemClock),
    rows,
    seconds: {
      template: (inserting - started) / 1000,
      insert: (analyzing - inserting) / 1000,
      analyze: (Date.now() - analyzing) / 1000,
    },
  };
}

const databaseBytes = async (db: Database) =>
  Number(
    (await db.$client.query<{ n: string }>('select pg_database_size(current_database()) as n')).rows[0]?.n,
  );

/**
 * `scaleUsers` > 0: the scale phase's database and second app too (one user in it measured, `scaleUsers - 1`
 * varied copies and the template around it).
 */
export async function startBenchServer(log: (line: string) => void, scaleUsers = 0): Promise<BenchServer> {
  const teardown = new Teardown();
  try {
    let databaseUrl: string;
    let databaseLabel: string;
    const given = process.env.DATABASE_URL;
    if (given) {
      databaseUrl = await scratchDatabase(given, teardown);
      databaseLabel = 'DATABASE_URL';
    } else {
      const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'track-grow-bench-'));
      teardown.add(() => fs.rm(dataDir, { recursive: true, force: true }));
      // On SIGINT/SIGTERM the process exits before the teardown gets there: the directory still goes (the
      // embedded module's own exit hook asks the database to stop).
      process.once('exit', () => rmSync(dataDir, { recursive: true, force: true }));
      const embedded = await startEmbeddedPostgres(dataDir, { info: () => undefined, warn: log });
      teardown.add(() => embedded.stop());
      databaseUrl = embedded.url;
      databaseLabel = 'embedded';
    }
    await runMigrations(databaseUrl);
    const db = createDatabase(databaseUrl);
    teardown.add(() => db.$client.end());

    const readerId = await seedIndexedReadFixture(db);
    const indexedRead = () =>
      db.query.sessions.findMany({ where: (s, { eq }) => eq(s.userId, readerId), limit: READ_ROWS });
    const { sql, params } = indexedRead().toSQL();
    const plan = await db.$client.query<{ 'QUERY PLAN': string }>(`explain ${sql}`, params);
    const version = await db.$client.query<{ server_version: string }>('show server_version');
    const seedStarted = Date.now();
    log('seeding the demo users (1 and 5 years of history)…');
    const demo = await seedDemoAccounts(db);
    const seedSeconds = (Date.now() - seedStarted) / 1000;

    const appOn = (database: Database) =>
      buildApp({
        db: database,
        clock: systemClock,
        mailer: discardMailer,
        ai: undefined,
        appUrl: APP_URL,
        limits: unlimited,
        assistantPerMinute: Number.MAX_SAFE_INTEGER,
      });
    const listen = async (instance: Awaited<ReturnType<typeof appOn>>) => {
      await instance.listen({ host: '127.0.0.1', port: 0 });
      const address = instance.server.address();
      if (typeof address !== 'object' || address === null)
        throw new Error('the app is not listening on a TCP port');
      return `http://127.0.0.1:${address.port}`;
    };

    let scale: ScaleInfo | undefined;
    if (scaleUsers > 0) {
      // On the same PostgreSQL server, created through the main database's connection and dropped at the end.
      const name = `${(await db.$client.query<{ d: string }>('select current_database() as d')).rows[0]?.d}_scale`;
      await db.$client.query(`create database ${name}`);
      teardown.add(() => db.$client.query(`drop database if exists ${name} with (force)`));
      const scaleUrl = new URL(databaseUrl);
      scaleUrl.pathname = `/${name}`;
      await runMigrations(scaleUrl.toString());
      const scaleDb = createDatabase(scaleUrl.toString());
      teardown.add(() => scaleDb.$client.end());
      const seeded = await seedScaleDatabase(scaleDb, scaleUsers, log);
      const scaleApp = await appOn(scaleDb);
      teardown.add(() => scaleApp.close());
      scale = {
        ...seeded,
        url: await listen(scaleApp),
        databaseBytes: await databaseBytes(scaleDb),
        mainDatabaseBytes: await databaseBytes(db),
      };
    }

    const app = await appOn(db);
    teardown.add(() => app.close());
    // The references of DESIGN.md 7, on the same instance (same global hooks) as the API routes.
    app.get('/bench/bare', async () => ({ ok: true }));
    app.get('/bench/indexed-read', async () => indexedRead());
    // The password endpoints' reference: one argon2id verify (the same library and parameters as sign-in).
    const referenceHash = await hashPassword(PASSWORD_REFERENCE);
    app.get('/bench/password-check', async () => ({
      ok: await verifyPassword(referenceHash, PASSWORD_REFERENCE),
    }));
    const url = await listen(app);

    return {
      info: {
        url,
        origin: APP_URL,
        database: `${databaseLabel} PostgreSQL ${version.rows[0]?.server_version ?? '?'}`,
        readPlan: plan.rows.map((row) => row['QUERY PLAN'].trim()).join(' / '),
        demo,
        seedSeconds,
        ...(scale ? { scale } : {}),
      },
      close: () => teardown.run(),
    };
  } catch (error) {
    await teardown.run().catch(() => undefined);
    throw error;
  }
}
