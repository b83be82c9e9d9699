import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { clearQueue } from './offline-queue.ts';
import { browserOnline } from './online.ts';
import { SIGNED_IN_KEY, userQueryKey } from './session.ts';
import { getUserId, readStorage, removeStorage } from './storage.ts';

/** The cached answers are kept a week, and never across app versions (their shapes may differ). */
export const PERSIST_MAX_AGE = 7 * 24 * 60 * 60 * 1000;
export const PERSIST_BUSTER: string = import.meta.env.VITE_APP_VERSION ?? 'dev';
/** Writes are grouped: one per second at most while answers arrive. */
const PERSIST_THROTTLE_MS = 1000;

/** Per user, so another account signing in on the device never sees this one's data. */
export const queryCacheKey = (userId: string): string => `queryCache-${userId}`;

interface PersistedCache {
  buster: string;
  savedAt: number;
  state: DehydratedState;
}

/** The signed-in user's cached reads, saved; a full storage drops the copy rather than keep an old one. */
export function saveQueryCache(queryClient: QueryClient, userId: string, now = Date.now()): void {
  const persisted: PersistedCache = { buster: PERSIST_BUSTER, savedAt: now, state: dehydrate(queryClient) };
  try {
    window.localStorage.setItem(queryCacheKey(userId), JSON.stringify(persisted));
  } catch {
    removeStorage(queryCacheKey(userId));
  }
}

/**
 * Puts the user's last-seen answers back in the cache; true when it did. A copy older than the max age, from
 * another app version or unreadable is removed instead.
 */
export function restoreQueryCache(queryClient: QueryClient, userId: string, now = Date.now()): boolean {
  const key = queryCacheKey(userId);
  const raw = readStorage(key);
  if (!raw) return false;
  try {
    const persisted = JSON.parse(raw) as Partial<PersistedCache>;
    const fresh =
      persisted.buster === PERSIST_BUSTER &&
      typeof persisted.savedAt === 'number' &&
      now - persisted.savedAt <= PERSIST_MAX_AGE;
    if (fresh && persisted.state) {
      hydrate(queryClient, persisted.state);
      return true;
    }
  } catch {
    // Unreadable: removed below.
  }
  removeStorage(key);
  return false;
}

/** Set once the user's offline data is forgotten (logout): nothing may write it again on the way out. */
let forgotten = false;

/**
 * Keeps a copy of the cache for the signed-in user (the stored user id) while there is one, written at most
 * once a second and when the page is hidden or left. Returns the function that stops it.
 */
export function persistQueryCache(queryClient: QueryClient, isSignedIn: () => boolean): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    clearTimeout(timer);
    timer = undefined;
    const userId = getUserId();
    if (userId && !forgotten && isSignedIn()) saveQueryCache(queryClient, userId);
  };
  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || timer !== undefined) return;
    timer = setTimeout(save, PERSIST_THROTTLE_MS);
  });
  const onHide = () => {
    if (document.visibilityState === 'hidden' && timer !== undefined) save();
  };
  const onLeave = () => {
    if (timer !== undefined) save();
  };
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onLeave);
  return () => {
    clearTimeout(timer);
    unsubscribe();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onLeave);
  };
}

/** What this device keeps of a user: their cached reads, their queued writes and the signed-in hint. */
export function forgetOfflineData(userId: string | null = getUserId()): void {
  forgotten = true;
  removeStorage(SIGNED_IN_KEY);
  if (!userId) return;
  removeStorage(queryCacheKey(userId));
  clearQueue(userId);
}

/**
 * At start-up: a page opened offline shows the user's last-seen answers (online it asks the server, so a
 * session that ended elsewhere never flashes old data); from then on the signed-in user's answers are kept.
 */
export function startQueryPersistence(queryClient: QueryClient): void {
  const userId = getUserId();
  if (userId && !browserOnline()) restoreQueryCache(queryClient, userId);
  forgetReadsOfLeavingUser(queryClient);
  persistQueryCache(queryClient, () => Boolean(queryClient.getQueryData(userQueryKey)));
}

/**
 * When the signed-in user changes without a page load (the session ended, another account took over), the
 * reads cached for the one who left are dropped, so neither the next user's screens nor the copy kept for
 * them offline can hold them.
 */
export function forgetReadsOfLeavingUser(queryClient: QueryClient): () => void {
  const idOf = (data: unknown): string | null =>
    data && typeof data === 'object' && 'id' in data && typeof data.id === 'string' ? data.id : null;
  let signedIn = idOf(queryClient.getQueryData(userQueryKey));
  return queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    // The default key hash: the user query's key as JSON.
    if (event.query.queryHash !== JSON.stringify(userQueryKey)) return;
    const next = idOf(event.query.state.data);
    if (signedIn !== null && next !== signedIn)
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== userQueryKey[0] });
    signedIn = next;
  });
}
