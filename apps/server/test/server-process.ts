/**
 * The real server as a process (`node --import tsx src/index.ts`, as `npm start` runs it), for the process tests
 * and `npm run durability`: start it on a DATA_DIR, find the PostgreSQL processes it leaves behind.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clusterDirOf } from '../src/db/embedded-place';

export const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export interface ServerProcess {
  child: ChildProcess;
  pid: number;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

const started = new Set<ChildProcess>();

/** Kills (-9) every server this module started that still runs: for afterAll and a failed script. */
export function killStartedServers(): void {
  for (const child of started)
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the server on `dataDir` (its own embedded PostgreSQL) and resolves once /api/health answers 200. */
export async function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  timeoutMs = 60_000,
): Promise<ServerProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      REDIS_URL: '',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: base,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null && child.pid !== undefined) {
    try {
      const health = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (health.ok) return { child, pid: child.pid, base, output: () => out, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  if (child.exitCode === null) child.kill('SIGKILL');
  throw new Error(`server did not start:\n${out}`);
}

export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** The pid in the cluster's postmaster.pid (DATA_DIR/pg, or where root placed it), or null when there is none. */
export async function postmasterPid(dataDir: string): Promise<number | null> {
  const file = path.join(await clusterDirOf(dataDir), 'postmaster.pid');
  const content = await fs.readFile(file, 'utf8').catch(() => null);
  return content === null ? null : Number(content.split('\n')[0]);
}

/**
 * Live processes of the DATA_DIR's database: the postmaster.pid pid if alive, and every process whose command
 * line names the directory (the postmaster's `-D`) or whose working directory is in it (PostgreSQL's backends
 * and auxiliary processes run in the cluster directory, and can outlive a killed postmaster).
 */
export async function postgresProcessesOf(dataDir: string): Promise<number[]> {
  const found = new Set<number>();
  const pid = await postmasterPid(dataDir);
  if (pid !== null && pid > 0 && isAlive(pid)) found.add(pid);
  const real = (dir: string) => fs.realpath(dir).catch(() => path.resolve(dir));
  const dirs = [await real(dataDir), await real(await clusterDirOf(dataDir))];
  for (const entry of await fs.readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const other = Number(entry);
    if (other === process.pid) continue;
    const cmdline = await fs.readFile(`/proc/${entry}/cmdline`, 'utf8').catch(() => '');
    const cwd = await fs.readlink(`/proc/${entry}/cwd`).catch(() => '');
    if (dirs.some((dir) => cmdline.includes(dir) || cwd === dir || cwd.startsWith(`${dir}/`)))
      found.add(other);
  }
  return [...found].sort((a, b) => a - b);
}
