/**
 * `npm run lighthouse:tasks`: where a page load's main-thread time goes. Loads Home signed in as the demo user
 * (or the landing, `TASKS_PAGE=landing`) in Chromium with the CPU slowed four times, as Lighthouse's mobile
 * run does, records a trace with CPU samples, and prints every task of 40 ms or more with the functions that
 * took its time. Lighthouse's total blocking time is the sum of these tasks' time over 50 ms.
 *
 * Function names are readable on a build without minification:
 *   npm run build -w @track-grow/web -- --minify false --outDir /tmp/tg-dist --emptyOutDir
 *   WEB_DIST=/tmp/tg-dist npm run lighthouse:tasks
 * TASKS_MIN_MS (40) sets the shortest task listed; TASKS_TRACE=<file> keeps the trace; TASKS_CPU_SLOWDOWN (4)
 * sets the slowdown (2 on a machine whose Lighthouse CPU index is half a quiet one's compares with 4 there).
 */
import { readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import Trace from 'lighthouse/core/gather/gatherers/trace.js';
import puppeteer from 'puppeteer-core';
import { requireWebBuild, signInDemo, startAppServer } from './app-server.ts';
import { launchBrowser } from './audit.ts';

const PAGE = process.env.TASKS_PAGE ?? 'home';
const MIN_TASK_MS = Number(process.env.TASKS_MIN_MS ?? 40);
const CPU_SLOWDOWN = Number(process.env.TASKS_CPU_SLOWDOWN ?? 4);

interface TraceEvent {
  name: string;
  /** A CPU profile's id, on its Profile and ProfileChunk events. */
  id?: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: {
    name?: string;
    data?: {
      startTime?: number;
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
      timeDeltas?: number[];
    };
  };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number };
}

async function record(file: string): Promise<void> {
  requireWebBuild();
  const server = await startAppServer();
  try {
    // The Chromium of `npm run lighthouse`, signed in the same way.
    const chrome = await launchBrowser();
    try {
      if (PAGE === 'home') await chrome.signIn(server.baseUrl, await signInDemo(server.baseUrl));
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      try {
        const page = await browser.newPage();
        // Lighthouse's mobile screen.
        await page.setViewport({ width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true });
        const cdp = await page.createCDPSession();
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
        await page.tracing.start({
          path: file,
          // Lighthouse's own categories (stack traces and script sources add to the main thread's work too), and
          // the CPU profiler for the functions.
          categories: [...Trace.getDefaultTraceCategories(), 'disabled-by-default-v8.cpu_profiler'],
        });
        await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle0' });
        // The idle preloads and the prefetch happen after the network first goes quiet.
        await new Promise((resolve) => setTimeout(resolve, 4000));
        await page.tracing.stop();
      } finally {
        await browser.disconnect();
      }
    } finally {
      await chrome.close();
    }
  } finally {
    await server.stop();
  }
}

