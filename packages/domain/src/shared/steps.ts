/**
 * Long work on a user's file, written as a generator that yields wherever it may pause and returns its result.
 * The server runs it a slice at a time (apps/server/src/lib/event-loop.ts), so one large file never holds the
 * event loop; `runSteps` runs it at once.
 */
export type Steps<T> = Generator<void, T, void>;

/** Runs steps to their end in one go. */
export function runSteps<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
