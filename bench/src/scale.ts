/**
 * The scale phase of DESIGN.md 7: "with 1,000 other users' years of data in the same database, a user's reads keep
 * their latency (ratio ≤ 1.2 against the same user alone) and the 50-connection ratios hold". The 1-year demo user
 * of the main database (alone: the two demo users and the indexed read's fixture) and its exact copy in a second
 * database among 1,000 other users' years of data (server.ts) take turns at 1 connection, like the growth pairs;
 * then the copy's reads are loaded at 50 connections against the indexed reference.
 */
import {
  AREA_READS,
  MIN_RATIO_TO_INDEXED_READ,
  type AreaRead,
  type BenchContext,
  type DemoContext,
  type Endpoint,
} from './endpoints';
import type { LoadResult } from './load';
import { answerChecks, bytesOf, ms, ratio, table, verdict, type Check, type Measured } from './report';
import type { ScaleInfo } from './server';

/** DESIGN.md 7 (scale): the user's median with 1,000 other users ÷ alone. */
export const MAX_SCALE_RATIO = 1.2;
/** Other users in the scale database unless BENCH_SCALE_USERS says. */
export const SCALE_USERS = 1000;

type Side = 'alone' | 'others';

const count = (n: number) => n.toLocaleString('en-US');
const sideLabel = (side: Side, users: number) => (side === 'alone' ? 'alone' : `+${count(users)} users`);
const readName = (read: AreaRead, kept: boolean) => `${read.read}${kept ? ' kept' : ''}`;
const rowName = (read: AreaRead, kept: boolean, side: Side, users: number) =>
  `${readName(read, kept)} · ${sideLabel(side, users)}`;

/** BENCH_ONLY for the scale rows: every row when empty or when it names `scale`, else the rows whose name matches. */
const wanted = (only: string[], name: string) =>
  only.length === 0 || only.includes('scale') || only.some((word) => name.toLowerCase().includes(word));

/** The reads of the phase as pairs (alone, with others); cached reads also as their kept pair, like the main rows. */
function rows(unbuilt: ReadonlySet<string>): { read: AreaRead; kept: boolean }[] {
  return AREA_READS.filter((r) => !unbuilt.has(r.read)).flatMap((read) => [
    { read, kept: false },
    ...(read.cached ? [{ read, kept: true }] : []),
  ]);
}

/** Whether BENCH_ONLY leaves any row of the scale phase (the server builds its database only then). */
export function scaleSelected(only: string[], users: number): boolean {
  return rows(new Set()).some(({ read, kept }) =>
    (['alone', 'others'] as const).some((side) => wanted(only, rowName(read, kept, side, users))),
  );
}

/**
 * The rows of the scale phase, each read's two rows next to each other (they take turns at 1 connection). Only the
 * copy's rows run at 50 connections, those with a throughput bar: uncached reads and the kept rows.
 */
export function scaleEndpoints(
  ctx: BenchContext,
  copy: DemoContext,
  users: number,
  only: string[],
): Endpoint[] {
  return rows(ctx.unbuilt).flatMap(({ read, kept }) => {
    const row = (side: Side): Endpoint => ({
      name: rowName(read, kept, side, users),
      method: 'GET',
      path: read.path(side === 'alone' ? ctx.demo['1y'] : copy),
      session: side === 'alone' ? '1y' : 'scale',
      ...(side === 'others' ? { server: 'scale' as const } : {}),
      kind: 'read',
      group: 'area',
      multi: side === 'others' && (!read.cached || kept),
      scale: { read: readName(read, kept), side },
      ...(read.cached
        ? kept
          ? { cache: 'kept' as const }
          : { headers: { 'cache-control': 'no-cache' }, cache: 'recomputed' as const }
        : {}),
    });
    const pair = [row('alone'), row('others')];
    return pair.some((e) => wanted(only, e.name)) ? pair : [];
  });
}

interface ScalePair {
  read: string;
  alone: Measured;
  others: Measured;
}

function pairsOf(results: Measured[]): ScalePair[] {
  const pairs: ScalePair[] = [];
  for (const alone of results) {
    if (alone.endpoint.scale?.side !== 'alone') continue;
    const read = alone.endpoint.scale.read;
    const others = results.find((m) => m.endpoint.scale?.read === read && m.endpoint.scale.side === 'others');
    if (others) pairs.push({ read, alone, others });
  }
  return pairs;
}

/** The main run's 50-connection ÷ indexed of the 1-year user's row of this read (alone), when it was loaded. */
function aloneRatio(read: string, main: Measured[], indexed: LoadResult | undefined): number {
  const name = read.endsWith(' kept') ? `${read.slice(0, -' kept'.length)} · 1y kept` : `${read} · 1y`;
  const row = main.find((m) => m.endpoint.name === name);
  return row?.multi && indexed ? row.multi.rps / indexed.rps : Number.NaN;
}

