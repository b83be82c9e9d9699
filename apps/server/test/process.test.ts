import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { runningAppUrl } from '../src/lib/app-url-file';
import {
  isAlive as alive,
  killStartedServers,
  postmasterPid,
  serverDir,
  startServer,
} from './server-process';

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

const pgPidOf = async (dataDir: string) => (await postmasterPid(dataDir)) ?? 0;

afterAll(killStartedServers);

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
