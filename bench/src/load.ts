/** Load runs against the endpoints, with exact latency percentiles: autocannon, or alternating 1-connection runs. */
import http from 'node:http';
import autocannon from 'autocannon';
import type { Endpoint, SessionUser } from './endpoints';

export interface Target {
  baseUrl: string;
  /** The app URL: state-changing requests send it as `origin` (the CSRF rule). */
  origin: string;
  /** `tg_session=…` of each user an endpoint may send. */
  cookies: Partial<Record<SessionUser, string>>;
  /** Base URL of the scale phase's app (endpoints with `server: 'scale'`). */
  scaleUrl?: string;
}

/** How long an endpoint of one group is loaded in one phase. */
export interface Timing {
  /** Seconds measured per endpoint, in total over the rounds. */
  duration: number;
  /** Seconds of unmeasured load before an endpoint's first run (JIT, pool connections); 0 for none. */
  warmup: number;
}

export interface RunOptions {
  connections: number;
  /**
   * The phase loads every endpoint in turn, `rounds` times, each run lasting duration / rounds: a burst of other
   * work on the machine then lowers every endpoint's figure alike instead of one endpoint's, and the ratios hold.
   */
  rounds: number;
  /** The references and the auth routes. */
  core: Timing;
  /** The area reads and writes of the demo users (many more endpoints: shorter runs). */
  area: Timing;
}

export const timingOf = (options: RunOptions, endpoint: Endpoint): Timing =>
  endpoint.group === 'area' ? options.area : options.core;

/** What one autocannon run saw. */
export interface Sample {
  connections: number;
  /** Latency of each expected-status answer, ms. */
  latencies: number[];
  seconds: number;
  unexpected: Record<string, number>;
  errors: number;
  /** CPU seconds the server used during the run (undefined when it cannot be read). */
  serverCpu: number | undefined;
}

export interface LoadResult {
  connections: number;
  /** Requests answered with the expected status. */
  ok: number;
  /** Expected-status answers per second. */
  rps: number;
  /** Latency of the expected-status answers, in ms (exact, not autocannon's whole-millisecond histogram). */
  medianMs: number;
  p99Ms: number;
  /** Answers with another status, by status. */
  unexpected: Record<string, number>;
  /** Socket errors and timeouts (autocannon counts a timeout as an error). */
  errors: number;
  /**
   * CPU the server (node process + embedded PostgreSQL) spent per answer, in ms: unlike req/s, it hardly
   * moves when other work competes for the CPUs. NaN when it cannot be read (no /proc).
   */
  cpuMsPerRequest: number;
}

export function requestFor(
  endpoint: Endpoint,
  target: Target,
): { url: string; method: Endpoint['method']; headers: Record<string, string>; body?: string } {
  const headers: Record<string, string> = {};
  if (endpoint.method !== 'GET') {
    headers.origin = target.origin;
    headers['content-type'] = 'application/json';
  }
  if (endpoint.session) {
    const cookie = target.cookies[endpoint.session];
    if (!cookie) throw new Error(`${endpoint.name}: no session cookie for the ${endpoint.session} user`);
    headers.cookie = cookie;
  }
  Object.assign(headers, endpoint.headers);
  const base = endpoint.server === 'scale' ? target.scaleUrl : target.baseUrl;
  if (!base) throw new Error(`${endpoint.name}: the scale phase's app is not running`);
  return {
    url: new URL(endpoint.path, base).toString(),
    method: endpoint.method,
    headers,
    ...(endpoint.body === undefined ? {} : { body: JSON.stringify(endpoint.body) }),
  };
}

/** autocannon's sample interval: the granularity of a run's length. */
const SAMPLE_MS = 50;

const SETTLE_MS = 100;
/** The server counts as idle below this share of one CPU over a SETTLE_MS window… */
const IDLE_SHARE = 0.25;
/** …or after this long at most. */
const SETTLE_MAX_MS = 5_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A pause after a run, so that work still in flight does not spill into the next run. After a run of many
 * connections the server may still be busy for a while after the load generator has hung up (50 logins queue
 * 50 argon2 hashes on the libuv pool; 50 reads of 5 ms each are 250 ms of CPU): it waits until the server's CPU
 * use drops (or SETTLE_MAX_MS). At 1 connection, at most one request is left: the fixed pause is enough.
 */
export async function settle(
  connections: number,
  serverCpu: () => Promise<number | undefined>,
): Promise<void> {
  const started = Date.now();
  await sleep(SETTLE_MS);
  if (connections === 1) return;
  const until = started + SETTLE_MAX_MS;
  try {
    while (Date.now() < until) {
      const before = await serverCpu();
      await sleep(SETTLE_MS);
      const after = await serverCpu();
      // Without /proc: a fixed pause.
      if (before === undefined || after === undefined) {
        await sleep(400);
        return;
      }
      if (after - before < (IDLE_SHARE * SETTLE_MS) / 1000) return;
    }
  } finally {
    settled.seconds += (Date.now() - started - SETTLE_MS) / 1000;
  }
}

/** Seconds spent waiting for the server to go idle after runs (beyond the fixed pause), for the report. */
export const settled = { seconds: 0 };

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export interface RunSpec {
  connections: number;
  seconds: number;
  /** Unmeasured seconds first. */
  warmup: number;
  /** Reads the server's CPU seconds so far. */
  serverCpu: () => Promise<number | undefined>;
}

