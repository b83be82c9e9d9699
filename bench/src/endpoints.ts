/**
 * What the bench measures. To benchmark a new endpoint, add one entry to the list in `endpoints()` (or, for a
 * read of an area that the demo users should be measured on, to `AREA_READS`): the runner, the tables and the
 * DESIGN.md 7 bars pick it up from here.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Whose session cookie a request sends: the user the bench signs up, one of the two demo users, or the copy of the
 * 1-year demo user among 1,000 other users in the scale phase's database.
 */
export type SessionUser = 'bench' | DemoHistory | 'scale';
/** The two demo users: the same generator and seed, one year and five years of history. */
export type DemoHistory = '1y' | '5y';
export const DEMO_HISTORIES: readonly DemoHistory[] = ['1y', '5y'];
/** The seed of createDemoAccount for both demo users. */
export const DEMO_SEED = 42;

export interface Endpoint {
  /** Shown in the report; also what BENCH_ONLY filters on. */
  name: string;
  method: Method;
  path: string;
  /** Extra request headers. State-changing requests get `origin` and `content-type: application/json` anyway. */
  headers?: Record<string, string>;
  /** JSON body (serialised once, sent with every request). */
  body?: unknown;
  /** Send this user's session cookie (none when absent). */
  session?: SessionUser;
  /** DESIGN.md 7: reads must stay ≤ 5 ms median / ≤ 15 ms p99 at 1 connection, writes ≤ 10 ms median. */
  kind: 'read' | 'write';
  /** Status every request must answer with (default 200); any other counts as an error in the report. */
  expectStatus?: number;
  /**
   * One of the bench's own reference routes: measured and printed, but held to no bar — the other endpoints'
   * 50-connection throughput is divided by theirs.
   */
  baseline?: 'bare' | 'indexed-read' | 'password-check';
  /**
   * A password endpoint (DESIGN.md 7): bound by the argon2id hash by design, its 1-connection median is held to the
   * `password-check` reference's measured in the same run plus PASSWORD_MARGIN_MS, not to the write bar.
   */
  passwordBound?: boolean;
  /** A further throughput bar against the bare route (DESIGN.md 7: `GET /api/auth/user` ≥ 0.25). */
  minRatioToBare?: number;
  /**
   * `core` (default): the references and the auth routes, with the long runs (BENCH_DURATION…). `area`: the
   * reads and writes of the areas for the demo users, with the shorter runs (BENCH_AREA_DURATION…).
   */
  group?: 'core' | 'area';
  /** Also loaded at 50 connections (default true). */
  multi?: boolean;
  /**
   * A read measured for both demo users: `read` pairs the two rows in the growth table; `history` says which
   * user this row is. The 1-year row is held to the absolute bars of DESIGN.md 7 ("demo user with a year of
   * data"); the 5-year row to the growth bar when `bar` is set, and is only printed otherwise.
   */
  growth?: { read: string; history: DemoHistory; bar: boolean };
  /**
   * A cached composite read (the server's lib/read-cache.ts): `recomputed` rows send `Cache-Control: no-cache`, so
   * the server computes every answer (the growth pair and the 1-connection bars measure that work; their
   * 50-connection figure is printed without a bar); the `kept` row asks as Home does, and is answered from the
   * cache until the user's data changes — the 50-connection bar applies to it.
   */
  cache?: 'recomputed' | 'kept';
  /** Printed under the report: why a figure is what it is. */
  note?: string;
  /** Sent to the scale phase's app (the database with 1,000 other users) instead of the main one. */
  server?: 'scale';
  /**
   * A row of the scale phase: the 1-year demo user's read `read` on the main database (`alone`) or its exact
   * copy's among 1,000 other users (`others`); the two rows of a read take turns at 1 connection.
   */
  scale?: { read: string; side: 'alone' | 'others' };
}

/** A demo user as the runner sees it after signing in. */
export interface DemoContext {
  history: DemoHistory;
  days: number;
  /** The user's today (yyyy-MM-dd), from the server. */
  today: string;
  /** The first habit of GET /api/habits. */
  firstHabitId: string;
}

/** What endpoints may need from the seeded data. */
export interface BenchContext {
  email: string;
  password: string;
  demo: Record<DemoHistory, DemoContext>;
  /** Composite reads of DESIGN.md 7 that answered 404 to the 1-year demo user: not built yet. */
  unbuilt: ReadonlySet<string>;
}

/** Bar of DESIGN.md 7: every read endpoint reaches this share of the minimal indexed read's throughput. */
export const MIN_RATIO_TO_INDEXED_READ = 0.5;
/** Bar of DESIGN.md 7 (growth): 5-year ÷ 1-year median latency and payload size of the growth reads. */
export const MAX_GROWTH_RATIO = 1.2;
/** DESIGN.md 7: a password endpoint's median may exceed one argon2id verify alone by this much. */
export const PASSWORD_MARGIN_MS = 3;

