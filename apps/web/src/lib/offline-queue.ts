import { ApiError, isOfflineError } from './api-client.ts';
import { browserOnline } from './online.ts';
import { getUserId, readStorage, removeStorage, writeStorage } from './storage.ts';

/**
 * A habit day written while offline: a toggle (complete or un-complete) or an exact mark. `habitName` names it
 * in the toast should the server refuse it later.
 */
export type QueuedWrite =
  | { id: string; kind: 'habitToggle'; habitId: string; habitName: string; date: string }
  | {
      id: string;
      kind: 'habitDay';
      habitId: string;
      habitName: string;
      date: string;
      completed: boolean;
      skipped: boolean;
    };

/** What a caller queues; the queue gives it its id. */
export type QueuedWriteInput = QueuedWrite extends infer W
  ? W extends QueuedWrite
    ? Omit<W, 'id'>
    : never
  : never;

/** Per user and persisted, so a reload or another account on the device never mixes writes. */
export const offlineQueueKey = (userId: string): string => `offlineQueue-${userId}`;

export const OFFLINE_QUEUE_CHANGED = 'track-grow:offline-queue';

function isQueuedWrite(value: unknown): value is QueuedWrite {
  if (!value || typeof value !== 'object') return false;
  const write = value as Record<string, unknown>;
  const common =
    typeof write.id === 'string' &&
    typeof write.habitId === 'string' &&
    typeof write.habitName === 'string' &&
    typeof write.date === 'string';
  if (write.kind === 'habitToggle') return common;
  return (
    write.kind === 'habitDay' &&
    common &&
    typeof write.completed === 'boolean' &&
    typeof write.skipped === 'boolean'
  );
}

/** The user's queued writes, oldest first; corrupt storage yields an empty queue. */
export function readQueue(userId: string): QueuedWrite[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(offlineQueueKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isQueuedWrite) : [];
  } catch {
    return [];
  }
}

function writeQueue(userId: string, queue: readonly QueuedWrite[]): void {
  if (queue.length === 0) removeStorage(offlineQueueKey(userId));
  else writeStorage(offlineQueueKey(userId), JSON.stringify(queue));
  window.dispatchEvent(new Event(OFFLINE_QUEUE_CHANGED));
}

let counter = 0;

/** Appends a write to the end of the user's queue. */
export function enqueueWrite(userId: string, input: QueuedWriteInput): QueuedWrite {
  counter += 1;
  const write: QueuedWrite = { ...input, id: `${Date.now()}-${counter}` };
  writeQueue(userId, [...readQueue(userId), write]);
  return write;
}

function removeFromQueue(userId: string, id: string): void {
  writeQueue(
    userId,
    readQueue(userId).filter((write) => write.id !== id),
  );
}

export function clearQueue(userId: string): void {
  removeStorage(offlineQueueKey(userId));
}

export interface FlushResult {
  sent: QueuedWrite[];
  refused: QueuedWrite[];
  /** Writes still queued because the server failed (5xx) or could not be reached. */
  kept: number;
}

/**
 * A 4xx answer that will not change on a retry. A signed-out session (401), a timeout (408) and a rate limit
 * (429) are kept for later like a server failure.
 */
function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

const flushing = new Map<string, Promise<FlushResult>>();

/**
 * Sends the user's queued writes one at a time, oldest first. A write the server refuses (4xx) is dropped and
 * reported through `onRefused`; a server failure (5xx), a network failure or a lost session stops the flush and keeps it and
 * everything after it, in order, for the next try. One flush per user runs at a time.
 */
export function flushQueue(
  userId: string,
  send: (write: QueuedWrite) => Promise<unknown>,
  onRefused: (write: QueuedWrite, error: ApiError) => void,
): Promise<FlushResult> {
  const running = flushing.get(userId);
  if (running) return running;
  const run = (async (): Promise<FlushResult> => {
    const result: FlushResult = { sent: [], refused: [], kept: 0 };
    for (;;) {
      const next = readQueue(userId)[0];
      if (!next) return result;
      try {
        await send(next);
        result.sent.push(next);
      } catch (error) {
        const cause = error instanceof Error && !(error instanceof ApiError) ? error.cause : error;
        if (!isRefusal(cause)) {
          result.kept = readQueue(userId).length;
          return result;
        }
        result.refused.push(next);
        onRefused(next, cause);
      }
      removeFromQueue(userId, next.id);
    }
  })().finally(() => flushing.delete(userId));
  flushing.set(userId, run);
  return run;
}

/**
 * Sends a queueable write now, or queues it (answering null) when the browser is offline, when the request
 * cannot reach the server, or when earlier writes still wait (so the server gets them in the order made).
 */
export async function sendOrQueue<T>(input: QueuedWriteInput, send: () => Promise<T>): Promise<T | null> {
  const userId = getUserId();
  if (!userId) return send();
  if (!browserOnline() || readQueue(userId).length > 0) {
    enqueueWrite(userId, input);
    return null;
  }
  try {
    return await send();
  } catch (error) {
    if (!isOfflineError(error)) throw error;
    enqueueWrite(userId, input);
    return null;
  }
}
