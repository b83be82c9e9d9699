/**
 * SIGTERM under load: `concurrency` keep-alive connections each keep one request in flight (reads and writes)
 * while the server is told to stop. A request is **in flight** when the client had handed its last byte to the
 * kernel (its write callback had run) before the signal was sent, and its answer had not fully arrived: the
 * server owes it a complete answer, wherever it waits: being served, unread in its socket, or on a connection
 * the server has not accepted yet (the server is paused with SIGSTOP to put some there). Requests written
 * after the signal are counted apart: they may be refused (connection refused or reset).
 */
import http from 'node:http';
import type { ApiSession } from './api-session';
import { postgresProcessesOf, type ServerProcess } from './server-process';

export interface DrainReport {
  inFlight: number;
  /** Of them, requests on new connections the paused server had not accepted yet. */
  unaccepted: number;
  /** In-flight requests answered with a status below 500. */
  answered: number;
  fiveXx: number;
  connectionErrors: number;
  errorCodes: string[];
  /** Requests before the signal, for scale. */
  beforeSignal: number;
  after: { sent: number; answered: number; fiveXx: number; connectionErrors: number; errorCodes: string[] };
  /** null when the process did not exit within EXIT_BOUND_MS (it is then killed). */
  exitCode: number | null;
  exitMs: number;
  /** PostgreSQL processes of the DATA_DIR still alive after the exit. */
  postgresLeft: number[];
}

export const EXIT_BOUND_MS = 15_000;
const WARM_UP_MS = 1_000;
const UNREAD_REQUESTS = 10;

interface Sent {
  /** Sent on a connection of its own, opened while the server was paused. */
  fresh: boolean;
  writtenAt?: number;
  doneAt?: number;
  status?: number;
  error?: string;
}

export async function drainUnderLoad(
  server: ServerProcess,
  api: ApiSession,
  dataDir: string,
  concurrency: number,
): Promise<DrainReport> {
  const { hostname, port, origin } = new URL(server.base);
  const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
  const headers = { origin, cookie: api.cookieHeader };
  const jsonHeaders = { ...headers, 'content-type': 'application/json' };
  const requests = [
    { method: 'GET', path: '/api/notes?limit=100' },
    { method: 'POST', path: '/api/notes', body: () => ({ content: `drain ${Math.random()}` }) },
    { method: 'GET', path: '/api/tasks' },
    { method: 'POST', path: '/api/tasks', body: () => ({ title: `drain ${Math.random()}` }) },
    { method: 'GET', path: '/api/habits/heatmap-stats' },
  ];

  const all: Sent[] = [];
  /** Sends request n of the mix; its record is in `all` from the start and completed in place. */
  const send = (n: number, via: http.Agent | false = agent) =>
    new Promise<Sent>((resolve) => {
      const spec = requests[n % requests.length]!;
      const sent: Sent = { fresh: via === false };
      all.push(sent);
      // One record, completed in place: the write callback may run after the answer's end.
      const done = (outcome: Pick<Sent, 'status'> | Pick<Sent, 'error'>) =>
        resolve(Object.assign(sent, outcome, { doneAt: performance.now() }));
      const payload = spec.body ? JSON.stringify(spec.body()) : undefined;
      const req = http.request(
        {
          agent: via,
          hostname,
          port,
          method: spec.method,
          path: spec.path,
          headers: payload ? jsonHeaders : headers,
        },
        (res) => {
          res.resume();
          res.on('end', () => done({ status: res.statusCode ?? 0 }));
          res.on('error', (e: NodeJS.ErrnoException) => done({ error: e.code ?? e.message }));
        },
      );
      req.on('error', (e: NodeJS.ErrnoException) => done({ error: e.code ?? e.message }));
      req.end(payload, () => (sent.writtenAt = performance.now()));
    });

  let exited = false;
  const worker = async (w: number) => {
    for (let i = w; !exited; i += concurrency) {
      const result = await send(i);
      if (result.error) return; // the server is gone or refuses connections: this client stops
    }
  };
  const workers = Promise.all(Array.from({ length: concurrency }, (_, w) => worker(w)));
  await new Promise((resolve) => setTimeout(resolve, WARM_UP_MS));

  // The server stops reading for a moment (SIGSTOP, as a long pause would): requests written meanwhile on
  // new connections wait in the kernel, not yet accepted, and are in flight when the signal comes.
  process.kill(server.pid, 'SIGSTOP');
  const unread = Array.from({ length: UNREAD_REQUESTS }, (_, i) => send(i, false));
  const pausedUntil = performance.now() + 5_000;
  while (performance.now() < pausedUntil && all.some((s) => s.fresh && s.writtenAt === undefined)) {
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const signalAt = performance.now();
  server.child.kill('SIGTERM');
  process.kill(server.pid, 'SIGCONT');
  const exitCode = await Promise.race([
    server.exited,
    new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), EXIT_BOUND_MS)),
  ]);
  const exitMs = Math.round(performance.now() - signalAt);
  exited = true;
  if (exitCode === 'timeout') server.child.kill('SIGKILL');
  await Promise.all([workers, ...unread]);
  agent.destroy();

  const wasInFlight = (s: Sent) =>
    s.writtenAt !== undefined && s.writtenAt < signalAt && (s.doneAt === undefined || s.doneAt > signalAt);
  const inFlight = all.filter(wasInFlight);
  const after = all.filter((s) => s.writtenAt === undefined || s.writtenAt >= signalAt);
  const count = (list: Sent[]) => ({
    answered: list.filter((s) => s.status !== undefined && s.status < 500).length,
    fiveXx: list.filter((s) => s.status !== undefined && s.status >= 500).length,
    connectionErrors: list.filter((s) => s.error !== undefined).length,
    errorCodes: [
      ...new Set(list.flatMap((s) => (s.error ? [`${s.error}${s.fresh ? ' (new connection)' : ''}`] : []))),
    ].sort(),
  });
  return {
    inFlight: inFlight.length,
    unaccepted: inFlight.filter((s) => s.fresh).length,
    ...count(inFlight),
    beforeSignal: all.filter((s) => s.writtenAt !== undefined && s.writtenAt < signalAt).length,
    after: { sent: after.length, ...count(after) },
    exitCode: exitCode === 'timeout' ? null : exitCode,
    exitMs,
    postgresLeft: await postgresProcessesOf(dataDir),
  };
}