/** A word of the demo notes ("Trip to Lisbon"), for the full-text search. */
export const NOTE_SEARCH_WORD = 'lisbon';

/** A read of an area, measured for both demo users. */
export interface AreaRead {
  /** "GET /api/habits/stats"; the rows are named "<read> · 1y" and "<read> · 5y". */
  read: string;
  path: (demo: DemoContext) => string;
  /** Held to the growth bar of DESIGN.md 7 (the named routes and "today's lists"). */
  growthBar: boolean;
  /** A composite read of DESIGN.md 7 that may not exist yet: probed first; a 404 lists it as "not built yet". */
  composite?: boolean;
  /** Answered from the server's read cache while the data is unchanged (see Endpoint.cache). */
  cached?: boolean;
  note?: string;
}

const fixed = (path: string) => () => path;

/**
 * The reads of the areas, in the order of the report. Default windows throughout (no from/to): what the screens
 * ask for. The growth bar applies to `habits/stats`, the composites, and "today's lists": the habits, the
 * completions of the default 35-day window, today's tasks, and the default windows of moods and transactions.
 */
export const AREA_READS: readonly AreaRead[] = [
  { read: 'GET /api/habits', path: fixed('/api/habits'), growthBar: true },
  { read: 'GET /api/habits/completions', path: fixed('/api/habits/completions'), growthBar: true },
  {
    read: 'GET /api/habits/stats',
    path: fixed('/api/habits/stats'),
    growthBar: true,
    note: 'one prepared statement reads the last 63 days; a habit whose current streak reaches past them is read further back in windows twice as long each time (126, 252, … days): one more round trip per doubling, growing with the longest current streak, not with the history.',
  },
  { read: 'GET /api/habits/weekly-stats', path: fixed('/api/habits/weekly-stats'), growthBar: false },
  { read: 'GET /api/habits/progress-stats', path: fixed('/api/habits/progress-stats'), growthBar: false },
  {
    read: 'GET /api/habits/heatmap-stats',
    path: fixed('/api/habits/heatmap-stats'),
    growthBar: false,
    note: 'a year of every active habit (one prepared statement, then the domain rules over 365 days × habits); the answer is columnar, about 2 KB.',
  },
  {
    read: 'GET /api/habits/:id/stats',
    path: (demo) => `/api/habits/${demo.firstHabitId}/stats`,
    growthBar: false,
    note: "one habit's page reads its whole history by design (current and best streak since it started): it grows with the history.",
  },
  { read: 'GET /api/tasks', path: fixed('/api/tasks'), growthBar: false },
  {
    read: 'GET /api/tasks?view=today',
    path: fixed('/api/tasks?view=today'),
    growthBar: true,
    note: 'the Today view lists every open task due today or before: it grows with the backlog, not with the history (the demo drops tasks left open for more than 90 days, so both users hold the same open tasks).',
  },
  { read: 'GET /api/tasks/counts', path: fixed('/api/tasks/counts'), growthBar: false },
  {
    read: 'GET /api/transactions',
    path: fixed('/api/transactions'),
    growthBar: true,
    note: 'the default window is the last 30 days (about 75 rows, 13 KB); the money screen asks for its month with from/to.',
  },
  { read: 'GET /api/money/summary', path: fixed('/api/money/summary'), growthBar: false },
  { read: 'GET /api/money/alerts', path: fixed('/api/money/alerts'), growthBar: false },
  { read: 'GET /api/budget-threshold', path: fixed('/api/budget-threshold'), growthBar: false },
  {
    read: 'GET /api/moods',
    path: fixed('/api/moods'),
    growthBar: true,
    note: 'the default window is the last 90 days (one or two entries a day); longer reads pass from/to.',
  },
  { read: 'GET /api/moods/summary', path: fixed('/api/moods/summary'), growthBar: false },
  {
    read: 'GET /api/moods/insights',
    path: fixed('/api/moods/insights'),
    growthBar: false,
    note: 'two prepared statements in parallel (the daily moods with the task days, and the habit data of 90 days), then the domain rates of every habit over those days.',
  },
  { read: 'GET /api/notes', path: fixed('/api/notes'), growthBar: false },
  {
    read: `GET /api/notes?q=${NOTE_SEARCH_WORD}`,
    path: fixed(`/api/notes?q=${NOTE_SEARCH_WORD}`),
    growthBar: false,
  },
  { read: 'GET /api/vacations', path: fixed('/api/vacations'), growthBar: false },
  {
    read: 'GET /api/focus-sessions',
    path: fixed('/api/focus-sessions'),
    growthBar: true,
    note: 'the default window is the last 14 days (a few pomodoros most workdays, about 45 rows); longer reads pass from/to.',
  },
  {
    read: 'GET /api/focus-sessions/stats',
    path: fixed('/api/focus-sessions/stats'),
    growthBar: true,
    note: 'one prepared statement groups the focus sessions of at most 13 days (this week and the last 7) by day.',
  },
  {
    read: 'GET /api/workouts',
    path: fixed('/api/workouts'),
    growthBar: true,
    note: 'the default window is the last 30 days (3–5 workouts a week, about 15 rows with their exercises).',
  },
  {
    read: 'GET /api/workouts/summary',
    path: fixed('/api/workouts/summary'),
    growthBar: true,
    note: "one prepared statement: the week's totals and at most 100 rows of workout_exercise_bests, which every workout write keeps exact (a write recomputes the exercises it touches).",
  },
  {
    read: 'GET /api/career/goals',
    path: fixed('/api/career/goals'),
    growthBar: false,
    note: 'a handful of goals with their milestones (jsonb), newest first: grows with the goals a user sets, not with the days.',
  },
  { read: 'GET /api/career/skills', path: fixed('/api/career/skills'), growthBar: false },
  {
    read: 'GET /api/career/achievements',
    path: fixed('/api/career/achievements'),
    growthBar: false,
    note: 'the log newest first in pages of 200 (the demo logs about 15 in the last year, for both users).',
  },
  {
    read: 'GET /api/career/summary',
    path: fixed('/api/career/summary'),
    growthBar: false,
    note: "one prepared statement: the goals' and skills' counts and this year's achievements by the (user_id, date) index.",
  },
  {
    read: 'GET /api/books',
    path: fixed('/api/books'),
    growthBar: false,
    note: 'the whole reading list (about 15 books a demo year), newest added first, in pages of 200.',
  },
  {
    read: 'GET /api/books/recommended',
    path: fixed('/api/books/recommended'),
    growthBar: false,
    note: "the built-in library with the ids of the user's copies: one indexed read of the books added from it.",
  },
  {
    read: 'GET /api/books/summary',
    path: fixed('/api/books/summary'),
    growthBar: true,
    note: 'one prepared statement counts the books per status and those finished this year.',
  },
  {
    read: 'GET /api/wellness',
    path: fixed('/api/wellness'),
    growthBar: true,
    note: 'the default window is the last 30 days: at most 30 rows (one per day) by the unique (user_id, date) index.',
  },
  {
    read: 'GET /api/lessons',
    path: fixed('/api/lessons'),
    growthBar: true,
    note: "the built-in library (32 lessons, about 30 KB of text) with the user's completions: one prepared statement of at most one row per lesson.",
  },
  { read: 'GET /api/lessons/completions', path: fixed('/api/lessons/completions'), growthBar: true },
  {
    read: 'GET /api/quotes/daily',
    path: fixed('/api/quotes/daily'),
    growthBar: true,
    note: "no query beyond the session: the quote is a function of the user's id and their day.",
  },
  // DESIGN.md 7 names these three; SPEC.md gives their paths (chart-data: week, month, 3months, 6months, year).
  {
    read: 'GET /api/widgets/data',
    path: fixed('/api/widgets/data'),
    growthBar: true,
    composite: true,
    cached: true,
  },
  {
    read: 'GET /api/dashboard/chart-data/:range',
    path: fixed('/api/dashboard/chart-data/year'),
    growthBar: true,
    composite: true,
    cached: true,
    note: 'the year range: 365 points from two statements in parallel (the habits of the window, every other area summed per day in SQL, with 29 more days for the 30-day money window).',
  },
  {
    read: 'GET /api/dashboard/life-score',
    path: fixed('/api/dashboard/life-score'),
    growthBar: true,
    composite: true,
    cached: true,
  },
  {
    read: 'GET /api/dashboard/chart-data?range=year',
    path: fixed('/api/dashboard/chart-data?range=year'),
    growthBar: true,
    composite: true,
    cached: true,
  },
  {
    read: 'GET /api/dashboard/analytics',
    path: fixed('/api/dashboard/analytics'),
    growthBar: true,
    composite: true,
    cached: true,
  },
  {
    read: 'GET /api/timeline',
    path: fixed('/api/timeline'),
    growthBar: true,
    note: "the first page: one statement, a UNION ALL of each area's 31 newest rows by its (user_id, time) index.",
  },
  {
    read: 'GET /api/insights',
    path: fixed('/api/insights'),
    growthBar: true,
    cached: true,
    note: "one statement over the last 90 days: the areas' days aggregated in SQL, with the habits' data.",
  },
];

