/**
 * `npm run bench`: the API benchmark of DESIGN.md 7. Starts the app on a throw-away database in its own process
 * with two demo users (one and five years of history), signs a user up and the demo users in through the API,
 * loads every endpoint of endpoints.ts at 1 and at 50 connections, prints the figures, the growth table and the
 * bars. It reports, it does not gate: the exit code is 0 unless the bench itself fails.
 */
import os from 'node:os';
import { machineBusy, processTreeCpu } from './machine';
import {
  AREA_READS,
  DEMO_HISTORIES,
  endpoints,
  type BenchContext,
  type DemoContext,
  type DemoHistory,
  type Endpoint,
} from './endpoints';
import { launchServer, type ServerProcess } from './launch';
import {
  requestFor,
  runAlternating,
  runLoad,
  settle,
  settled,
  summarize,
  timingOf,
  type LoadResult,
  type RunOptions,
  type Sample,
  type Target,
} from './load';
import { report, type Measured } from './report';
import { SCALE_USERS, scaleEndpoints, scaleSection, scaleSelected } from './scale';
import type { ServerInfo } from './server';

function seconds(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min)
    throw new Error(`${name} must be a number ≥ ${min} (got "${raw}")`);
  return value;
}

export interface BenchOptions {
  single: RunOptions;
  multi: RunOptions;
  only: string[];
  /** Also load the 5-year reads at 50 connections (BENCH_GROWTH_MULTI=1). */
  growthMulti: boolean;
  /** Other users in the scale phase's database; 0 skips the phase (BENCH_SCALE=0). */
  scaleUsers: number;
}

/**
 * BENCH_DURATION: seconds per core endpoint at 50 connections (default 5); at 1 connection 60% of it unless
 * BENCH_DURATION_SINGLE says. BENCH_AREA_DURATION (default 1.5) and BENCH_AREA_DURATION_SINGLE (default 1.2): the
 * same for the area endpoints of the demo users. BENCH_ROUNDS (default 3) splits each into interleaved rounds.
 */
function readOptions(): BenchOptions {
  const duration = seconds('BENCH_DURATION', 5, 1);
  const single = seconds('BENCH_DURATION_SINGLE', Math.max(1, Math.round(duration * 0.6)), 1);
  const warmup = seconds('BENCH_WARMUP', 1, 0);
  const areaDuration = seconds('BENCH_AREA_DURATION', 1.5, 0.3);
  const areaSingle = seconds('BENCH_AREA_DURATION_SINGLE', 1.2, 0.3);
  const areaWarmup = seconds('BENCH_AREA_WARMUP', 0.2, 0);
  const connections = Math.round(seconds('BENCH_CONNECTIONS', 50, 1));
  const rounds = Math.round(seconds('BENCH_ROUNDS', 3, 1));
  const only = (process.env.BENCH_ONLY ?? '')
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const growthMulti = ['1', 'true', 'yes'].includes((process.env.BENCH_GROWTH_MULTI ?? '').toLowerCase());
  const scaleOff = ['0', 'false', 'no', 'off'].includes((process.env.BENCH_SCALE ?? '').toLowerCase());
  const users = Math.round(seconds('BENCH_SCALE_USERS', SCALE_USERS, 2));
  const scaleUsers = scaleOff || !scaleSelected(only, users) ? 0 : users;
  return {
    single: {
      connections: 1,
      rounds,
      core: { duration: single, warmup },
      area: { duration: areaSingle, warmup: areaWarmup },
    },
    // The 1-connection phase has warmed the area routes already (the core ones get their 1 s again: login's
    // 50-connection run is nothing like its 1-connection one).
    multi: { connections, rounds, core: { duration, warmup }, area: { duration: areaDuration, warmup: 0 } },
    only,
    growthMulti,
    scaleUsers,
  };
}

function sessionCookie(response: Response, what: string): string {
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .find((pair) => pair.startsWith('tg_session='));
  if (!cookie) throw new Error(`${what} set no tg_session cookie`);
  return cookie;
}

async function signUp(
  baseUrl: string,
  origin: string,
): Promise<{ email: string; password: string; cookie: string }> {
  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password-1234';
  const response = await fetch(new URL('/api/auth/signup', baseUrl), {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, firstName: 'Bench', lastName: 'User' }),
  });
  if (response.status !== 201)
    throw new Error(`signup failed: HTTP ${response.status} ${await response.text()}`);
  return { email, password, cookie: sessionCookie(response, 'signup') };
}

/** A demo user signs in through the API (POST /api/auth/login); its first habit comes from GET /api/habits. */
async function signIn(
  url: string,
  origin: string,
  who: string,
  account: { email: string; password: string },
): Promise<{ cookie: string; firstHabitId: string }> {
  const login = await fetch(new URL('/api/auth/login', url), {
    method: 'POST',
    headers: { origin, 'content-type': 'application/json' },
    body: JSON.stringify(account),
  });
  if (login.status !== 200)
    throw new Error(`login of the ${who} failed: HTTP ${login.status} ${await login.text()}`);
  const cookie = sessionCookie(login, `login of the ${who}`);
  const habits = await fetch(new URL('/api/habits', url), { headers: { cookie } });
  if (habits.status !== 200) throw new Error(`GET /api/habits for the ${who}: HTTP ${habits.status}`);
  const [first] = (await habits.json()) as { id: string }[];
  if (!first) throw new Error(`the ${who} has no habit`);
  return { cookie, firstHabitId: first.id };
}

