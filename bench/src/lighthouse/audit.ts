/**
 * Lighthouse runs in Debian's Chromium: mobile form factor and default simulated throttling (Lighthouse's
 * default config), on a Chromium started with a remote-debugging port that puppeteer also uses to sign in.
 */
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { SignedInUser } from './app-server.ts';

interface Storage {
  setItem(key: string, value: string): void;
}

export const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const CATEGORIES = ['performance', 'accessibility', 'best-practices'] as const;

/** One run's figures: scores 0–100, times in ms, bytes as transferred (compressed). */
export interface RunFigures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Script bytes requested before the observed largest contentful paint: what the first screen waited for. */
  jsBeforeLcpBytes: number;
  /** Every script byte of the run (page code preloaded after the first paint included). */
  jsTotalBytes: number;
  /** Lighthouse's measure of the machine during the run (higher is faster; a busy machine scores lower). */
  benchmarkIndex: number;
  /** Audits of the three categories that did not pass, for the report. */
  failedAudits: string[];
}

export interface Browser {
  port: number;
  /** Gives the browser the demo user's session cookie, `localStorage.userId` and the signed-in hint, as a sign-in would. */
  signIn(baseUrl: string, user: SignedInUser): Promise<void>;
  close(): Promise<void>;
}

export async function launchBrowser(): Promise<Browser> {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  // chrome-launcher reports a missing binary as an unhandled 'error' event (a stack trace, exit code 1).
  if (!existsSync(chromePath))
    throw new Error(
      `No Chromium at ${chromePath}: install it (apt-get install chromium) or set CHROME_PATH.`,
    );
  const chromePort = process.env.LIGHTHOUSE_CHROME_PORT ? Number(process.env.LIGHTHOUSE_CHROME_PORT) : 0;
  const chrome: LaunchedChrome = await launch({
    chromePath,
    chromeFlags: CHROMIUM_FLAGS,
    port: chromePort,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  return {
    port: chrome.port,
    async signIn(baseUrl, user) {
      const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
      try {
        await browser.setCookie({
          name: 'tg_session',
          value: user.session,
          domain: new URL(baseUrl).hostname,
          path: '/',
          httpOnly: true,
          sameSite: 'Lax',
        });
        // A page of the origin that loads none of the app's code, so no script is cached before the runs.
        const page = await browser.newPage();
        await page.goto(`${baseUrl}/api/health`);
        await page.evaluate((id) => {
          // Runs in the page: the bench's types (Node's) know no DOM.
          const storage = (globalThis as unknown as { localStorage: Storage }).localStorage;
          storage.setItem('userId', id);
          // The hint a sign-in leaves (apps/web/src/lib/session.ts): the app loads its signed-in code at start.
          storage.setItem('signedIn', 'true');
        }, user.id);
        await page.close();
      } finally {
        await browser.disconnect();
      }
    },
    /** Waits for Chromium to exit, so that the next run can take the same debugging port. */
    async close() {
      const child = chrome.process;
      const exited =
        child.exitCode !== null || child.signalCode !== null
          ? Promise.resolve()
          : new Promise<void>((resolve) => child.once('exit', () => resolve()));
      chrome.kill();
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
    },
  };
}

function score(result: Result, category: (typeof CATEGORIES)[number]): number {
  const value = result.categories[category]?.score;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse gave no ${category} score for ${result.finalDisplayedUrl}`);
  return Math.round(value * 100);
}

function numeric(result: Result, audit: string): number {
  const value = result.audits[audit]?.numericValue;
  if (typeof value !== 'number')
    throw new Error(`Lighthouse gave no ${audit} for ${result.finalDisplayedUrl}`);
  return value;
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
  rendererStartTime?: number;
}

function figures(result: Result): RunFigures {
  const metrics = (
    result.audits.metrics?.details as { items?: { observedLargestContentfulPaint?: number }[] }
  )?.items?.[0];
  const observedLcp = metrics?.observedLargestContentfulPaint ?? Number.POSITIVE_INFINITY;
  const items = (
    (result.audits['network-requests']?.details as { items?: NetworkItem[] })?.items ?? []
  ).filter((item) => item.resourceType === 'Script');
  const bytes = (list: NetworkItem[]) => list.reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const failedAudits = CATEGORIES.flatMap((category) =>
    (result.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => result.audits[ref.id])
      .filter((audit) => audit && audit.scoreDisplayMode === 'binary' && audit.score === 0)
      .map((audit) => `${category}: ${audit!.id} (${audit!.title})`),
  );
  return {
    performance: score(result, 'performance'),
    accessibility: score(result, 'accessibility'),
    bestPractices: score(result, 'best-practices'),
    lcpMs: numeric(result, 'largest-contentful-paint'),
    tbtMs: numeric(result, 'total-blocking-time'),
    cls: numeric(result, 'cumulative-layout-shift'),
    jsBeforeLcpBytes: bytes(items.filter((item) => (item.rendererStartTime ?? 0) <= observedLcp)),
    jsTotalBytes: bytes(items),
    benchmarkIndex: Math.round(result.environment.benchmarkIndex),
    failedAudits,
  };
}

/**
 * One Lighthouse run of `url`. Lighthouse's default storage reset empties the HTTP cache (every run is a first
 * visit) and service workers, and keeps cookies and local storage: the signed-in runs stay signed in.
 */
export async function runLighthouse(url: string, chromePort: number, name: string): Promise<RunFigures> {
  const flags: Flags = {
    port: chromePort,
    logLevel: 'error',
    output: 'json',
    onlyCategories: [...CATEGORIES],
    // LIGHTHOUSE_PROFILE=1 adds V8's CPU samples to the kept traces (LIGHTHOUSE_REPORTS), to see what each long
    // task ran; the sampling costs a little time of its own.
    additionalTraceCategories:
      process.env.LIGHTHOUSE_PROFILE === '1' ? 'disabled-by-default-v8.cpu_profiler' : null,
  };
  let outcome = await lighthouse(url, flags);
  // A trace that missed the navigation's start is Lighthouse's own hiccup ("run Lighthouse again"): once more.
  for (let retry = 0; retry < 2 && outcome?.lhr.runtimeError?.code === 'NO_NAVSTART'; retry += 1) {
    console.log(`  (Lighthouse lost the trace's start on ${url}: running it again)`);
    outcome = await lighthouse(url, flags);
  }
  if (!outcome) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (outcome.lhr.runtimeError)
    throw new Error(
      `Lighthouse failed on ${url}: ${outcome.lhr.runtimeError.code} ${outcome.lhr.runtimeError.message}`,
    );
  // LIGHTHOUSE_REPORTS=<folder> keeps every run's full report, to open in the Lighthouse viewer.
  const folder = process.env.LIGHTHOUSE_REPORTS;
  if (folder) {
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, `${name}.json`), JSON.stringify(outcome.lhr));
    // The run's trace too (open it in Chromium's Performance panel): what each long task was busy with.
    const trace = (outcome.artifacts as { Trace?: unknown }).Trace;
    if (trace) await writeFile(path.join(folder, `${name}.trace.json`), JSON.stringify(trace));
  }
  return figures(outcome.lhr);
}
