import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * One server per test run, shared by the runner and its workers through environment variables: the config
 * is loaded again in every worker, and workers inherit the runner's environment, so the first load decides.
 */
const PORT_VARIABLE = 'TRACK_GROW_E2E_PORT';
const DATA_DIR_VARIABLE = 'TRACK_GROW_E2E_DATA_DIR';

/** Asks the OS for a free port (synchronously: the config must be synchronous). */
function freePort(): number {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close();});";
  const output = execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' });
  const port = Number(output.trim());
  if (!Number.isInteger(port) || port <= 0) throw new Error(`Could not find a free port (got "${output}")`);
  return port;
}

export interface E2eEnvironment {
  port: number;
  /** The browser's origin; the server's APP_URL is the same, so CSRF checks and reset links match it. */
  baseUrl: string;
  /** The server's DATA_DIR: a fresh temporary directory per run (the server's launcher creates and removes it). */
  dataDir: string;
  outboxDir: string;
}

export function e2eEnvironment(): E2eEnvironment {
  process.env[PORT_VARIABLE] ??= String(freePort());
  process.env[DATA_DIR_VARIABLE] ??= path.join(
    os.tmpdir(),
    `track-grow-e2e-${randomBytes(6).toString('hex')}`,
  );
  const port = Number(process.env[PORT_VARIABLE]);
  const dataDir = process.env[DATA_DIR_VARIABLE];
  return { port, baseUrl: `http://127.0.0.1:${port}`, dataDir, outboxDir: path.join(dataDir, 'outbox') };
}

/** Debian's Chromium, with the flags this machine needs (its network is closed; downloads of a browser fail). */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};

/** The app server's environment for a run: this run's port and data, no mail, AI, Redis or outside database. */
export function serverEnvironment(env: E2eEnvironment): Record<string, string> {
  return {
    ...Object.fromEntries(
      Object.entries(process.env).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    PORT: String(env.port),
    HOST: '127.0.0.1',
    APP_URL: env.baseUrl,
    DATA_DIR: env.dataDir,
    LOG_LEVEL: 'warn',
    // Real mail would leave the machine: the outbox (DATA_DIR/outbox) is what the tests read.
    SMTP_URL: '',
    DATABASE_URL: '',
    REDIS_URL: '',
    AI_BASE_URL: '',
    AI_API_KEY: '',
    AI_MODEL: '',
  };
}
