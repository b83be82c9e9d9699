import type { Server } from 'node:http';

export interface DrainTiming {
  /** The listener stays open until no connection has come for this long (and at least this long). */
  quietMs: number;
  /** ...but no longer than this after the signal, however busy. */
  maxMs: number;
}

export const defaultDrainTiming: DrainTiming = { quietMs: 200, maxMs: 3_000 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What happens between SIGTERM and closing the listener. A request sent before the signal may still wait in
 * the kernel: on a connection not yet accepted (a busy process accepts a burst of them one loop turn at a time),
 * or unread on an accepted one. Closing at once resets the first (the listener goes) and the second (Node closes
 * the connections it sees idle). So the server goes on accepting until connections stop coming, then lets one
 * more poll of the event loop read what the sockets hold; every request then read is served to the end.
 */
export function drainBeforeClose(server: Server, timing: DrainTiming = defaultDrainTiming) {
  let lastConnection = -Infinity;
  server.on('connection', () => (lastConnection = performance.now()));
  return async function settle(): Promise<void> {
    const signalAt = performance.now();
    for (;;) {
      const now = performance.now();
      const quietFor = now - Math.max(lastConnection, signalAt);
      const left = signalAt + timing.maxMs - now;
      if (quietFor >= timing.quietMs || left <= 0) break;
      await sleep(Math.min(timing.quietMs - quietFor, left));
    }
    await new Promise((resolve) => setImmediate(resolve));
  };
}
