import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runningAppUrl } from '../src/lib/app-url-file';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children: ChildProcess[] = [];

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

interface Running {
  child: ChildProcess;
  base: string;
  output: () => string;
  exited: Promise<number | null>;
}

async function startServer(dataDir: string, env: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: '',
      PORT: String(port),
      DATA_DIR: dataDir,
      APP_URL: base,
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr.on('data', (d: Buffer) => (out += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base, output: () => out, exited };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`server did not start:\n${out}`);
}

const json = (base: string, cookie?: string) => ({
  'content-type': 'application/json',
  origin: base,
  ...(cookie ? { cookie } : {}),
});

async function signup(base: string, email: string) {
  const response = await fetch(`${base}/api/auth/signup`, {
    method: 'POST',
    headers: json(base),
    body: JSON.stringify({ email, password: 'secret-pass', firstName: 'Kim', lastName: 'Ng' }),
  });
  expect(response.status).toBe(201);
  return response.headers.get('set-cookie')!.split(';')[0]!;
}

const loginStatus = async (base: string, email: string) =>
  (
    await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: json(base),
      body: JSON.stringify({ email, password: 'secret-pass' }),
    })
  ).status;

const pgPidOf = async (dataDir: string) =>
  Number((await fs.readFile(path.join(dataDir, 'pg', 'postmaster.pid'), 'utf8')).split('\n')[0]);
const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

// These start the real server as a user would (`npm start`): on the embedded database only.
describe.skipIf(inject('dbMode') !== 'embedded')('the server process', () => {
  it('refuses a bad configuration with a message naming the variable', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: serverDir,
      env: { ...process.env, PORT: 'not-a-port' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(err).toContain('Invalid configuration');
    expect(err).toContain('PORT: must be a port number');
  });

  it('stops with one line naming the fixes when DATA_DIR cannot be created', async () => {
    const locked = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-locked-'));
    const isRoot = process.getuid?.() === 0;
    // Root can write anywhere: the server runs as nobody then; otherwise the folder is made read-only.
    if (!isRoot) await fs.chmod(locked, 0o500);
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/index.ts'], {
      cwd: serverDir,
      env: { ...process.env, DATABASE_URL: '', PORT: '0', DATA_DIR: path.join(locked, 'data') },
      stdio: ['ignore', 'pipe', 'pipe'],
      ...(isRoot ? { uid: 65534, gid: 65534 } : {}),
    });
    let err = '';
    child.stderr.on('data', (d: Buffer) => (err += d.toString()));
    const code = await new Promise((resolve) => child.on('exit', resolve));
    await fs.rm(locked, { recursive: true, force: true });
    expect(code).toBe(1);
    expect(
      err
        .trim()
        .split('\n')
        .filter((line) => !line.startsWith('npm warn')),
    ).toEqual([
      `Cannot create DATA_DIR (${path.join(locked, 'data')}): EACCES. Set DATA_DIR to a folder this user can write, or set DATABASE_URL.`,
    ]);
  });

  it('drains and stops cleanly on SIGTERM, database server included', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-proc-'));
    const server = await startServer(dataDir);
    const pgPid = await pgPidOf(dataDir);
    expect(alive(pgPid)).toBe(true);
    // It tells `npm run demo` where it runs, and takes that back when it stops.
    await expect.poll(() => runningAppUrl(dataDir)).toBe(server.base);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('Stopped cleanly');
    expect(alive(pgPid)).toBe(false);
    expect(await runningAppUrl(dataDir)).toBeNull();
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('survives kill -9: the next start recovers the left-over database server and keeps acknowledged writes', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-proc-'));
    const first = await startServer(dataDir);
    const email = `durable-${Date.now()}@example.com`;
    await signup(first.base, email);
    const leftover = await pgPidOf(dataDir);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(alive(leftover)).toBe(true); // kill -9 leaves the postgres child behind

    const second = await startServer(dataDir);
    expect(second.output()).toContain(`left running by an earlier run (pid ${leftover})`);
    expect(alive(leftover)).toBe(false);
    expect(await loginStatus(second.base, email)).toBe(200);
    second.child.kill('SIGTERM');
    expect(await second.exited).toBe(0);
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 90_000);

  // `npm start` as root with the checkout in a private folder (root's 0700 home, a mktemp folder).
  it.skipIf(process.getuid?.() !== 0)(
    'starts as root with DATA_DIR in a 0700 folder, and leaves no password file behind',
    async () => {
      const privateDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-root-'));
      await fs.chmod(privateDir, 0o700);
      const dataDir = path.join(privateDir, 'data');
      const tmpBefore = (await fs.readdir(os.tmpdir())).filter((n) => n.startsWith('pg-password-'));
      const first = await startServer(dataDir);
      const clusterDir = (await fs.readFile(path.join(dataDir, 'pg-cluster'), 'utf8')).trim();
      try {
        expect(first.output()).toContain(`The database cluster is in ${clusterDir}`);
        expect(clusterDir.startsWith('/var/lib/track-grow/clusters/')).toBe(true);
        const postgresUid = (await fs.stat(clusterDir)).uid;
        expect(postgresUid).not.toBe(0);
        const email = `root-${Date.now()}@example.com`;
        await signup(first.base, email);
        // initdb's password file was ours (0600) and is gone; the library's world-readable one never existed.
        const tmpAfter = (await fs.readdir(os.tmpdir())).filter((n) => n.startsWith('pg-password-'));
        expect(tmpAfter).toEqual(tmpBefore);
        for (const dir of [dataDir, path.dirname(clusterDir)])
          expect((await fs.readdir(dir)).filter((n) => n.startsWith('pg-pwfile-'))).toEqual([]);
        const pgPid = Number(
          (await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
        );
        first.child.kill('SIGTERM');
        expect(await first.exited).toBe(0);
        expect(alive(pgPid)).toBe(false);

        // The next start finds the same cluster, with the account in it.
        const second = await startServer(dataDir);
        expect(await loginStatus(second.base, email)).toBe(200);
        second.child.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      } finally {
        await fs.rm(path.dirname(clusterDir), { recursive: true, force: true });
        await fs.rm(privateDir, { recursive: true, force: true });
      }
    },
    90_000,
  );

  it('refuses to share a data directory with a running server', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-proc-'));
    const first = await startServer(dataDir);
    await expect(startServer(dataDir)).rejects.toThrow(/Another Track\. Grow\. server \(pid \d+\) is using/);
    const me = await fetch(`${first.base}/api/health`);
    expect(me.status).toBe(200); // the first one is untouched
    first.child.kill('SIGTERM');
    await first.exited;
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);
});
