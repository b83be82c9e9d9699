/**
 * `npm run bench:imports`: the longest time each import holds the server's event loop, at the sizes its caps
 * allow (issue bar: 100 ms). The app (the bench server, in this process) takes each upload over HTTP from a
 * sender process while `monitorEventLoopDelay` watches, and notes the longest GC pause in the same time. Prints
 * one row per import.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { monitorEventLoopDelay, PerformanceObserver } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { strToU8, zipSync } from 'fflate';
import {
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_LOOP_HABITS,
  IMPORT_MAX_UNZIPPED_BYTES,
} from '@track-grow/domain/imports';
import { exportMapping, toCsv } from '@track-grow/domain/money';
import { startBenchServer } from './server';

const BAR_MS = 100;
const log = (line: string) => console.error(`[imports] ${line}`);

/** Days back from 2026-01-01, as yyyy-MM-dd (every date lies in the API's 1900–2100). */
const day = (back: number) => new Date(Date.UTC(2026, 0, 1) - back * 86_400_000).toISOString().slice(0, 10);

/** Daylio's CSV of just under the upload cap: one entry per row, a note on each. */
function daylioCsv(): Uint8Array {
  const rows = [['full_date', 'date', 'weekday', 'time', 'mood', 'activities', 'note_title', 'note']];
  let bytes = 0;
  for (let i = 0; bytes < IMPORT_MAX_FILE_BYTES * 0.97; i++) {
    const row = [
      day(Math.floor(i / 4)),
      'Jan 1',
      'Monday',
      `${10 + (i % 4)}:00`,
      ['rad', 'good', 'meh'][i % 3]!,
    ];
    row.push('work | family | reading', `Title ${i}`, `A note about the day, entry ${i}, with some words.`);
    bytes += row.join(',').length + 2;
    rows.push(row);
  }
  return strToU8(toCsv(rows));
}

/** Loop's zip: the most habits it takes, and checkmark rows until the unzipped cap (or `days`). */
function loopZip(days: number): Uint8Array {
  const names = Array.from({ length: IMPORT_MAX_LOOP_HABITS }, (_, i) => `Habit ${i}`);
  const habits = [
    'Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?',
    ...names.map((name, i) => `${i + 1},${name},YES_NO,,,1,1,#D32F2F,,,,false`),
  ].join('\n');
  const values = ['YES_MANUAL', 'NO', 'SKIP', 'UNKNOWN'];
  const lines = [`Date,${names.join(',')},`];
  let bytes = lines[0]!.length;
  for (let d = 0; d < days && bytes < IMPORT_MAX_UNZIPPED_BYTES * 0.95; d++) {
    const line = `${day(d)},${names.map((_, i) => values[(i + d) % 4]).join(',')},`;
    bytes += line.length + 1;
    lines.push(line);
  }
  return zipSync({ 'Habits.csv': strToU8(habits), 'Checkmarks.csv': strToU8(lines.join('\n')) });
}

/** The money import's CSV at its caps: 20,000 rows, just under 2,000,000 characters. */
function moneyCsv(): string {
  const rows = [['Date', 'Type', 'Amount', 'Category', 'Description']];
  for (let i = 0; i < 20_000; i++) {
    const description = `Item ${i} bought at the corner shop on the way home`.padEnd(60, '.');
    rows.push([
      day(i % 3000),
      i % 5 ? 'expense' : 'income',
      `${(i % 9000) + 1}.25`,
      `Cat ${i % 30}`,
      description,
    ]);
  }
  return toCsv(rows);
}

/** The sender process: posts SPEC's file as a JSON body or a multipart form, prints the status and the answer. */
const SENDER = `
const spec = JSON.parse(process.env.SPEC);
const bytes = require('node:fs').readFileSync(spec.file);
const headers = { origin: spec.origin, cookie: spec.cookie };
let body = bytes;
if (spec.fields) {
  body = new FormData();
  body.append('file', new Blob([bytes]), 'export');
  for (const [name, value] of Object.entries(spec.fields)) body.append(name, value);
} else headers['content-type'] = 'application/json';
fetch(spec.url, { method: 'POST', headers, body })
  .then(async (r) => process.stdout.write(r.status + '\\n' + (await r.text())));
`;
const run = promisify(execFile);

interface Row {
  name: string;
  size: string;
  status: number;
  seconds: number;
  stallMs: number;
  /** The longest garbage collection pause in the same time (part of a stall, not the app's own code). */
  gcMs: number;
}