/** Days back from the 1-year user's today that the writes are dated: outside every window the reads look at. */
export const WRITE_DAYS_BACK = 1000;

export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The writes of the areas, for the 1-year demo user, at 1 connection (their bar is the 1-connection median).
 * They leave what the reads return unchanged, so the growth table compares the two histories as seeded: the
 * PUT sets yesterday to what it already is after the first request; the toggle, the transaction and the mood
 * are dated WRITE_DAYS_BACK days back, before the user's history and outside every default window (at most 400
 * days), where the rows they add are never read.
 */
function areaWrites(demo: DemoContext): Endpoint[] {
  const old = addDays(demo.today, -WRITE_DAYS_BACK);
  const habit = demo.firstHabitId;
  const write = (
    name: string,
    method: Method,
    path: string,
    body: unknown,
    expectStatus = 200,
  ): Endpoint => ({
    name: `${name} · ${demo.history}`,
    method,
    path,
    body,
    session: demo.history,
    kind: 'write',
    expectStatus,
    group: 'area',
    multi: false,
  });
  return [
    write('POST /api/habits/:id/toggle', 'POST', `/api/habits/${habit}/toggle`, { date: old }),
    write(
      'PUT /api/habits/:id/completions/:date',
      'PUT',
      `/api/habits/${habit}/completions/${addDays(demo.today, -1)}`,
      { completed: true },
    ),
    write(
      'POST /api/transactions',
      'POST',
      '/api/transactions',
      { date: old, type: 'expense', amount: '12.50', category: 'Food', description: 'Bench lunch' },
      201,
    ),
    write(
      'POST /api/moods',
      'POST',
      '/api/moods',
      { date: old, rating: 4, emotions: ['calm'], note: null },
      201,
    ),
  ];
}

