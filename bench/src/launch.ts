/** The runner's side of the server process: fork it, wait until it listens, stop it. */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { ServerInfo } from './server';

export type FromServer = { type: 'ready'; info: ServerInfo } | { type: 'failed'; message: string };
export type ToServer = { type: 'stop' };

export interface ServerProcess {
  info: ServerInfo;
  pid: number;
  /** Asks the server to close (app, pool, database, temp dir) and waits for the process to exit. */
  stop(): Promise<void>;
}

const STOP_TIMEOUT_MS = 30_000;

function exited(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve) => child.once('exit', (code) => resolve(code)));
}

/** `scaleUsers` > 0: the server also builds the scale phase's database of that many other users. */
export async function launchServer(scaleUsers = 0): Promise<ServerProcess> {
  const entry = fileURLToPath(new URL('./server-main.ts', import.meta.url));
  // The runner itself runs under `node --import tsx`; the server process does the same.
  const base = process.execArgv.includes('tsx') ? process.execArgv : [...process.execArgv, '--import', 'tsx'];
  // BENCH_PROFILE=<dir>: the server process writes a V8 CPU profile there when it stops (open it in Chrome DevTools).
  const profileDir = process.env.BENCH_PROFILE;
  const execArgv = profileDir ? [...base, '--cpu-prof', `--cpu-prof-dir=${profileDir}`] : base;
  const child = fork(entry, [], {
    execArgv,
    env: { ...process.env, BENCH_SERVER_SCALE_USERS: String(scaleUsers) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });

  const info = await new Promise<ServerInfo>((resolve, reject) => {
    child.on('message', (message: FromServer) => {
      if (message.type === 'ready') resolve(message.info);
      else reject(new Error(`The bench server did not start:\n${message.message}`));
    });
    child.once('exit', (code, signal) =>
      reject(new Error(`The bench server exited while starting (code ${code}, signal ${signal})`)),
    );
    child.once('error', reject);
  });

  let stopped: Promise<void> | undefined;
  const stop = () =>
    (stopped ??= (async () => {
      const exit = exited(child);
      if (child.connected) child.send({ type: 'stop' } satisfies ToServer);
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      const code = await exit;
      clearTimeout(timer);
      if (code !== 0) throw new Error(`The bench server did not stop cleanly (exit code ${code})`);
    })());
  if (child.pid === undefined) throw new Error('the bench server process has no pid');
  return { info, pid: child.pid, stop };
}
