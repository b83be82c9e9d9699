import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Steps } from '@track-grow/domain';

/** The longest one request works before other requests get a turn (an import of a large file, say). */
export const SLICE_MS = 20;

/** A pause that lets other requests run once its caller has held the event loop for SLICE_MS. */
export function slicer(): () => Promise<void> {
  let start = performance.now();
  return async () => {
    if (performance.now() - start < SLICE_MS) return;
    await nextTurn();
    start = performance.now();
  };
}

/** Runs domain steps (a generator that yields where it may pause) a slice at a time. */
export async function runInSlices<T>(steps: Steps<T>): Promise<T> {
  let start = performance.now();
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
    if (performance.now() - start >= SLICE_MS) {
      await nextTurn();
      start = performance.now();
    }
  }
}
