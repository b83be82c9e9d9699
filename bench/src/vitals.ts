/**
 * `npm run vitals`: what a phone feels on a first load. The landing page and Home (signed in, a year of demo
 * data) load in headless Chromium with the CPU slowed ×4, each in a fresh browser context (a cold cache). No
 * tracing, Network or Performance domain is enabled: the page reports its own largest contentful paint and the
 * total of its long tasks (tasks over 50 ms), from PerformanceObservers read at the end. Each page loads
 * VITALS_RUNS times (5) and the medians are printed; VITALS_PAGES=home (or landing) loads only that one.
 * VITALS_COMPARE=<built dist folders, comma-separated>: a server per build serves it, and their loads take
 * turns with this build's, so all meet the same moments of a noisy machine; the ratios compare this build with
 * each.
 */
import { launch } from 'chrome-launcher';
import { CHROMIUM_FLAGS } from './lighthouse/audit';
import { requireWebBuild, signInDemo, startAppServer, type AppServer } from './lighthouse/app-server';

/** Node 20's WebSocket (behind --experimental-websocket), which @types/node 20 does not declare. */
declare const WebSocket: {
  new (url: string): {
    addEventListener(type: string, listener: (event: { data: unknown }) => void, options?: object): void;
    send(data: string): void;
    close(): void;
  };
};

const RUNS = Number(process.env.VITALS_RUNS ?? 5);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`VITALS_RUNS must be a whole number of at least 1`);
/** A load that has not fired its load event by then fails the run rather than hanging it. */
const LOAD_TIMEOUT_MS = 60_000;
const COMPARE = (process.env.VITALS_COMPARE ?? '').split(',').filter(Boolean);
const PAGES = (process.env.VITALS_PAGES ?? 'landing,home').split(',').filter(Boolean);
for (const page of PAGES)
  if (page !== 'landing' && page !== 'home')
    throw new Error(`VITALS_PAGES takes landing and home, not ${page}`);
const CPU_SLOWDOWN = 4;
/** After the load event: Home's reads arrive and draw (at ×4 a phone's second or two), then the figures are read. */
const SETTLE_MS = 6000;

/** Runs in the page before its own scripts: the observers, and a signed-in device's local storage. */
const observe = (userId: string | null) => `(() => {
  const vitals = (window.__vitals = { lcp: 0, longTasks: 0 });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) vitals.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) vitals.longTasks += e.duration; })
    .observe({ type: 'longtask', buffered: true });
  ${userId ? `localStorage.setItem('userId', ${JSON.stringify(userId)}); localStorage.setItem('signedIn', 'true');` : ''}
})();`;

/** A minimal DevTools protocol client over the browser's WebSocket (Node 20: --experimental-websocket). */
async function devtools(port: number) {
  const { webSocketDebuggerUrl } = (await (await fetch(`http://127.0.0.1:${port}/json/version`)).json()) as {
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener('open', () => resolve(undefined), { once: true });
    socket.addEventListener('error', (event) => reject(new Error(`DevTools socket: ${String(event.data)}`)), {
      once: true,
    });
  });
  let next = 0;
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const waiting = new Map<string, () => void>();
  socket.addEventListener('message', (event) => {
    const message = JSON.parse(String(event.data)) as {
      id?: number;
      method?: string;
      sessionId?: string;
      result?: unknown;
      error?: { message: string };
    };
    if (message.id !== undefined) {
      const call = pending.get(message.id);
      pending.delete(message.id);
      if (message.error) call?.reject(new Error(message.error.message));
      else call?.resolve(message.result);
    } else if (message.method) waiting.get(`${message.sessionId}:${message.method}`)?.();
  });
  return {
    send: <T>(method: string, params: object = {}, sessionId?: string) =>
      new Promise<T>((resolve, reject) => {
        const id = ++next;
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        socket.send(JSON.stringify({ id, method, params, ...(sessionId ? { sessionId } : {}) }));
      }),
    once: (sessionId: string, method: string) =>
      new Promise<void>((resolve) => waiting.set(`${sessionId}:${method}`, resolve)),
    close: () => socket.close(),
  };
}
type DevTools = Awaited<ReturnType<typeof devtools>>;

interface Vitals {
  lcp: number;
  longTasks: number;
}

