/** The printed report: two tables, the DESIGN.md 7 bars with PASS/FAIL, and a one-line summary. */
import { MIN_RATIO_TO_INDEXED_READ, type Endpoint } from './endpoints';
import type { LoadResult, RunOptions } from './load';
import type { Busy } from './machine';
import type { ServerInfo } from './server';

export interface Measured {
  endpoint: Endpoint;
  single: LoadResult;
  multi: LoadResult;
}

export interface ReportInput {
  info: ServerInfo;
  /** Share of the CPUs busy with other work just before and just after the bench: it lowers every figure. */
  busy: { before: Busy; after: Busy; cpus: number };
  single: RunOptions;
  multi: RunOptions;
  results: Measured[];
}

/** DESIGN.md 7 at 1 connection. */
export const LATENCY_BARS = { readMedianMs: 5, readP99Ms: 15, writeMedianMs: 10 } as const;

interface Check {
  endpoint: string;
  /** Which phase it judges. */
  run: 'single' | 'multi' | 'both';
  /** "1-conn", "50-conn". */
  label: string;
  /** The bar, e.g. "median ≤ 5 ms" or "÷ indexed read ≥ 0.5". */
  bar: string;
  measured: string;
  pass: boolean;
}

/** How a failed check reads in the summary line. */
const failure = (c: Check) =>
  c.run === 'both' ? `${c.endpoint}: ${c.measured} (expected ${c.bar})` : `${c.endpoint} ${c.label} ${c.bar.replace(/ [≤≥] .*$/, '')} ${c.measured} (bar ${c.bar.replace(/^.* (?=[≤≥])/, '')})`;

const verdict = (pass: boolean) => (pass ? 'PASS' : 'FAIL');
const ms = (value: number) => (Number.isNaN(value) ? 'n/a' : `${value < 10 ? value.toFixed(2) : value.toFixed(1)} ms`);
const rps = (value: number) => Math.round(value).toLocaleString('en-US');
const phase = (o: RunOptions) =>
  `${o.duration} s per endpoint${o.rounds > 1 ? ` in ${o.rounds} interleaved rounds` : ''}, after ${o.warmup} s of warm-up`;
const pct = (share: number) => `${Math.round(share * 100)}%`;
const percent = (b: Busy) => (b.niced >= 0.01 ? `${pct(b.share)} (${pct(b.niced)} niced)` : pct(b.share));
const ratio = (value: number) => (Number.isNaN(value) ? 'n/a' : value.toFixed(2));

function table(header: string[], rows: string[][], rightAligned: number[]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) => (rightAligned.includes(i) ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)];
}

function latencyChecks({ endpoint, single }: Measured): Check[] {
  if (endpoint.baseline) return [];
  const check = (bar: string, value: number, max: number): Check => ({ endpoint: endpoint.name, run: 'single', label: '1-conn', bar: `${bar} ≤ ${max} ms`, measured: ms(value), pass: value <= max });
  if (endpoint.kind === 'write') return [check('median', single.medianMs, LATENCY_BARS.writeMedianMs)];
  return [check('median', single.medianMs, LATENCY_BARS.readMedianMs), check('p99', single.p99Ms, LATENCY_BARS.readP99Ms)];
}

function ratioChecks({ endpoint, multi }: Measured, bare: LoadResult | undefined, indexed: LoadResult | undefined): Check[] {
  if (endpoint.baseline) return [];
  const check = (base: string, of: LoadResult | undefined, min: number): Check => {
    const value = of ? multi.rps / of.rps : Number.NaN;
    return { endpoint: endpoint.name, run: 'multi', label: `${multi.connections}-conn`, bar: `req/s ÷ ${base} ≥ ${min}`, measured: ratio(value), pass: value >= min };
  };
  return [
    ...(endpoint.kind === 'read' ? [check('indexed read', indexed, MIN_RATIO_TO_INDEXED_READ)] : []),
    ...(endpoint.minRatioToBare === undefined ? [] : [check('bare route', bare, endpoint.minRatioToBare)]),
  ];
}

