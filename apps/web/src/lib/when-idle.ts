/** Where the browser has no requestIdleCallback (Safari), the task waits this long instead. */
const FALLBACK_DELAY_MS = 200;
/** requestIdleCallback's own limit: a page that is never idle still runs the task after this. */
const IDLE_TIMEOUT_MS = 3000;

/**
 * Runs `task` once the browser is idle: after the frames it is painting and the work it is busy with, never
 * competing with them. Returns a function that cancels a task not yet run.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function' && typeof cancelIdleCallback === 'function') {
    const cancel = cancelIdleCallback;
    const handle = requestIdleCallback(() => task(), { timeout: IDLE_TIMEOUT_MS });
    return () => cancel(handle);
  }
  const handle = setTimeout(task, FALLBACK_DELAY_MS);
  return () => clearTimeout(handle);
}

/** The next idle period, as a promise. */
export function nextIdle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve));
}
