import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumLaunchOptions, e2eEnvironment, serverEnvironment } from './support/environment.ts';

const env = e2eEnvironment();
const repoRoot = path.resolve(import.meta.dirname, '..');
/** The web build the server serves: apps/web/dist unless WEB_DIST names another (a private build, see README). */
const webDist = process.env.WEB_DIST ? path.resolve(process.env.WEB_DIST) : undefined;

/**
 * The built web app (apps/web/dist) served by the real server on a temporary database, in Debian's Chromium.
 * This config never builds the web app: `npm run e2e` (root) does, then runs this suite. WEB_DIST=<folder>
 * serves another build instead (the server's own setting, passed through).
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results/artifacts',
  // Every test has its own user, so tests of one file may run side by side.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Generous: the machine has 2 cores, shared with the server, the database and Chromium.
  timeout: 90_000,
  expect: { timeout: 7_500 },
  reporter: [['list'], ['json', { outputFile: './test-results/results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    viewport: { width: 1280, height: 800 },
    baseURL: env.baseUrl,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: 'light',
    // The app's service worker (offline shell) runs as in a real browser; offline.spec.ts relies on it.
    serviceWorkers: 'allow',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: 'node --import tsx e2e/support/start-server.ts',
    cwd: repoRoot,
    url: `${env.baseUrl}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    env: {
      ...serverEnvironment(env),
      ...(webDist ? { WEB_DIST: webDist } : {}),
      // X-Forwarded-For counts only from the loopback (the tests' own API signups, support/users.ts); the
      // browser sends none, so every page request keeps its real address.
      TRUST_PROXY: '127.0.0.1',
    },
  },
});