async function signInDemo(
  info: ServerInfo,
  history: DemoHistory,
): Promise<{ context: DemoContext; cookie: string }> {
  const seed = info.demo.find((d) => d.history === history);
  if (!seed) throw new Error(`the server seeded no ${history} demo user`);
  const { cookie, firstHabitId } = await signIn(info.url, info.origin, `${history} demo user`, seed);
  return { context: { history, days: seed.days, today: seed.today, firstHabitId }, cookie };
}

/** The composite reads of DESIGN.md 7 that answer 404 (to the 1-year demo user): not built yet. */
async function unbuiltComposites(baseUrl: string, demo: DemoContext, cookie: string): Promise<Set<string>> {
  const unbuilt = new Set<string>();
  for (const read of AREA_READS.filter((r) => r.composite)) {
    const response = await fetch(new URL(read.path(demo), baseUrl), { headers: { cookie } });
    await response.arrayBuffer().catch(() => undefined);
    if (response.status === 404) unbuilt.add(read.read);
  }
  return unbuilt;
}

/**
 * One request per endpoint first: a route that answers 401 or 404 would otherwise bench its error path.
 * Returns the size of the answer's body in bytes (the payload of the growth table).
 */
async function preflight(endpoint: Endpoint, target: Target): Promise<number> {
  const { url, ...init } = requestFor(endpoint, target);
  const response = await fetch(url, init);
  const expected = endpoint.expectStatus ?? 200;
  if (response.status !== expected) {
    throw new Error(
      `${endpoint.name} answered HTTP ${response.status} (expected ${expected}): ${(await response.text()).slice(0, 300)}`,
    );
  }
  return (await response.arrayBuffer()).byteLength;
}

/** What pairs two rows that take turns at 1 connection: a read's 1-year and 5-year rows, or its two scale rows. */
const pairKey = (e: Endpoint | undefined) =>
  e?.growth ? `growth ${e.growth.read}` : e?.scale ? `scale ${e.scale.read}` : undefined;

/**
 * The runs of one round: a single endpoint, or the two rows of a pair (adjacent in the list) together. Each pair
 * swaps its order every other round, so that neither always goes first.
 */
function roundUnits(list: Endpoint[], round: number): number[][] {
  const units: number[][] = [];
  for (let i = 0; i < list.length; i++) {
    const a = pairKey(list[i]);
    if (a !== undefined && a === pairKey(list[i + 1])) {
      units.push(round % 2 === 0 ? [i, i + 1] : [i + 1, i]);
      i++;
    } else {
      units.push([i]);
    }
  }
  return units;
}

const progress = (line: string) => process.stderr.write(`${line}\n`);

