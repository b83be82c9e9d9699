/**
 * `npm run bench`: the API benchmark of DESIGN.md 7. Starts the app on a throw-away database in its own process,
 * signs a user up through the API, loads every endpoint of endpoints.ts at 1 and at 50 connections, prints the
 * figures and the bars. It reports, it does not gate: the exit code is 0 unless the bench itself fails.
 */
import os from 'node:os';
import { machineBusy, processTreeCpu } from './machine';
import { endpoints, type BenchContext, type Endpoint } from './endpoints';
import { launchServer, type ServerProcess } from './launch';
import { requestFor, runLoad, settle, summarize, type LoadResult, type RunOptions, type Sample, type Target } from './load';
import { report, type Measured } from './report';

function seconds(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min} (got "${raw}")`);
  return value;
}

/**
 * BENCH_DURATION: seconds per endpoint at 50 connections (default 5); at 1 connection 60% of it unless
 * BENCH_DURATION_SINGLE says. BENCH_ROUNDS (default 3) splits each into interleaved rounds.
 */
function readOptions(): { single: RunOptions; multi: RunOptions; only: string[] } {
  const duration = seconds('BENCH_DURATION', 5, 1);
  const single = seconds('BENCH_DURATION_SINGLE', Math.max(1, Math.round(duration * 0.6)), 1);
  const warmup = seconds('BENCH_WARMUP', 1, 0);
  const connections = Math.round(seconds('BENCH_CONNECTIONS', 50, 1));
  const rounds = Math.round(seconds('BENCH_ROUNDS', 3, 1));
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  return {
    single: { connections: 1, duration: single, rounds, warmup },
    multi: { connections, duration, rounds, warmup },
    only,
  };
}

async function signUp(baseUrl: string, origin: string): Promise<BenchContext & { cookie: string }> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password-1234';
  const response = await fetch(new URL('/api/auth/signup', baseUrl), {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Bench', lastName: 'User' }),
  });
  if (response.status !== 201) throw new Error(`signup failed: HTTP ${response.status} ${await response.text()}`);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('tg_session='));
  if (!cookie) throw new Error('signup set no tg_session cookie');
  return { email, password, cookie };
}

/** One request per endpoint first: a route that answers 401 or 404 would otherwise bench its error path. */
async function preflight(endpoint: Endpoint, target: Target): Promise<void> {
  const { url, ...init } = requestFor(endpoint, target);
  const response = await fetch(url, init);
  const expected = endpoint.expectStatus ?? 200;
  if (response.status !== expected) {
    throw new Error(`${endpoint.name} answered HTTP ${response.status} (expected ${expected}): ${(await response.text()).slice(0, 300)}`);
  }
  await response.arrayBuffer().catch(() => undefined);
}

const progress = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const started = Date.now();
  const { single, multi, only } = readOptions();
  const busyBefore = await machineBusy();
  progress('Starting the app on a fresh database…');
  let server: ServerProcess | undefined = await launchServer();
  try {
    const { url: baseUrl, origin } = server.info;
    const { cookie, ...context } = await signUp(baseUrl, origin);
    const target: Target = { baseUrl, origin, cookie };
    const serverPid = server.pid;
    const serverCpu = () => processTreeCpu(serverPid);
    const selected = endpoints(context).filter(
      (e) => e.baseline !== undefined || only.length === 0 || only.some((word) => e.name.toLowerCase().includes(word)),
    );
    for (const endpoint of selected) await preflight(endpoint, target);

    /** Every endpoint in turn, `rounds` times; warm-up before an endpoint's first run only. */
    const runPhase = async (options: RunOptions): Promise<LoadResult[]> => {
      const samples: Sample[][] = selected.map(() => []);
      for (let round = 0; round < options.rounds; round++) {
        for (const [i, endpoint] of selected.entries()) {
          const conns = `${options.connections} connection${options.connections === 1 ? '' : 's'}`;
          progress(`  ${conns} · round ${round + 1}/${options.rounds} · ${endpoint.name}`);
          const warmup = round === 0 ? options.warmup : 0;
          const spec = { connections: options.connections, seconds: options.duration / options.rounds, warmup, serverCpu };
          samples[i]?.push(await runLoad(endpoint, target, spec));
          await settle(endpoint);
        }
      }
      return samples.map(summarize);
    };
    const singles = await runPhase(single);
    const multis = await runPhase(multi);
    const results: Measured[] = selected.map((endpoint, i) => ({ endpoint, single: singles[i]!, multi: multis[i]! }));

    const info = server.info;
    const stopping = server;
    server = undefined;
    await stopping.stop();
    const busy = { before: busyBefore, after: await machineBusy(), cpus: os.availableParallelism() };
    const { lines, summary } = report({ info, busy, single, multi, results });
    console.log(['', ...lines, '', `Bench took ${Math.round((Date.now() - started) / 1000)} s; it reports, it does not gate (exit code 0).`, summary].join('\n'));
  } finally {
    await server?.stop().catch((error: unknown) => progress(`stopping the bench server failed: ${String(error)}`));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
