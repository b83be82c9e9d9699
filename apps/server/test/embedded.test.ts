import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { startEmbeddedPostgres } from '../src/db/embedded';
import { isAlive } from './server-process';

describe.skipIf(inject('dbMode') !== 'embedded')('the embedded server', () => {
  it('leaves alone another program that now holds the pid of a stale postmaster.pid', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-stale-'));
    const stranger = spawn('sleep', ['60'], { stdio: 'ignore' });
    try {
      // As after a reboot: the file names a pid that is now someone else's.
      await fs.mkdir(path.join(dataDir, 'pg'), { recursive: true });
      await fs.writeFile(path.join(dataDir, 'pg', 'postmaster.pid'), `${stranger.pid}\n${dataDir}/pg\n`);
      const quiet = { info: () => undefined, warn: () => undefined };
      const server = await startEmbeddedPostgres(dataDir, quiet);
      await server.stop();
      expect(isAlive(stranger.pid!)).toBe(true);
    } finally {
      stranger.kill('SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);

  it('waits for a killed server that is still a zombie, then starts', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-zombie-'));
    // `sleep 1` outlives the shell, whose pid becomes `sleep 60`, which never reaps it: a zombie until
    // the parent goes. (A child that ended before the exec could be reaped by the shell itself.)
    const parent = spawn('sh', ['-c', 'sleep 1 & echo $!; exec sleep 60'], {
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    try {
      const zombie = Number(
        await new Promise<string>((resolve) =>
          parent.stdout.once('data', (d: Buffer) => resolve(d.toString())),
        ),
      );
      await expect
        .poll(() => fs.readFile(`/proc/${zombie}/stat`, 'utf8').catch(() => ''), { timeout: 10_000 })
        .toMatch(/\) Z /);
      await fs.mkdir(path.join(dataDir, 'pg'), { recursive: true });
      await fs.writeFile(path.join(dataDir, 'pg', 'postmaster.pid'), `${zombie}\n${dataDir}/pg\n`);
      let sawWait: () => void = () => undefined;
      const waiting = new Promise<void>((resolve) => (sawWait = resolve));
      const log = {
        info: (message: string) => {
          if (message.includes(`(pid ${zombie}) is not reaped yet`)) sawWait();
        },
        warn: () => undefined,
      };
      const starting = startEmbeddedPostgres(dataDir, log);
      // It must find the zombie and wait, not start (postgres refuses while the pid exists) nor give up.
      await Promise.race([
        waiting,
        starting.then(() => {
          throw new Error('started without waiting for the zombie');
        }),
      ]);
      // Its parent gone, init reaps the zombie, and the start goes on.
      parent.kill('SIGKILL');
      const server = await starting;
      await server.stop();
      expect(isAlive(zombie)).toBe(false);
    } finally {
      parent.kill('SIGKILL');
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
