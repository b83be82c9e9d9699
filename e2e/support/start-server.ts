/**
 * Starts the app server for one test run on a fresh DATA_DIR and removes that directory when the server stops.
 * Run by Playwright's webServer (see playwright.config.ts), which passes PORT, HOST, APP_URL and DATA_DIR.
 */
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');
const dataDir = process.env.DATA_DIR;
if (!dataDir) {
  console.error('start-server: DATA_DIR is not set (playwright.config.ts sets it).');
  process.exit(1);
}

mkdirSync(dataDir, { recursive: true });
// The embedded PostgreSQL runs as its own user when the tests run as root: it must be able to enter the directory.
chmodSync(dataDir, 0o755);

const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
  cwd: repoRoot,
  env: process.env,
  stdio: 'inherit',
});

const forward = (signal: NodeJS.Signals) => () => {
  if (server.exitCode === null) server.kill(signal);
};
process.on('SIGTERM', forward('SIGTERM'));
process.on('SIGINT', forward('SIGINT'));

server.on('exit', (code, signal) => {
  try {
    rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
  } catch (error) {
    console.error(`start-server: could not remove ${dataDir}: ${String(error)}`);
  }
  process.exit(code ?? (signal ? 1 : 0));
});