/** One autocannon run of `seconds` (after `warmup` unmeasured seconds). */
export async function runLoad(endpoint: Endpoint, target: Target, spec: RunSpec): Promise<Sample> {
  const { connections, seconds, warmup } = spec;
  // autocannon stops a run on a sample tick only: at its default of 1 s, a 0.5 s run would last 1 s.
  const request = { ...requestFor(endpoint, target), connections, timeout: 10, sampleInt: SAMPLE_MS };
  if (warmup > 0) {
    await autocannon({ ...request, duration: warmup });
    await settle(connections, spec.serverCpu);
  }
  const expected = endpoint.expectStatus ?? 200;
  const latencies: number[] = [];
  const unexpected: Record<string, number> = {};
  const cpuBefore = await spec.serverCpu();
  const instance = autocannon({ ...request, duration: seconds });
  instance.on('response', (_client: unknown, statusCode: number | string, _bytes: number, ms: number) => {
    const status = Number(statusCode);
    if (status === expected) latencies.push(ms);
    else unexpected[status] = (unexpected[status] ?? 0) + 1;
  });
  const result = await instance;
  const cpuAfter = await spec.serverCpu();
  const serverCpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  return { connections, latencies, seconds: result.duration, unexpected, errors: result.errors, serverCpu };
}

/** Length of one endpoint's block in an alternating run. */
const BLOCK_MS = 100;

/** One request on the agent's single keep-alive socket; the latency runs until the last byte of the body. */
function timedRequest(
  agent: http.Agent,
  request: ReturnType<typeof requestFor>,
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const req = http.request(
      request.url,
      { method: request.method, headers: request.headers, agent, timeout: 10_000 },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(request.body);
  });
}

/**
 * The endpoints of `list` (the 1-year and 5-year rows of one read) at 1 connection each, taking turns in blocks
 * of BLOCK_MS — A B, B A, A B… — for `seconds` each, with the server's CPU read around every block. A burst of
 * other work on the machine then lands on both alike: the ratio of their medians holds on a busy machine, where
 * separate runs a second apart differ by more than the effect measured.
 */
export async function runAlternating(
  list: Endpoint[],
  target: Target,
  spec: Omit<RunSpec, 'connections'>,
): Promise<Sample[]> {
  const agents = list.map(() => new http.Agent({ keepAlive: true, maxSockets: 1 }));
  const requests = list.map((endpoint) => requestFor(endpoint, target));
  const samples: Sample[] = list.map(() => ({
    connections: 1,
    latencies: [],
    seconds: 0,
    unexpected: {},
    errors: 0,
    serverCpu: 0,
  }));
  const block = async (i: number, measured: boolean) => {
    const sample = samples[i]!;
    const expected = list[i]!.expectStatus ?? 200;
    const cpuBefore = measured ? await spec.serverCpu() : undefined;
    const started = performance.now();
    while (performance.now() - started < BLOCK_MS) {
      try {
        const { status, ms } = await timedRequest(agents[i]!, requests[i]!);
        if (!measured) continue;
        if (status === expected) sample.latencies.push(ms);
        else sample.unexpected[status] = (sample.unexpected[status] ?? 0) + 1;
      } catch {
        if (measured) sample.errors++;
      }
    }
    if (!measured) return;
    sample.seconds += (performance.now() - started) / 1000;
    const cpuAfter = await spec.serverCpu();
    sample.serverCpu =
      cpuBefore === undefined || cpuAfter === undefined || sample.serverCpu === undefined
        ? undefined
        : sample.serverCpu + cpuAfter - cpuBefore;
  };
  try {
    const blocks = (seconds: number) => Math.max(1, Math.round((seconds * 1000) / BLOCK_MS));
    const order = (b: number) =>
      b % 2 === 0 ? list.map((_, i) => i) : list.map((_, i) => list.length - 1 - i);
    for (let b = 0; b < (spec.warmup > 0 ? blocks(spec.warmup) : 0); b++)
      for (const i of order(b)) await block(i, false);
    for (let b = 0; b < blocks(spec.seconds); b++) for (const i of order(b)) await block(i, true);
  } finally {
    for (const agent of agents) agent.destroy();
  }
  return samples;
}

/** The runs of one endpoint in one phase, as one result: answers over total time, percentiles over all answers. */
export function summarize(samples: Sample[]): LoadResult {
  const sorted = Float64Array.from(samples.flatMap((s) => s.latencies)).sort();
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const unexpected: Record<string, number> = {};
  for (const sample of samples) {
    for (const [status, n] of Object.entries(sample.unexpected))
      unexpected[status] = (unexpected[status] ?? 0) + n;
  }
  const answers = sorted.length + Object.values(unexpected).reduce((a, b) => a + b, 0);
  const cpu = samples.every((s) => s.serverCpu !== undefined)
    ? samples.reduce((sum, s) => sum + (s.serverCpu ?? 0), 0)
    : undefined;
  return {
    connections: samples[0]?.connections ?? 0,
    ok: sorted.length,
    rps: seconds > 0 ? sorted.length / seconds : Number.NaN,
    medianMs: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    unexpected,
    errors: samples.reduce((sum, s) => sum + s.errors, 0),
    cpuMsPerRequest: cpu === undefined || answers === 0 ? Number.NaN : (cpu * 1000) / answers,
  };
}