export interface ScaleSectionInput {
  info: ScaleInfo;
  results: Measured[];
  /** The indexed read at 50 connections in the scale phase. */
  indexed: LoadResult | undefined;
  /** The main run's rows and indexed read (for the "alone" 50-connection ratio). */
  main: Measured[];
  mainIndexed: LoadResult | undefined;
  connections: number;
  seconds: { single: number; multi: number };
}

export function scaleSection(input: ScaleSectionInput): { lines: string[]; checks: Check[] } {
  const { info, results, indexed, main, mainIndexed, connections } = input;
  const others = `+${count(info.users)}`;
  const pairs = pairsOf(results);
  const checks: Check[] = results.flatMap(answerChecks);
  const cells = pairs.map((p) => {
    const median = p.others.single.medianMs / p.alone.single.medianMs;
    const latency: Check = {
      endpoint: p.read,
      run: 'scale',
      label: 'scale',
      bar: `${others}÷alone median ≤ ${MAX_SCALE_RATIO}`,
      measured: ratio(median),
      pass: median <= MAX_SCALE_RATIO,
    };
    const multi = p.others.multi;
    const withOthers = multi && indexed ? multi.rps / indexed.rps : Number.NaN;
    const throughput: Check | undefined = multi && {
      endpoint: p.others.endpoint.name,
      run: 'multi',
      label: `${connections}-conn`,
      bar: `req/s ÷ indexed read ≥ ${MIN_RATIO_TO_INDEXED_READ}`,
      measured: ratio(withOthers),
      pass: withOthers >= MIN_RATIO_TO_INDEXED_READ,
    };
    checks.push(latency, ...(throughput ? [throughput] : []));
    return [
      p.read,
      ms(p.alone.single.medianMs),
      ms(p.others.single.medianMs),
      ratio(median),
      ms(p.alone.single.p99Ms),
      ms(p.others.single.p99Ms),
      ms(p.alone.single.cpuMsPerRequest),
      ms(p.others.single.cpuMsPerRequest),
      ratio(p.others.single.cpuMsPerRequest / p.alone.single.cpuMsPerRequest),
      ratio(p.others.bytes / p.alone.bytes),
      ratio(aloneRatio(p.read, main, mainIndexed)),
      multi ? ratio(withOthers) : '—',
      [latency, ...(throughput ? [throughput] : [])].map((c) => `${c.label} ${verdict(c.pass)}`).join(', '),
    ];
  });
  const rowCounts = Object.entries(info.rows)
    .filter(([, n]) => n > 0)
    .sort(([, a], [, b]) => b - a)
    .map(([t, n]) => `${count(n)} ${t}`)
    .join(', ');
  const total = Object.values(info.rows).reduce((sum, n) => sum + n, 0);
  const mb = (bytes: number) => `${count(Math.round(bytes / 1e6))} MB`;
  return {
    lines: [
      `Scale (DESIGN.md 7): the 1-year demo user alone (the main database) and its exact copy among ${count(info.users)} other users' years of data (a second database on the same PostgreSQL server, its own app instance in the server process); 1 connection each, taking turns every 0.1 s; bar ≤ ${MAX_SCALE_RATIO} for ${others}÷alone median, and ÷ indexed ≥ ${MIN_RATIO_TO_INDEXED_READ} at ${connections} connections for the rows with a throughput bar`,
      `Scale database: ${count(info.users)} other users (a demo account and ${count(info.users - 1)} copies of it, each shifted back 0–27 days and keeping 70–100% of its daily logs), ${count(total)} rows inserted in ${info.seconds.insert.toFixed(1)} s (one INSERT … SELECT per table, all users' rows ordered by day), VACUUM ANALYZE ${info.seconds.analyze.toFixed(1)} s, template ${info.seconds.template.toFixed(1)} s; ${mb(info.databaseBytes)} against ${mb(info.mainDatabaseBytes)} for the main database`,
      `Rows inserted: ${rowCounts}`,
      `Wall time of the phase: 1 connection ${Math.round(input.seconds.single)} s, ${connections} connections ${Math.round(input.seconds.multi)} s; '÷ indexed alone' is the main run's ${connections}-connection figure of the 1y row, '÷ indexed ${others}' this phase's`,
      ...table(
        [
          'Read',
          'median alone',
          `median ${others}`,
          '×median',
          'p99 alone',
          `p99 ${others}`,
          'CPU/req alone',
          `CPU/req ${others}`,
          '×CPU',
          '×bytes',
          '÷ indexed alone',
          `÷ indexed ${others}`,
          'scale bars',
        ],
        cells,
        [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11],
      ),
      ...(pairs.length === 0 ? ['(no read selected by BENCH_ONLY)'] : []),
      `The copy's answers are the same size as the original's (×bytes 1.00) when the copy is exact: ${
        pairs.every((p) => p.others.bytes === p.alone.bytes)
          ? 'every read'
          : `not for ${pairs
              .filter((p) => p.others.bytes !== p.alone.bytes)
              .map((p) => `${p.read} (${bytesOf(p.alone.bytes)} / ${bytesOf(p.others.bytes)})`)
              .join(', ')}`
      }.`,
    ],
    checks,
  };
}
