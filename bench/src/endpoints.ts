/**
 * What the bench measures. To benchmark a new endpoint, add one entry to the list in `endpoints()`: the
 * runner, the table and the DESIGN.md 7 bars pick it up from here.
 */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Endpoint {
  /** Shown in the report; also what BENCH_ONLY filters on. */
  name: string;
  method: Method;
  path: string;
  /** Extra request headers. State-changing requests get `origin` and `content-type: application/json` anyway. */
  headers?: Record<string, string>;
  /** JSON body (serialised once, sent with every request). */
  body?: unknown;
  /** Send the bench user's session cookie. */
  session?: boolean;
  /** DESIGN.md 7: reads must stay ≤ 5 ms median / ≤ 15 ms p99 at 1 connection, writes ≤ 10 ms median. */
  kind: 'read' | 'write';
  /** Status every request must answer with (default 200); any other counts as an error in the report. */
  expectStatus?: number;
  /**
   * One of the bench's own reference routes: measured and printed, but held to no bar — the other endpoints'
   * 50-connection throughput is divided by theirs.
   */
  baseline?: 'bare' | 'indexed-read';
  /** A further throughput bar against the bare route (DESIGN.md 7: `GET /api/auth/user` ≥ 0.25). */
  minRatioToBare?: number;
  /** Printed under the report: why a figure is what it is. */
  note?: string;
}

/** What endpoints may need from the seeded data. */
export interface BenchContext {
  email: string;
  password: string;
}

/** Bar of DESIGN.md 7: every read endpoint reaches this share of the minimal indexed read's throughput. */
export const MIN_RATIO_TO_INDEXED_READ = 0.5;

export function endpoints(ctx: BenchContext): Endpoint[] {
  return [
    { name: 'bare route', method: 'GET', path: '/bench/bare', kind: 'read', baseline: 'bare' },
    { name: 'indexed 30-row read', method: 'GET', path: '/bench/indexed-read', kind: 'read', baseline: 'indexed-read' },
    { name: 'GET /api/health', method: 'GET', path: '/api/health', kind: 'read' },
    { name: 'GET /api/auth/user', method: 'GET', path: '/api/auth/user', kind: 'read', session: true, minRatioToBare: 0.25 },
    {
      name: 'POST /api/auth/login',
      method: 'POST',
      path: '/api/auth/login',
      kind: 'write',
      body: { email: ctx.email, password: ctx.password },
      note: 'login verifies an argon2id hash (19 MiB, t=2: 11-15 ms of CPU on this machine by itself, on the libuv pool) and inserts a session: its latency and throughput are bound by the hash, by design (DESIGN.md 6).',
    },
  ];
}