/**
 * The area reads as endpoints, the 1-year and 5-year rows of one read next to each other (they are loaded one
 * right after the other in every round). The 5-year rows run at 50 connections only when `growthMulti` is set.
 */
function areaReads(ctx: BenchContext, growthMulti: boolean): Endpoint[] {
  return AREA_READS.filter((r) => !ctx.unbuilt.has(r.read)).flatMap((r) => {
    const pair = DEMO_HISTORIES.map((history): Endpoint => ({
      name: `${r.read} · ${history}`,
      method: 'GET',
      path: r.path(ctx.demo[history]),
      session: history,
      kind: 'read',
      group: 'area',
      multi: history === '1y' || growthMulti,
      growth: { read: r.read, history, bar: r.growthBar },
      ...(r.cached ? { headers: { 'cache-control': 'no-cache' }, cache: 'recomputed' as const } : {}),
      ...(r.note === undefined ? {} : { note: r.note }),
    }));
    if (!r.cached) return pair;
    const kept: Endpoint = {
      name: `${r.read} · 1y kept`,
      method: 'GET',
      path: r.path(ctx.demo['1y']),
      session: '1y',
      kind: 'read',
      group: 'area',
      cache: 'kept',
    };
    return [...pair, kept];
  });
}

export function endpoints(ctx: BenchContext, options: { growthMulti: boolean }): Endpoint[] {
  return [
    { name: 'bare route', method: 'GET', path: '/bench/bare', kind: 'read', baseline: 'bare' },
    {
      name: 'indexed 30-row read',
      method: 'GET',
      path: '/bench/indexed-read',
      kind: 'read',
      baseline: 'indexed-read',
    },
    {
      name: 'argon2id verify alone',
      method: 'GET',
      path: '/bench/password-check',
      kind: 'write',
      baseline: 'password-check',
      multi: false,
    },
    { name: 'GET /api/health', method: 'GET', path: '/api/health', kind: 'read' },
    {
      name: 'GET /api/auth/user',
      method: 'GET',
      path: '/api/auth/user',
      kind: 'read',
      session: 'bench',
      minRatioToBare: 0.25,
    },
    {
      name: 'POST /api/auth/login',
      method: 'POST',
      path: '/api/auth/login',
      kind: 'write',
      body: { email: ctx.email, password: ctx.password },
      passwordBound: true,
      note: 'login verifies an argon2id hash (19 MiB, t=2, on the libuv pool) and inserts a session: its latency and throughput are bound by the hash, by design (DESIGN.md 6); the "argon2id verify alone" row is that hash in the same run.',
    },
    ...areaReads(ctx, options.growthMulti),
    {
      // The built-in assistant answering a data question (issue 11: median ≤ 10 ms, the bar of a write).
      name: 'POST /api/ai-assistant/chat · 1y',
      method: 'POST',
      path: '/api/ai-assistant/chat',
      body: { message: 'how much did I spend this week' },
      session: '1y',
      kind: 'write',
      group: 'area',
      multi: false,
    },
    ...areaWrites(ctx.demo['1y']),
  ];
}