/** A figure made of error answers means nothing: every request must get the expected status. */
function answerChecks({ endpoint, single, multi }: Measured): Check[] {
  const describe = (r: LoadResult) =>
    [...Object.entries(r.unexpected).map(([status, n]) => `${n}× HTTP ${status}`), ...(r.errors ? [`${r.errors} socket errors/timeouts`] : [])].join(', ');
  const measured = [single, multi].map((r) => (describe(r) ? `${r.connections} conn: ${describe(r)}` : '')).filter(Boolean).join('; ');
  return [{ endpoint: endpoint.name, run: 'both', label: '', bar: `every answer HTTP ${endpoint.expectStatus ?? 200}`, measured: measured || 'ok', pass: measured === '' }];
}

export function report({ info, busy, single, multi, results }: ReportInput): { lines: string[]; summary: string } {
  const bare = results.find((m) => m.endpoint.baseline === 'bare')?.multi;
  const indexed = results.find((m) => m.endpoint.baseline === 'indexed-read')?.multi;
  const checks = results.flatMap((m) => [...answerChecks(m), ...latencyChecks(m), ...ratioChecks(m, bare, indexed)]);
  const barsCell = (m: Measured, run: Check['run']) =>
    m.endpoint.baseline
      ? 'reference'
      : checks
          .filter((c) => c.endpoint === m.endpoint.name && c.run === run)
          .map((c) => `${c.bar} ${verdict(c.pass)}`)
          .join(', ') || '—';
  const ratioCell = (m: Measured, base: LoadResult | undefined, isBase: boolean) => (isBase ? '1.00' : ratio(base ? m.multi.rps / base.rps : Number.NaN));

  const lines = [
    `Track. Grow. API benchmark — Node ${process.version}, ${info.database}, ${busy.cpus} CPUs`,
    `CPUs busy with other work: ${percent(busy.before)} just before, ${percent(busy.after)} just after the runs${
      Math.max(busy.before.share - busy.before.niced, busy.after.share - busy.after.niced) > 0.1
        ? ' — other processes compete for the CPUs: absolute figures are low, the same-run ratios hold better'
        : ''
    }`,
    `Indexed read: ${info.readPlan}`,
    '',
    `1 connection: ${phase(single)}`,
    ...table(
      ['Endpoint', 'kind', 'req/s', 'median', 'p99', 'CPU/req', 'DESIGN.md 7 bars'],
      results.map((m) => [
        m.endpoint.name,
        m.endpoint.kind,
        rps(m.single.rps),
        ms(m.single.medianMs),
        ms(m.single.p99Ms),
        ms(m.single.cpuMsPerRequest),
        barsCell(m, 'single'),
      ]),
      [2, 3, 4, 5],
    ),
    '',
    `${multi.connections} connections: ${phase(multi)}`,
    ...table(
      ['Endpoint', 'kind', 'req/s', 'median', 'p99', 'CPU/req', '÷ indexed', '÷ bare', 'DESIGN.md 7 bars'],
      results.map((m) => [
        m.endpoint.name,
        m.endpoint.kind,
        rps(m.multi.rps),
        ms(m.multi.medianMs),
        ms(m.multi.p99Ms),
        ms(m.multi.cpuMsPerRequest),
        ratioCell(m, indexed, m.endpoint.baseline === 'indexed-read'),
        ratioCell(m, bare, m.endpoint.baseline === 'bare'),
        barsCell(m, 'multi'),
      ]),
      [2, 3, 4, 5, 6, 7],
    ),
  ];

  lines.push(
    '',
    `CPU/req: CPU time of the server process${info.database.startsWith('embedded') ? ' and the embedded PostgreSQL' : ''} per answer — what an endpoint costs, nearly independent of other load on the machine.`,
  );
  const failed = checks.filter((c) => !c.pass);
  const notes = results.filter((m) => m.endpoint.note && failed.some((c) => c.endpoint === m.endpoint.name));
  if (notes.length > 0) lines.push('', 'Notes:', ...notes.map((m) => `  ${m.endpoint.name}: ${m.endpoint.note}`));

  const bars = checks.filter((c) => c.run !== 'both');
  const missed = bars.filter((c) => !c.pass);
  const broken = checks.filter((c) => c.run === 'both' && !c.pass);
  const summary = [
    `SUMMARY: ${bars.length - missed.length}/${bars.length} DESIGN.md 7 bars met`,
    missed.length > 0 ? `; not met: ${missed.map(failure).join('; ')}` : '',
    broken.length > 0 ? `; ERRORS (those figures are not trustworthy): ${broken.map(failure).join('; ')}` : '',
    '.',
  ].join('');
  return { lines, summary };
}
