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
  /** Seconds measured. */
  duration: number;
  /** Seconds of unmeasured load first (JIT, pool connections); 0 for none. */
  warmup: number;
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

/** Nearest-rank percentile of ascending values. */
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const rank = Math.min(sorted.length, Math.max(1, Math.ceil(p * sorted.length)));
  return sorted[rank - 1] ?? Number.NaN;
}

export async function runLoad(endpoint: Endpoint, target: Target, options: RunOptions): Promise<LoadResult> {
  const expected = endpoint.expectStatus ?? 200;
  const latencies: number[] = [];
  const unexpected: Record<string, number> = {};
  const instance = autocannon({
    ...requestFor(endpoint, target),
    connections: options.connections,
    duration: options.duration,
    timeout: 10,
    ...(options.warmup > 0 ? { warmup: { connections: options.connections, duration: options.warmup } } : {}),
  });
  // Only the measured run reports here: autocannon's warm-up has its own event emitter.
  instance.on('response', (_client: unknown, statusCode: number | string, _bytes: number, ms: number) => {
    const status = Number(statusCode);
    if (status === expected) latencies.push(ms);
    else unexpected[status] = (unexpected[status] ?? 0) + 1;
  });
  const result = await instance;
  const sorted = Float64Array.from(latencies).sort();
  return {
    connections: options.connections,
    ok: sorted.length,
    rps: sorted.length / result.duration,
    medianMs: percentile(sorted, 0.5),
    p99Ms: percentile(sorted, 0.99),
    unexpected,
    errors: result.errors,
  };
}
