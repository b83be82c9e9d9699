/**
 * The app as a visitor meets it: the real server (apps/server/src/index.ts) serving the built web app, on a
 * fresh temporary DATA_DIR (its own embedded PostgreSQL), with the demo account of `npm run demo` seeded.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, chmodSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { DEMO_EMAIL, DEMO_PASSWORD } from '@track-grow/server';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;

export interface AppServer {
  baseUrl: string;
  /** Stops the server (SIGTERM, then SIGKILL after 15 s) and removes its DATA_DIR; safe to call twice. */
  stop(): Promise<void>;
}

export interface SignedInUser {
  id: string;
  /** The `tg_session` cookie's value. */
  session: string;
}

/** Fails with a clear message when there is no build to serve (apps/web/dist, or WEB_DIST when set). */
export function requireWebBuild(folder = process.env.WEB_DIST): void {
  const dist = folder ? path.resolve(folder) : path.join(repoRoot, 'apps/web/dist');
  if (!existsSync(path.join(dist, 'index.html')))
    throw new Error(`${dist} has no index.html: run \`npm run build\` first (\`npm run lighthouse\` does).`);
}

/** A port the OS says is free, unless LIGHTHOUSE_PORT names one (for the measured build only). */
async function choosePort(fixed: string | undefined): Promise<number> {
  if (fixed) {
    const port = Number(fixed);
    if (!Number.isInteger(port) || port <= 0 || port > 65535)
      throw new Error(`LIGHTHOUSE_PORT must be a port number, not "${fixed}"`);
    return port;
  }
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function waitUntilHealthy(baseUrl: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited while starting (code ${child.exitCode})`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The server did not answer ${baseUrl}/api/health within ${START_TIMEOUT_MS / 1000} s`);
}

// Ctrl+C or a kill ends the bench through process.exit, so the servers' exit handlers below still stop them.
for (const [signal, code] of [
  ['SIGINT', 130],
  ['SIGTERM', 143],
] as const)
  if (process.listenerCount(signal) === 0) process.once(signal, () => process.exit(code));

/** `webDist`: serve that build instead of apps/web/dist (or WEB_DIST), for a side-by-side comparison. */
export async function startAppServer(webDist?: string): Promise<AppServer> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'track-grow-lighthouse-'));
  // As root, the embedded PostgreSQL runs as its own user: it must be able to enter the directory.
  chmodSync(dataDir, 0o755);
  // A compared build gets a free port: LIGHTHOUSE_PORT names the measured build's.
  const port = await choosePort(webDist ? undefined : process.env.LIGHTHOUSE_PORT);
  const baseUrl = `http://127.0.0.1:${port}`;
  const env = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    DATABASE_URL: '',
    SMTP_URL: '',
    REDIS_URL: '',
    AI_BASE_URL: '',
    AI_API_KEY: '',
    AI_MODEL: '',
    ...(webDist ? { WEB_DIST: path.resolve(webDist) } : {}),
  };
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/index.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  // Should this process exit before stop() is done (another library's signal handler may exit), the server still
  // gets its SIGTERM, and a detached watcher removes the DATA_DIR once the server (and its PostgreSQL) is gone.
  const onExit = () => {
    if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
      child.kill('SIGTERM');
      const watcher = `const until = Date.now() + 60000; const gone = () => { try { process.kill(${child.pid}, 0); return false; } catch { return true; } };
const tick = () => gone() || Date.now() > until ? require('node:fs').rmSync(${JSON.stringify(dataDir)}, { recursive: true, force: true }) : setTimeout(tick, 200); tick();`;
      spawn(process.execPath, ['-e', watcher], { detached: true, stdio: 'ignore' }).unref();
    } else rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', onExit);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      const exit = exited(child);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exit;
      clearTimeout(timer);
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5, retryDelay: 200 });
      process.removeListener('exit', onExit);
    })());

  try {
    await waitUntilHealthy(baseUrl, child);
    // `npm run demo` itself, on the running server's database: a year of realistic data.
    const demo = spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/demo/cli.ts'], {
      cwd: repoRoot,
      env,
      encoding: 'utf8',
    });
    if (demo.status !== 0) throw new Error(`npm run demo failed:\n${demo.stdout}${demo.stderr}`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/** Signs the demo account in through the API, as the sign-in form does. */
export async function signInDemo(baseUrl: string): Promise<SignedInUser> {
  const response = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ email: DEMO_EMAIL, password: DEMO_PASSWORD }),
  });
  if (!response.ok)
    throw new Error(`Sign-in of the demo account failed: ${response.status} ${await response.text()}`);
  const user = (await response.json()) as { id?: unknown };
  const session = /(?:^|;\s*)tg_session=([^;]+)/.exec(response.headers.getSetCookie().join('; '))?.[1];
  if (typeof user.id !== 'string' || !session)
    throw new Error('Sign-in answered without a user id or session cookie');
  return { id: user.id, session };
}
