import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timeouts this long or longer share one platform timer per second of deadline. */
export const COALESCE_FROM_MS = 1_000;
const BUCKET_MS = 1_000;

/** A coalesced timeout's id: never taken for a platform timer's (a number in browsers, an object in Node). */
class CoalescedId {
  constructor(
    readonly bucket: number,
    private readonly value: number,
  ) {}
  [Symbol.toPrimitive](): number {
    return this.value;
  }
}

/**
 * TanStack Query's timers (SPEC.md 9: 30 s freshness and 5 min garbage collection, one each per query and
 * observer) are set when a query is built during a render and cleared when a component subscribes to it in a
 * commit: a dozen platform timers set and cleared per screen. Here a timeout of a second or more only joins the
 * list of its second of deadline, which one platform timer serves, and clearing it only leaves that list; it
 * fires up to a second late, which a staleness flag or a cache eviction does not notice. Shorter timeouts and
 * intervals are the platform's own.
 */
export function createCoalescedTimers(
  // Looked up at each call: a test's fake clock replaces Date after this module has loaded.
  now: () => number = () => Date.now(),
): TimeoutProvider<number | CoalescedId> {
  const buckets = new Map<number, Map<CoalescedId, TimeoutCallback>>();
  let nextId = 1;

  const fire = (bucket: number) => {
    const due = buckets.get(bucket);
    buckets.delete(bucket);
    // Each callback on its own: one that throws leaves the others to run, as separate timers would.
    due?.forEach((callback) => {
      try {
        callback();
      } catch (error) {
        // Reported as the platform reports a timer's error: uncaught, in a task of its own.
        setTimeout(() => {
          throw error;
        }, 0);
      }
    });
  };

  return {
    setTimeout(callback, delay) {
      if (!(delay >= COALESCE_FROM_MS)) return setTimeout(callback, delay) as unknown as number;
      const bucket = Math.ceil((now() + delay) / BUCKET_MS) * BUCKET_MS;
      let due = buckets.get(bucket);
      if (!due) {
        due = new Map();
        buckets.set(bucket, due);
        setTimeout(() => fire(bucket), bucket - now());
      }
      const id = new CoalescedId(bucket, nextId++);
      due.set(id, callback);
      return id;
    },
    clearTimeout(id) {
      if (id instanceof CoalescedId) buckets.get(id.bucket)?.delete(id);
      else if (id !== undefined) clearTimeout(id);
    },
    setInterval: (callback, delay) => setInterval(callback, delay) as unknown as number,
    clearInterval: (id) => clearInterval(id as number | undefined),
  };
}
