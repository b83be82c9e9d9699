import type { CreateFocusSessionInput } from '@track-grow/domain/focus';

/** The sessions of one user still to be saved, kept on the device so none is lost (SPEC.md 4 and 8). */
export const focusOutboxKey = (userId: string): string => `focus-outbox-${userId}`;

/** A failed save waits this long before the next try (sooner when the device comes back online). */
export const RETRY_DELAY_MS = 30_000;
/** A tab sending a session holds it this long, so another tab does not send it too. */
export const SEND_LEASE_MS = 30_000;

export interface PendingSession {
  /** Made on the device when the session ended: the outbox forgets the session only once it is saved. */
  clientId: string;
  session: CreateFocusSessionInput;
  /** Saved without its own toast: one of several replayed at once, announced together. */
  quiet: boolean;
  /** Not tried again before this instant (epoch ms) unless the device comes back online. */
  retryAt: number;
  /** Being sent by a tab until this instant. */
  leaseUntil: number;
}

function isPending(value: unknown): value is PendingSession {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<PendingSession>;
  return (
    typeof item.clientId === 'string' &&
    !!item.session &&
    typeof item.session === 'object' &&
    typeof item.quiet === 'boolean' &&
    typeof item.retryAt === 'number' &&
    typeof item.leaseUntil === 'number'
  );
}

export function readOutbox(userId: string): PendingSession[] {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(focusOutboxKey(userId));
  } catch (error) {
    console.warn('Could not read the focus sessions waiting to be saved.', error);
    return [];
  }
  if (!raw) return [];
  try {
    const data: unknown = JSON.parse(raw);
    if (!Array.isArray(data)) throw new Error('not a list');
    const items = data.filter(isPending);
    if (items.length !== data.length) console.warn('Dropped unreadable focus sessions waiting to be saved.');
    return items;
  } catch (error) {
    console.warn('Ignored an unreadable list of focus sessions waiting to be saved.', error);
    return [];
  }
}

function writeOutbox(userId: string, items: readonly PendingSession[]): void {
  try {
    if (items.length === 0) window.localStorage.removeItem(focusOutboxKey(userId));
    else window.localStorage.setItem(focusOutboxKey(userId), JSON.stringify(items));
  } catch (error) {
    console.warn('Could not store the focus sessions waiting to be saved.', error);
  }
}

function newClientId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

export function addToOutbox(
  userId: string,
  sessions: readonly { session: CreateFocusSessionInput; quiet: boolean }[],
): PendingSession[] {
  const added = sessions.map((entry) => ({ ...entry, clientId: newClientId(), retryAt: 0, leaseUntil: 0 }));
  writeOutbox(userId, [...readOutbox(userId), ...added]);
  return added;
}

/**
 * Takes the sessions this tab may send now: not held by another tab, and due (or every one, on `force`).
 * They are held for SEND_LEASE_MS in storage before the caller sends them.
 */
export function claimDue(userId: string, now: number, force: boolean): PendingSession[] {
  const items = readOutbox(userId);
  const due = items.filter((item) => item.leaseUntil <= now && (force || item.retryAt <= now));
  if (due.length === 0) return [];
  const ids = new Set(due.map((item) => item.clientId));
  writeOutbox(
    userId,
    items.map((item) => (ids.has(item.clientId) ? { ...item, leaseUntil: now + SEND_LEASE_MS } : item)),
  );
  return due;
}

/** Saved: the session leaves the outbox. */
export function removeFromOutbox(userId: string, clientId: string): void {
  writeOutbox(
    userId,
    readOutbox(userId).filter((item) => item.clientId !== clientId),
  );
}

/** Not saved: it stays, to be tried again after RETRY_DELAY_MS. */
export function releaseForRetry(userId: string, clientId: string, now: number): void {
  writeOutbox(
    userId,
    readOutbox(userId).map((item) =>
      item.clientId === clientId ? { ...item, leaseUntil: 0, retryAt: now + RETRY_DELAY_MS } : item,
    ),
  );
}
