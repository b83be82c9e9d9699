/**
 * Entry of the server process that launch.ts forks: starts the bench server, reports `ready` over IPC, and
 * shuts down cleanly on `stop`, on SIGINT/SIGTERM, or when the runner goes away.
 */
import { startBenchServer } from './server';
import type { FromServer, ToServer } from './launch';

const log = (line: string) => console.error(`[bench server] ${line}`);
const send = (message: FromServer) =>
  new Promise<void>((resolve) => {
    if (!process.send || !process.connected) return resolve();
    process.send(message, undefined, {}, () => resolve());
  });

// Set by launch.ts: how many users the scale phase's database holds (0: no scale phase).
const starting = startBenchServer(log, Number(process.env.BENCH_SERVER_SCALE_USERS ?? 0));
let stopping = false;

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  try {
    // A stop that arrives while the server is still starting waits for it, so nothing is left running.
    const server = await starting.catch(() => undefined);
    await server?.close();
  } catch (error) {
    log(`shutdown failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    code = 1;
  }
  process.exit(code);
}

process.on('message', (message: ToServer) => {
  if (message.type === 'stop') void shutdown(0);
});
process.on('disconnect', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(130));
process.on('SIGTERM', () => void shutdown(143));

try {
  const server = await starting;
  if (!stopping) await send({ type: 'ready', info: server.info });
} catch (error) {
  await send({
    type: 'failed',
    message: error instanceof Error ? (error.stack ?? error.message) : String(error),
  });
  process.exit(1);
}
