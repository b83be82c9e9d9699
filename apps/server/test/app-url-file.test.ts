import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { announceAppUrl, listeningUrl, runningAppUrl } from '../src/lib/app-url-file';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'tg-app-url-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

describe('the running app’s URL (what npm run demo prints)', () => {
  it('is the one a live server announced, and gone once it stops', async () => {
    const dir = await tempDir();
    expect(await runningAppUrl(dir)).toBeNull();
    const remove = await announceAppUrl(dir, 'http://localhost:4123');
    expect(await runningAppUrl(dir)).toBe('http://localhost:4123');
    await remove();
    expect(await runningAppUrl(dir)).toBeNull();
  });

  it('ignores a file left by a server that was killed', async () => {
    const dir = await tempDir();
    const child = spawn(process.execPath, ['-e', '']);
    const pid = child.pid!;
    await new Promise((resolve) => child.on('exit', resolve));
    await fs.writeFile(path.join(dir, 'app-url'), `${pid}\nhttp://localhost:4999\n`);
    expect(await runningAppUrl(dir)).toBeNull();
  });

  it('is APP_URL when set, else localhost at the port actually bound', () => {
    expect(listeningUrl(undefined, 'http://localhost:3000', 4123)).toBe('http://localhost:4123');
    expect(listeningUrl('https://grow.example', 'https://grow.example', 4123)).toBe('https://grow.example');
    expect(listeningUrl(undefined, 'http://localhost:3000', null)).toBe('http://localhost:3000');
  });
});
