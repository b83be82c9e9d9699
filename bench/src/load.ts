/** One autocannon run against one endpoint, with exact latency percentiles. */
import autocannon from 'autocannon';
import type { Endpoint } from './endpoints';

export interface Target {
  baseUrl: string;
  /** The app URL: state-changing requests send it as `origin` (the CSRF rule). */
  origin: string;
  /** `tg_session=…` of the bench user. */
  cookie: string;
}

export interface RunOptions {
  connections: number;
  /** Seconds measured per endpoint, in total over the rounds. */
  duration: number;
  /**
   * The phase loads every endpoint in turn, `rounds` times, each run lasting duration / rounds: a burst of other
   * work on the machine then lowers every endpoint's figure alike instead of one endpoint's, and the ratios hold.
   */
  rounds: number;
  /** Seconds of unmeasured load before an endpoint's first run (JIT, pool connections); 0 for none. */
  warmup: number;
}

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

export function requestFor(endpoint: Endpoint, target: Target): { url: string; method: Endpoint['method']; headers: Record<string, string>; body?: string } {
  const headers: Record<string, string> = {};
  if (endpoint.method !== 'GET') {
    headers.origin = target.origin;
    headers['content-type'] = 'application/json';
  }
  if (endpoint.session) headers.cookie = target.cookie;
  Object.assign(headers, endpoint.headers);
  return {
    url: new URL(endpoint.path, target.baseUrl).toString(),
    method: endpoint.method,
    headers,
    ...(endpoint.body === undefined ? {} : { body: JSON.stringify(endpoint.body) }),
  };
}

const SETTLE_WRITE_MS = 500;
const SETTLE_READ_MS = 100;

/** A pause after a run, so that work still in flight (argon2 hashes behind a write) does not spill into the next. */
export const settle = (endpoint: Endpoint) =>
  new Promise((resolve) => setTimeout(resolve, endpoint.kind === 'write' ? SETTLE_WRITE_MS : SETTLE_READ_MS));

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
  const request = { ...requestFor(endpoint, target), connections, timeout: 10 };
  if (warmup > 0) {
    await autocannon({ ...request, duration: warmup });
    await settle(endpoint);
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

/** The runs of one endpoint in one phase, as one result: answers over total time, percentiles over all answers. */
export function summarize(samples: Sample[]): LoadResult {
  const sorted = Float64Array.from(samples.flatMap((s) => s.latencies)).sort();
  const seconds = samples.reduce((sum, s) => sum + s.seconds, 0);
  const unexpected: Record<string, number> = {};
  for (const sample of samples) {
    for (const [status, n] of Object.entries(sample.unexpected)) unexpected[status] = (unexpected[status] ?? 0) + n;
  }
  const answers = sorted.length + Object.values(unexpected).reduce((a, b) => a + b, 0);
  const cpu = samples.every((s) => s.serverCpu !== undefined) ? samples.reduce((sum, s) => sum + (s.serverCpu ?? 0), 0) : undefined;
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