const frameLabel = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${(node.callFrame.url ?? '').replace(/^.*\//, '')}:${node.callFrame.lineNumber}`;
/** Components (capitalised names), module bodies (line 0) and a few known costs: what a reader acts on. */
const telling = /^[A-Z][A-Za-z0-9]+ |:0$|parse|import|preload|fetch|Intl|TimeZone|TailwindMerge/;
const internal = /^\((root|program|idle|garbage collector)\)/;

function report(events: TraceEvent[]): void {
  const busy = new Map<string, number>();
  for (const event of events) {
    const key = `${event.pid}:${event.tid}`;
    if (event.name === 'RunTask') busy.set(key, (busy.get(key) ?? 0) + (event.dur ?? 0));
  }
  const mainThreads = new Set(
    events
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const main = [...busy.entries()]
    .filter(([key]) => mainThreads.has(key))
    .sort((a, b) => b[1] - a[1])[0]?.[0];
  if (!main) throw new Error('The trace has no renderer main thread');
  const [pid, tid] = main.split(':').map(Number);
  // The main thread's CPU profile: another V8 thread of the renderer (a worker) has a profile of its own, whose
  // node ids start at 1 too.
  const profile = events.find((e) => e.name === 'Profile' && e.pid === pid && e.tid === tid);
  if (!profile?.id) throw new Error('The trace has no CPU profile of the main thread');
  const nodes = new Map<number, ProfileNode>();
  const samples: [number, number][] = [];
  let clock = profile.args?.data?.startTime ?? 0;
  for (const event of events) {
    if (event.name !== 'ProfileChunk' || event.pid !== pid || event.id !== profile.id) continue;
    const { cpuProfile, timeDeltas = [] } = event.args?.data ?? {};
    for (const node of cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile?.samples ?? []).forEach((id, index) => {
      clock += timeDeltas[index] ?? 0;
      samples.push([clock, id]);
    });
  }
  const start =
    events.find((e) => e.name === 'navigationStart')?.ts ??
    Math.min(
      ...events.filter((e) => e.pid === pid && e.tid === tid && e.name === 'RunTask').map((e) => e.ts),
    );
  const tasks = events
    .filter(
      (e) => e.pid === pid && e.tid === tid && e.name === 'RunTask' && (e.dur ?? 0) >= MIN_TASK_MS * 1000,
    )
    .sort((a, b) => a.ts - b.ts);
  let blocking = 0;
  console.log(
    `Main-thread tasks of ${MIN_TASK_MS} ms or more, CPU slowed ${CPU_SLOWDOWN}x (start ms, length ms):`,
  );
  for (const task of tasks) {
    const duration = (task.dur ?? 0) / 1000;
    const inside = samples.filter(([time]) => time >= task.ts && time <= task.ts + (task.dur ?? 0));
    const inclusive = new Map<string, number>();
    for (const [, id] of inside) {
      const seen = new Set<string>();
      for (
        let node = nodes.get(id);
        node;
        node = node.parent === undefined ? undefined : nodes.get(node.parent)
      ) {
        const label = frameLabel(node);
        if (seen.has(label)) continue;
        seen.add(label);
        inclusive.set(label, (inclusive.get(label) ?? 0) + 1);
      }
    }
    const perSample = duration / Math.max(inside.length, 1);
    const top = [...inclusive.entries()]
      .filter(([label]) => telling.test(label) && !internal.test(label))
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([label, count]) => `${Math.round(count * perSample)} ${label}`);
    blocking += Math.max(0, duration - 50);
    console.log(
      `${String(Math.round((task.ts - start) / 1000)).padStart(6)} ${String(Math.round(duration)).padStart(4)}  ${top.join(' | ') || '(style, layout or native work)'}`,
    );
  }
  console.log(
    `Time over 50 ms in these tasks (what Lighthouse counts as blocking): ${Math.round(blocking)} ms`,
  );
}

async function main(): Promise<void> {
  if (PAGE !== 'home' && PAGE !== 'landing')
    throw new Error(`TASKS_PAGE must be home or landing, not "${PAGE}"`);
  if (!Number.isFinite(CPU_SLOWDOWN) || CPU_SLOWDOWN < 1)
    throw new Error(
      `TASKS_CPU_SLOWDOWN must be a number of 1 or more, not "${process.env.TASKS_CPU_SLOWDOWN}"`,
    );
  if (!Number.isFinite(MIN_TASK_MS) || MIN_TASK_MS <= 0)
    throw new Error(
      `TASKS_MIN_MS must be a positive number of milliseconds, not "${process.env.TASKS_MIN_MS}"`,
    );
  // TASKS_TRACE=<file> keeps the trace (Chromium's Performance panel opens it).
  const kept = process.env.TASKS_TRACE;
  const file = kept ?? path.join(os.tmpdir(), `track-grow-tasks-${process.pid}.json`);
  try {
    await record(file);
    const trace = JSON.parse(await readFile(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    report(Array.isArray(trace) ? trace : (trace.traceEvents ?? []));
  } finally {
    if (!kept) await rm(file, { force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
