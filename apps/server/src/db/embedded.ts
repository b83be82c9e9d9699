import { spawn, type ChildProcessByStdio } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import pg from 'pg';
import { acquireDataDirLock } from '../lib/data-dir-lock';
import { clusterDirOf, placeEmbedded, type PgPlace } from './embedded-place';

export interface EmbeddedServer {
  /** Connection URL of the app's database on the embedded server. */
  url: string;
  /** URL of the maintenance database, for creating and dropping databases (tests). */
  adminUrl: string;
  /** The cluster's folder: DATA_DIR/pg, or where it had to go as root (see embedded-place.ts). */
  clusterDir: string;
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
  // A server killed with -9 stays a zombie until its new parent reaps it, and postgres will not start while its
  // pid exists: wait for that, as nothing can signal a zombie.
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
  if (stat !== null && /\) Z /.test(stat)) {
    log.info(`The database server stopped before (pid ${pid}) is not reaped yet: waiting for it`);
    if (await waitForExit(pid, 30_000)) return;
    throw new Error(
      `The killed database server (pid ${pid}) was never reaped: restart the machine or its init.`,
    );
  }
  // After a reboot the pid may be another program's: only a postgres of this cluster is stopped.
  const args = (await fs.readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => null))?.split('\0');
  if (args) {
    const pgdata = args[args.indexOf('-D') + 1];
    const real = (dir: string) => fs.realpath(dir).catch(() => path.resolve(dir));
    if (!args.includes('-D') || !pgdata || (await real(pgdata)) !== (await real(clusterDir))) return;
  }
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

/** English server messages: start-up is recognised by one of them. */
const MESSAGES_ENV = { ...process.env, LC_MESSAGES: 'C' };

/** Runs initdb with a password file of our own (0600, owned by the user initdb runs as), removed in every path. */
async function initCluster(place: PgPlace, password: string, log: Logger): Promise<void> {
  const { clusterDir, ids } = place;
  // No cluster yet (or an initdb that died half-way, which holds no data): create it.
  await fs.rm(clusterDir, { recursive: true, force: true });
  await fs.mkdir(clusterDir, { recursive: true, mode: 0o700 });
  const passwordFile = path.join(path.dirname(clusterDir), `pg-pwfile-${randomBytes(6).toString('hex')}`);
  log.info(`Creating the database cluster in ${clusterDir}`);
  try {
    await fs.writeFile(passwordFile, `${password}\n`, { mode: 0o600 });
    if (ids) {
      await fs.chown(clusterDir, ids.uid, ids.gid);
      await fs.chown(passwordFile, ids.uid, ids.gid);
    }
    const args = [
      `--pgdata=${clusterDir}`,
      '--auth=scram-sha-256',
      '--username=postgres',
      `--pwfile=${passwordFile}`,
      '--lc-messages=C',
      '--encoding=UTF8',
    ];
    const output: string[] = [];
    const child = spawn(place.binaries.initdb, args, {
      ...ids,
      env: MESSAGES_ENV,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
    const code = await new Promise<number | null>((resolve, reject) => {
      child.on('error', reject);
      child.on('close', resolve);
    });
    if (code !== 0) throw new Error(`initdb failed (exit ${code}):\n${output.join('').trim()}`);
  } finally {
    await fs.rm(passwordFile, { force: true });
  }
}

/** Removes password files an initdb killed half-way left behind. */
async function removeStalePasswordFiles(folder: string): Promise<void> {
  const names = await fs.readdir(folder).catch(() => [] as string[]);
  await Promise.all(
    names
      .filter((name) => name.startsWith('pg-pwfile-'))
      .map((name) => fs.rm(path.join(folder, name), { force: true })),
  );
}

/**
 * Starts postgres in a process group of its own, so a Ctrl-C at the terminal reaches the app alone, which
 * drains its requests before stopping the database. Resolves once it accepts connections.
 */
async function startPostgres(
  place: PgPlace,
  port: number,
): Promise<ChildProcessByStdio<null, Readable, Readable>> {
  const recent: string[] = [];
  const child = spawn(
    place.binaries.postgres,
    [
      '-D',
      place.clusterDir,
      '-p',
      String(port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
    ],
    { ...place.ids, env: MESSAGES_ENV, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  // Postgres logs to stderr for as long as it runs: the pipe is always drained, the last lines kept for errors.
  const keep = (chunk: Buffer) => {
    recent.push(chunk.toString());
    if (recent.length > 20) recent.shift();
  };
  child.stdout.on('data', keep);
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      keep(chunk);
      if (recent.join('').includes('database system is ready to accept connections')) {
        child.stderr.off('data', onData);
        child.stderr.on('data', keep);
        child.off('close', onClose);
        resolve();
      }
    };
    const onClose = () =>
      reject(new Error(`The embedded database server did not start:\n${recent.join('').trim()}`));
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', onClose);
  });
  return child;
}

/** Starts (initialising on first use) the private PostgreSQL server of DESIGN.md 2, with its cluster in DATA_DIR/pg. */
export async function startEmbeddedPostgres(dataDir: string, log: Logger): Promise<EmbeddedServer> {
  await fs.mkdir(dataDir, { recursive: true });
  const place = await placeEmbedded(dataDir);
  for (const note of place.notes) log.info(note);
  const password = await readOrCreateSecret(path.join(dataDir, 'pg-password'));
  await stopLeftover(place.clusterDir, log);
  await removeStalePasswordFiles(path.dirname(place.clusterDir));
  if (!existsSync(path.join(place.clusterDir, 'PG_VERSION'))) await initCluster(place, password, log);

  const port = await freePort();
  const child = await startPostgres(place, port);
  const pid = child.pid!;
  // An app that exits without stop() (a crash after start-up) asks its database to stop too.
  const onExit = () => {
    if (isAlive(pid)) process.kill(pid, 'SIGINT');
  };
  process.on('exit', onExit);
  const stop = async () => {
    process.off('exit', onExit);
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGINT'); // fast shutdown: every committed write is kept
    await exited;
  };

  const base = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  try {
    const admin = new pg.Client({ connectionString: `${base}/postgres` });
    await admin.connect();
    try {
      const exists = await admin.query("select 1 from pg_database where datname = 'trackgrow'");
      if (exists.rowCount === 0) await admin.query('create database trackgrow');
    } finally {
      await admin.end();
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { url: `${base}/trackgrow`, adminUrl: `${base}/postgres`, clusterDir: place.clusterDir, stop };
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
  const pidFile = await fs
    .readFile(path.join(await clusterDirOf(dataDir), 'postmaster.pid'), 'utf8')
    .catch(() => null);
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
