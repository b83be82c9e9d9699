import fs from 'node:fs/promises';
import path from 'node:path';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * One app process per DATA_DIR: a second one would fight the first over its database server. A lock left by
 * a process that is gone (killed with -9) is taken over.
 */
export async function acquireDataDirLock(dataDir: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EACCES' && error.code !== 'EPERM' && error.code !== 'EROFS') throw error;
    throw new Error(
      `Cannot create DATA_DIR (${dataDir}): ${error.code}. Set DATA_DIR to a folder this user can write, or set DATABASE_URL.`,
    );
  });
  const file = path.join(dataDir, 'app.pid');
  const previous = Number((await fs.readFile(file, 'utf8').catch(() => '')).trim());
  if (Number.isInteger(previous) && previous > 0 && previous !== process.pid && isAlive(previous)) {
    const cmdline = await fs.readFile(`/proc/${previous}/cmdline`, 'utf8').catch(() => '');
    if (cmdline === '' || cmdline.includes('node')) {
      throw new Error(
        `Another Track. Grow. server (pid ${previous}) is using ${dataDir}. Stop it first, or set DATA_DIR.`,
      );
    }
  }
  await fs.writeFile(file, `${process.pid}\n`);
  return async () => {
    const current = (await fs.readFile(file, 'utf8').catch(() => '')).trim();
    if (current === String(process.pid)) await fs.rm(file, { force: true });
  };
}
