/**
 * Calls `start` in a task of its own (a zero-delay timer). Starting a request costs the main thread a few
 * milliseconds while DevTools or Lighthouse watch the network (each one's initiator stack is recorded), and a
 * screen's first commit starts a dozen: in tasks of their own they no longer make that commit one long task.
 */
export function inOwnTask<T>(start: () => Promise<T>): Promise<T> {
  return new Promise<void>((resolve) => setTimeout(resolve, 0)).then(start);
}
