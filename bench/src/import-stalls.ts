/**
 * `npm run bench:imports`: the longest time each import holds the server's event loop, at the sizes its caps
 * allow (issue bar: 100 ms). The app (the bench server, in this process) takes each upload over HTTP while
 * `monitorEventLoopDelay` watches; the uploads are built before the watch starts. Prints one row per import.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
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

/** The money import's CSV at its 2,000,000-character cap. */
function moneyCsv(): string {
  const rows = [['Date', 'Type', 'Amount', 'Category', 'Description']];
  let chars = 0;
  for (let i = 0; chars < 1_950_000; i++) {
    const row = [
      day(i % 3000),
      i % 5 ? 'expense' : 'income',
      `${(i % 9000) + 1}.25`,
      `Cat ${i % 30}`,
      `Item ${i}`,
    ];
    chars += row.join(',').length + 2;
    rows.push(row);
  }
  return toCsv(rows);
}

function multipart(file: Uint8Array, fields: Record<string, string>): FormData {
  const form = new FormData();
  form.append('file', new Blob([file]), 'export');
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

interface Row {
  name: string;
  size: string;
  status: number;
  seconds: number;
  stallMs: number;
}

const server = await startBenchServer(log);
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

  const measure = async (name: string, bytes: number, send: () => Promise<Response>) => {
    const histogram = monitorEventLoopDelay({ resolution: 5 });
    const started = performance.now();
    histogram.enable();
    const response = await send();
    await response.arrayBuffer();
    histogram.disable();
    const row = {
      name,
      size: `${(bytes / 1024 / 1024).toFixed(1)} MB`,
      status: response.status,
      seconds: (performance.now() - started) / 1000,
      stallMs: histogram.max / 1e6,
    };
    rows.push(row);
    log(`${name}: ${row.status} in ${row.seconds.toFixed(1)} s, longest stall ${row.stallMs.toFixed(0)} ms`);
  };
  const upload = (path: string, cookie: string, form: FormData) => () =>
    fetch(`${url}${path}`, { method: 'POST', headers: { origin, cookie }, body: form });
  const json = (path: string, cookie: string, body: string) => () =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { origin, cookie, 'content-type': 'application/json' },
      body,
    });

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
  while (JSON.stringify(notes).length < 44 * 1024 * 1024)
    notes.push({ ...(notes[0] as object), id: crypto.randomUUID(), content: padding });
  const document = JSON.stringify({ document: exported });

  await measure(
    'Daylio dry run',
    daylio.length,
    upload('/api/import/daylio', await fresh('d1'), multipart(daylio, { dryRun: 'true' })),
  );
  await measure(
    'Daylio import',
    daylio.length,
    upload('/api/import/daylio', await fresh('d2'), multipart(daylio, {})),
  );
  await measure(
    'Loop dry run (cap)',
    loopCap.length,
    upload('/api/import/loop', await fresh('l1'), multipart(loopCap, { dryRun: 'true' })),
  );
  await measure(
    'Loop import (1 year)',
    loopYear.length,
    upload('/api/import/loop', await fresh('l2'), multipart(loopYear, {})),
  );
  const moneyBody = (dryRun: boolean) =>
    JSON.stringify({ csv: money, mapping: { ...exportMapping }, dateFormat: 'yyyy-MM-dd', dryRun });
  await measure(
    'Money CSV dry run',
    money.length,
    json('/api/transactions/import', await fresh('m1'), moneyBody(true)),
  );
  await measure(
    'Money CSV import',
    money.length,
    json('/api/transactions/import', await fresh('m2'), moneyBody(false)),
  );
  await measure('Export document import', document.length, json('/api/import', await fresh('e1'), document));
} finally {
  await server.close();
}

console.log(`\nLongest event-loop stall per import (bar ${BAR_MS} ms)\n`);
console.log('| import | size | answer | seconds | longest stall | verdict |\n|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.size} | ${r.status} | ${r.seconds.toFixed(1)} | ${r.stallMs.toFixed(0)} ms | ${r.stallMs <= BAR_MS ? 'met' : 'MISSED'} |`,
  );