async function main(): Promise<void> {
  const started = Date.now();
  const options = readOptions();
  const { single, multi, only } = options;
  const busyBefore = await machineBusy();
  progress(
    `Starting the app on a fresh database and seeding the demo users${options.scaleUsers > 0 ? `, and the scale phase's database of ${options.scaleUsers.toLocaleString('en-US')} other users` : ''}…`,
  );
  let server: ServerProcess | undefined = await launchServer(options.scaleUsers);
  try {
    const info = server.info;
    const { url: baseUrl, origin } = info;
    const { cookie, ...bench } = await signUp(baseUrl, origin);
    const signedIn = await Promise.all(DEMO_HISTORIES.map((history) => signInDemo(info, history)));
    const demo = Object.fromEntries(signedIn.map((s) => [s.context.history, s.context])) as Record<
      DemoHistory,
      DemoContext
    >;
    const cookies = Object.fromEntries(signedIn.map((s) => [s.context.history, s.cookie])) as Record<
      DemoHistory,
      string
    >;
    const unbuilt = await unbuiltComposites(baseUrl, demo['1y'], cookies['1y']);
    const context: BenchContext = { ...bench, demo, unbuilt };
    const target: Target = { baseUrl, origin, cookies: { bench: cookie, ...cookies } };
    // The scale phase's user: the exact copy of the 1-year demo user among the other users.
    let scaleList: Endpoint[] = [];
    if (info.scale) {
      const copy = await signIn(info.scale.url, origin, 'scale copy of the 1y demo user', info.scale);
      target.cookies.scale = copy.cookie;
      target.scaleUrl = info.scale.url;
      scaleList = scaleEndpoints(
        context,
        { history: '1y', days: 365, today: info.scale.today, firstHabitId: copy.firstHabitId },
        info.scale.users,
        only,
      );
    }
    const serverPid = server.pid;
    const serverCpu = () => processTreeCpu(serverPid);
    const selected = endpoints(context, options).filter(
      (e) =>
        e.baseline !== undefined ||
        only.length === 0 ||
        only.some((word) => e.name.toLowerCase().includes(word)),
    );
    const bytes: number[] = [];
    for (const endpoint of selected) bytes.push(await preflight(endpoint, target));
    const scaleBytes: number[] = [];
    for (const endpoint of scaleList) scaleBytes.push(await preflight(endpoint, target));

    /** Every endpoint of the phase in turn, `rounds` times; warm-up before an endpoint's first run only. */
    const runPhase = async (options: RunOptions, list: Endpoint[]): Promise<LoadResult[]> => {
      const samples: Sample[][] = list.map(() => []);
      const conns = `${options.connections} connection${options.connections === 1 ? '' : 's'}`;
      for (let round = 0; round < options.rounds; round++) {
        for (const unit of roundUnits(list, round)) {
          const endpoints = unit.map((i) => list[i]!);
          const first = endpoints[0]!;
          const timing = timingOf(options, first);
          const spec = {
            connections: options.connections,
            seconds: timing.duration / options.rounds,
            warmup: round === 0 ? timing.warmup : 0,
            serverCpu,
          };
          if (endpoints.length > 1 && options.connections === 1) {
            // At 1 connection the two rows of a read take turns in blocks of 0.1 s: the growth ratios hold.
            progress(
              `  ${conns} · round ${round + 1}/${options.rounds} · ${endpoints.map((e) => e.name).join(' ⇄ ')}`,
            );
            const pair = await runAlternating(endpoints, target, spec);
            unit.forEach((i, k) => samples[i]?.push(pair[k]!));
            await settle(options.connections, serverCpu);
            continue;
          }
          for (const [k, endpoint] of endpoints.entries()) {
            progress(`  ${conns} · round ${round + 1}/${options.rounds} · ${endpoint.name}`);
            samples[unit[k]!]?.push(await runLoad(endpoint, target, spec));
            await settle(options.connections, serverCpu);
          }
        }
      }
      return samples.map(summarize);
    };
    const multiList = selected.filter((e) => e.multi !== false);
    const phaseStarted = Date.now();
    const singles = await runPhase(single, selected);
    const multiStarted = Date.now();
    const multis = await runPhase(multi, multiList);
    const seconds = {
      settle: settled.seconds,
      start: (phaseStarted - started) / 1000,
      single: (multiStarted - phaseStarted) / 1000,
      multi: (Date.now() - multiStarted) / 1000,
    };
    const withMulti = (
      list: Endpoint[],
      singles: LoadResult[],
      multis: LoadResult[],
      multiList: Endpoint[],
      sizes: number[],
    ) =>
      list.map((endpoint, i): Measured => {
        const m = multiList.indexOf(endpoint);
        return {
          endpoint,
          bytes: sizes[i] ?? Number.NaN,
          single: singles[i]!,
          ...(m >= 0 ? { multi: multis[m]! } : {}),
        };
      });
    const results = withMulti(selected, singles, multis, multiList, bytes);
    const mainIndexed = results.find((m) => m.endpoint.baseline === 'indexed-read')?.multi;

    let scale: ReturnType<typeof scaleSection> | undefined;
    if (info.scale && scaleList.length > 0) {
      progress(
        `Scale phase: ${scaleList.length / 2} reads, alone and among ${info.scale.users} other users…`,
      );
      const scaleStarted = Date.now();
      const scaleSingles = await runPhase(single, scaleList);
      const scaleMultiStarted = Date.now();
      const reference = selected.filter((e) => e.baseline === 'indexed-read');
      const scaleMultiList = [...reference, ...scaleList.filter((e) => e.multi !== false)];
      const scaleMultis = await runPhase(multi, scaleMultiList);
      const scaleResults = withMulti(scaleList, scaleSingles, scaleMultis, scaleMultiList, scaleBytes);
      scale = scaleSection({
        info: info.scale,
        results: scaleResults,
        indexed: scaleMultis[0],
        main: results,
        mainIndexed,
        connections: multi.connections,
        seconds: {
          single: (scaleMultiStarted - scaleStarted) / 1000,
          multi: (Date.now() - scaleMultiStarted) / 1000,
        },
      });
    }
    const stopping = server;
    server = undefined;
    await stopping.stop();
    const busy = { before: busyBefore, after: await machineBusy(), cpus: os.availableParallelism() };
    const { lines, summary } = report({
      info,
      busy,
      single,
      multi,
      results,
      unbuilt: [...unbuilt],
      growthMulti: options.growthMulti,
      seconds,
      ...(scale ? { scale } : {}),
    });
    console.log(
      [
        '',
        ...lines,
        '',
        `Bench took ${Math.round((Date.now() - started) / 1000)} s; it reports, it does not gate (exit code 0).`,
        summary,
      ].join('\n'),
    );
  } finally {
    await server
      ?.stop()
      .catch((error: unknown) => progress(`stopping the bench server failed: ${String(error)}`));
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
