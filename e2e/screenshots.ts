/**
 * `npm run screenshots`: the app as a user sees it. Starts the built app on a fresh database, fills an account
 * with a year of demo data (`npm run demo`) and an item of every area with text as long as it accepts, then
 * photographs every route at 320, 390 and 1280 px, light and dark, into e2e/screenshots/. Prints what scrolls
 * sideways, what is clipped and what the console said, and exits non-zero when anything did.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions, e2eEnvironment, serverEnvironment } from './support/environment.ts';
import { clippedLabels, ROUTES, seedLongItems, sidewaysScroll } from './support/long-text.ts';
import { updateUserThroughApi } from './support/users.ts';

const WIDTHS = [320, 390, 1280];
const THEMES = ['light', 'dark'] as const;
const root = path.resolve(import.meta.dirname, '..');
const out = path.join(import.meta.dirname, 'screenshots');
const env = e2eEnvironment();
const serverEnv = serverEnvironment(env);

if (!existsSync(path.join(root, 'apps/web/dist/index.html')))
  throw new Error('apps/web/dist has no build: run `npm run screenshots` from the root (it builds first).');

const server = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/start-server.ts'], {
  cwd: root,
  env: serverEnv,
  stdio: 'inherit',
});
const problems: string[] = [];
let browser: Browser | undefined;
try {
  for (let tries = 0; ; tries++) {
    const up = await fetch(`${env.baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (tries > 120 || server.exitCode !== null) throw new Error('the app did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const demo = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/cli.ts'], {
    cwd: root,
    env: serverEnv,
    encoding: 'utf8',
  });
  const email = /email:\s+(\S+)/.exec(demo.stdout)?.[1];
  const password = /password:\s+(\S+)/.exec(demo.stdout)?.[1];
  if (!email || !password) throw new Error(`npm run demo failed:\n${demo.stdout}${demo.stderr}`);

  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  browser = await chromium.launch(chromiumLaunchOptions);
  const context = await browser.newContext({ baseURL: env.baseUrl, locale: 'en-US' });
  // tsx keeps function names with an `__name` helper, which functions sent to page.evaluate then call.
  await context.addInitScript('globalThis.__name = (fn) => fn;');
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error')
      problems.push(`console on ${page.url()}: ${message.text()} (${message.location().url})`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught on ${page.url()}: ${error.message}`));
  const login = await page.request.post('/api/auth/login', {
    data: { email, password },
    headers: { origin: env.baseUrl },
  });
  if (!login.ok()) throw new Error(`sign-in failed: ${login.status()}`);
  // The device that signed in keeps the user's id (as the login form does); without it the app's first
  // request names no user and the server answers 401 before the app recovers.
  const { id } = (await login.json()) as { id: string };
  await context.addInitScript((userId) => window.localStorage.setItem('userId', userId), id);
  await seedLongItems(page);

  for (const theme of THEMES) {
    await updateUserThroughApi(page, { theme });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width < 1000 ? 844 : 800 });
      for (const route of ROUTES) {
        await page.goto(route);
        await page.getByRole('main').getByRole('heading', { level: 1 }).waitFor({ timeout: 30_000 });
        await page.waitForLoadState('networkidle');
        const name = `${width}-${theme}-${route === '/' ? 'home' : route.slice(1)}.png`;
        await page.screenshot({ path: path.join(out, name), fullPage: true });
        const sideways = await sidewaysScroll(page);
        if (sideways.overflow > 0)
          problems.push(`${name}: scrolls ${sideways.overflow} px sideways: ${sideways.culprits.join('; ')}`);
        // A select's choices may be the user's own long texts: what matters on screen is the one it shows.
        for (const label of await clippedLabels(page, 'selected'))
          // The task views are chips that scroll sideways on purpose.
          if (!(route === '/tasks' && label.startsWith('tabs:'))) problems.push(`${name}: clipped ${label}`);
      }
      console.log(`${theme} ${width} px: ${ROUTES.length} routes photographed`);
    }
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
}

console.log(`\n${ROUTES.length * WIDTHS.length * THEMES.length} screenshots in ${path.relative(root, out)}/`);
for (const problem of problems) console.log(`- ${problem}`);
console.log(problems.length === 0 ? 'Nothing scrolls sideways, is clipped or logged an error.' : '');
process.exit(problems.length === 0 ? 0 : 1);