const server = await startBenchServer(log);
const scratch = await mkdtemp(path.join(os.tmpdir(), 'bench-imports-'));
const { url, origin, demo } = server.info;
const rows: Row[] = [];
try {
  const signIn = async (email: string, password: string) => {
    const response = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    const cookie = response.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    if (!response.ok || !cookie) throw new Error(`sign-in failed: ${response.status}`);
    return cookie;
  };
  const fresh = async (name: string) => {
    const email = `imports-${name}-${Date.now()}@bench.invalid`;
    const password = 'imports-bench-pass-1234';
    const response = await fetch(`${url}/api/auth/signup`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, firstName: 'Bench', lastName: name }),
    });
    if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    return signIn(email, password);
  };

  /** An upload: a JSON body, or with `fields` a multipart form with the bytes as its file. */
  interface Upload {
    path: string;
    cookie: string;
    body: Uint8Array;
    fields?: Record<string, string>;
  }
  const measure = async (name: string, upload: Upload) => {
    const file = path.join(scratch, 'body');
    await writeFile(file, upload.body);
    const spec = JSON.stringify({ url: `${url}${upload.path}`, origin, ...upload, body: undefined, file });
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    let gcMs = 0;
    const gc = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) gcMs = Math.max(gcMs, entry.duration);
    });
    gc.observe({ entryTypes: ['gc'] });
    const started = performance.now();
    histogram.enable();
    // Sent from another process, so that this one's event loop does the server's work only.
    const { stdout } = await run(process.execPath, ['-e', SENDER], {
      env: { SPEC: spec },
      maxBuffer: 1 << 20,
    });
    histogram.disable();
    gc.disconnect();
    const [status = '0', ...answer] = stdout.split('\n');
    if (!status.startsWith('2') && !name.startsWith('Reference'))
      log(`${name} answered ${status}: ${answer.join('\n').slice(0, 300)}`);
    const row = {
      name,
      size: `${(upload.body.length / 1024 / 1024).toFixed(1)} MB`,
      status: Number(status),
      seconds: (performance.now() - started) / 1000,
      stallMs: histogram.max / 1e6,
      gcMs,
    };
    rows.push(row);
    log(
      `${name}: ${row.status} in ${row.seconds.toFixed(1)} s, longest stall ${row.stallMs.toFixed(0)} ms (GC ${gcMs.toFixed(0)} ms)`,
    );
  };

  log('building the uploads…');
  const daylio = daylioCsv();
  const loopCap = loopZip(Number.POSITIVE_INFINITY);
  const loopYear = loopZip(365);
  const money = moneyCsv();
  const demoCookie = await signIn(demo[1]!.email, demo[1]!.password);
  const exported = await (await fetch(`${url}/api/export`, { headers: { cookie: demoCookie } })).json();
  // The 5-year demo export, padded with notes to just under the 50 MB body cap.
  const notes = (exported as { notes: unknown[] }).notes;
  const padding = 'Words of a long note, written over many evenings. '.repeat(20);
  const note = () => ({ ...(notes[0] as object), id: crypto.randomUUID(), content: padding });
  const room = 44 * 1024 * 1024 - JSON.stringify(exported).length;
  for (let added = 0; added < room; added += JSON.stringify(note()).length + 1) notes.push(note());
  const document = JSON.stringify({ document: exported });

  const bytes = (text: string) => new TextEncoder().encode(text);
  const moneyBody = (dryRun: boolean) =>
    bytes(JSON.stringify({ csv: money, mapping: { ...exportMapping }, dateFormat: 'yyyy-MM-dd', dryRun }));
  // Each import into an account of its own; the first row is the floor of the machine and the method: a
  // request the server refuses at once.
  const uploads: [name: string, upload: Omit<Upload, 'cookie'>][] = [
    ['Reference: an empty body (400)', { path: '/api/transactions/import', body: bytes('{}') }],
    ['Daylio dry run', { path: '/api/import/daylio', body: daylio, fields: { dryRun: 'true' } }],
    ['Daylio import', { path: '/api/import/daylio', body: daylio, fields: {} }],
    ['Loop dry run (cap)', { path: '/api/import/loop', body: loopCap, fields: { dryRun: 'true' } }],
    ['Loop import (1 year)', { path: '/api/import/loop', body: loopYear, fields: {} }],
    ['Money CSV dry run', { path: '/api/transactions/import', body: moneyBody(true) }],
    ['Money CSV import', { path: '/api/transactions/import', body: moneyBody(false) }],
    ['Export document import', { path: '/api/import', body: bytes(document) }],
  ];
  for (const [i, [name, upload]] of uploads.entries())
    await measure(name, { ...upload, cookie: await fresh(String(i)) });
} finally {
  await server.close();
  await rm(scratch, { recursive: true, force: true });
}

console.log(`\nLongest event-loop stall per import (bar ${BAR_MS} ms)\n`);
console.log(
  '| import | size | answer | seconds | longest stall | longest GC pause | verdict |\n|---|---|---|---|---|---|---|',
);
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.size} | ${r.status} | ${r.seconds.toFixed(1)} | ${r.stallMs.toFixed(0)} ms | ${r.gcMs.toFixed(0)} ms | ${r.stallMs <= BAR_MS ? 'met' : 'MISSED'} |`,
  );
