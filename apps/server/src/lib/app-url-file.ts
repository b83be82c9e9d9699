import fs from 'node:fs/promises';
import path from 'node:path';

/** Where a running server writes the address it listens at, in its data folder. */
const FILE = 'app-url';

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * Records the address this process serves at, so `npm run demo` (another process, with another environment)
 * can print where the app really runs. Returns the function that removes it on shutdown.
 */
export async function announceAppUrl(dataDir: string, url: string): Promise<() => Promise<void>> {
  await fs.mkdir(dataDir, { recursive: true });
  const file = path.join(dataDir, FILE);
  await fs.writeFile(file, `${process.pid}\n${url}\n`);
  return async () => {
    const [pid] = (await fs.readFile(file, 'utf8').catch(() => '')).split('\n');
    if (pid === String(process.pid)) await fs.rm(file, { force: true });
  };
}

/** The address a live server on `dataDir` announced; null when none runs (or it was killed and left its file). */
export async function runningAppUrl(dataDir: string): Promise<string | null> {
  const text = await fs.readFile(path.join(dataDir, FILE), 'utf8').catch(() => null);
  if (text === null) return null;
  const [pid, url] = text.split('\n');
  const owner = Number(pid);
  return Number.isInteger(owner) && owner > 0 && isAlive(owner) && url ? url : null;
}

/** The address to announce: APP_URL when set, else localhost at the port actually bound (PORT=0 picks one). */
export function listeningUrl(appUrlEnv: string | undefined, configuredUrl: string, boundPort: number | null) {
  if (appUrlEnv || boundPort === null) return configuredUrl;
  return `http://localhost:${boundPort}`;
}