/** One first load of `url` in a fresh context, signed in when `session` is given. */
async function load(cdp: DevTools, url: string, session?: { id: string; token: string }): Promise<Vitals> {
  const { browserContextId } = await cdp.send<{ browserContextId: string }>('Target.createBrowserContext');
  try {
    if (session)
      await cdp.send('Storage.setCookies', {
        browserContextId,
        cookies: [{ name: 'tg_session', value: session.token, url, httpOnly: true, sameSite: 'Lax' }],
      });
    const { targetId } = await cdp.send<{ targetId: string }>('Target.createTarget', {
      url: 'about:blank',
      browserContextId,
    });
    const { sessionId } = await cdp.send<{ sessionId: string }>('Target.attachToTarget', {
      targetId,
      flatten: true,
    });
    await cdp.send('Page.enable', {}, sessionId);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN }, sessionId);
    await cdp.send(
      'Page.addScriptToEvaluateOnNewDocument',
      { source: observe(session?.id ?? null) },
      sessionId,
    );
    const loaded = cdp.once(sessionId, 'Page.loadEventFired');
    await cdp.send('Page.navigate', { url }, sessionId);
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      loaded,
      new Promise((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`${url} did not load within ${LOAD_TIMEOUT_MS / 1000} s`)),
          LOAD_TIMEOUT_MS,
        );
      }),
    ]).finally(() => clearTimeout(timer));
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    const { result } = await cdp.send<{ result: { value: string } }>(
      'Runtime.evaluate',
      { expression: 'JSON.stringify(window.__vitals)', returnByValue: true },
      sessionId,
    );
    return JSON.parse(result.value) as Vitals;
  } finally {
    await cdp.send('Target.disposeBrowserContext', { browserContextId });
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

requireWebBuild();
for (const folder of COMPARE) requireWebBuild(folder);
const builds: { name: string; server: AppServer }[] = [];
const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROMIUM_FLAGS,
  logLevel: 'silent',
});
try {
  builds.push({ name: 'this build', server: await startAppServer() });
  for (const folder of COMPARE) builds.push({ name: folder, server: await startAppServer(folder) });
  const cdp = await devtools(chrome.port);
  const figures = new Map<string, Vitals[]>();
  const sessions = await Promise.all(builds.map(async ({ server }) => signInDemo(server.baseUrl)));
  for (let run = 1; run <= RUNS; run++)
    // Each run starts with another build, so that none is always the first load after a pause.
    for (let turn = 0; turn < builds.length; turn++)
      for (const page of PAGES) {
        const b = (run - 1 + turn) % builds.length;
        const build = builds[b]!;
        const user = sessions[b]!;
        const vitals = await load(
          cdp,
          `${build.server.baseUrl}/`,
          page === 'home' ? { id: user.id, token: user.session } : undefined,
        );
        const key = `${page}|${build.name}`;
        figures.set(key, [...(figures.get(key) ?? []), vitals]);
        console.error(
          `[vitals] run ${run} · ${page} · ${build.name}: LCP ${vitals.lcp.toFixed(0)} ms, long tasks ${vitals.longTasks.toFixed(0)} ms`,
        );
      }
  cdp.close();
  console.log(`\nFirst loads, CPU ×${CPU_SLOWDOWN}, median of ${RUNS}\n`);
  console.log('| page | build | LCP | long tasks | this build ÷ it: LCP | this build ÷ it: long tasks |');
  console.log('|---|---|---|---|---|---|');
  const medians = (page: string, name: string) => {
    const runs = figures.get(`${page}|${name}`) ?? [];
    return { lcp: median(runs.map((r) => r.lcp)), long: median(runs.map((r) => r.longTasks)) };
  };
  const ratio = (mine: number, theirs: number) => (theirs > 0 ? (mine / theirs).toFixed(2) : '–');
  for (const page of PAGES) {
    const mine = medians(page, builds[0]!.name);
    for (const [i, build] of builds.entries()) {
      const { lcp, long } = medians(page, build.name);
      const ratios = i === 0 ? ' | ' : `${ratio(mine.lcp, lcp)} | ${ratio(mine.long, long)}`;
      console.log(`| ${page} | ${build.name} | ${lcp.toFixed(0)} ms | ${long.toFixed(0)} ms | ${ratios} |`);
    }
  }
} finally {
  for (const { server } of builds) await server.stop();
  chrome.kill();
}
