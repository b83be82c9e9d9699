import { hashKey, type QueryClient } from '@tanstack/react-query';
import {
  persistQueryClientRestore,
  persistQueryClientSubscribe,
  type PersistedClient,
  type PersistQueryClientOptions,
  type Persister,
} from '@tanstack/react-query-persist-client';
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

/** Set once the user's offline data is forgotten (logout): nothing may write it again on the way out. */
let forgotten = false;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A read as `dehydrate` keeps it: a settled answer filed under its own key's hash, with no promise to follow. */
function isKeptQuery(value: unknown): boolean {
  if (!isRecord(value) || !Array.isArray(value.queryKey) || !isRecord(value.state) || 'promise' in value)
    return false;
  return (
    value.queryHash === hashKey(value.queryKey) &&
    value.state.status === 'success' &&
    typeof value.state.dataUpdatedAt === 'number'
  );
}

/** What this persister writes: reads only (writes made offline have their own queue, lib/offline-queue.ts). */
function isKeptCopy(value: unknown): value is PersistedClient {
  if (!isRecord(value) || typeof value.timestamp !== 'number' || typeof value.buster !== 'string')
    return false;
  const state = value.clientState;
  return (
    isRecord(state) &&
    Array.isArray(state.queries) &&
    state.queries.every(isKeptQuery) &&
    Array.isArray(state.mutations) &&
    state.mutations.length === 0
  );
}

/** TanStack Query's persister with a write still waiting for its second; `flush` writes it now. */
export interface CachePersister extends Persister {
  flush(): void;
}

/**
 * Local storage under the stored user's key (`queryCache-{id}`), written at most once a second and only while
 * `isSignedIn`. A full storage drops the copy rather than keep an old one; a stored value that is not a copy
 * this persister wrote (corrupt, or put there by someone else) is removed and never hydrated.
 */
export function createCachePersister(isSignedIn: () => boolean): CachePersister {
  let waiting: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(timer);
    timer = undefined;
    const copy = waiting;
    waiting = undefined;
    const userId = getUserId();
    if (!copy || !userId || forgotten || !isSignedIn()) return;
    try {
      window.localStorage.setItem(queryCacheKey(userId), JSON.stringify(copy));
    } catch {
      removeStorage(queryCacheKey(userId));
    }
  };
  return {
    persistClient: (copy) => {
      waiting = copy;
      timer ??= setTimeout(flush, PERSIST_THROTTLE_MS);
    },
    restoreClient: () => {
      const userId = getUserId();
      const raw = userId ? readStorage(queryCacheKey(userId)) : null;
      if (!userId || raw === null) return undefined;
      try {
        const copy: unknown = JSON.parse(raw);
        if (isKeptCopy(copy)) return copy;
      } catch {
        // Not JSON: removed below.
      }
      removeStorage(queryCacheKey(userId));
      return undefined;
    },
    removeClient: () => {
      const userId = getUserId();
      if (userId) removeStorage(queryCacheKey(userId));
    },
    flush,
  };
}

/** The options TanStack Query's persist functions take: a week at most, busted by the domain's hash. */
export function cachePersistOptions(
  queryClient: QueryClient,
  persister: Persister,
): PersistQueryClientOptions {
  return {
    queryClient,
    persister,
    maxAge: PERSIST_MAX_AGE,
    buster: PERSIST_BUSTER,
    dehydrateOptions: { shouldDehydrateMutation: () => false },
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
 * session that ended elsewhere never flashes old data); from then on the signed-in user's answers are kept,
 * and a copy still waiting is written when the page is hidden or left. Returns the function that stops it.
 */
export function startQueryPersistence(queryClient: QueryClient): () => void {
  const persister = createCachePersister(() => Boolean(queryClient.getQueryData(userQueryKey)));
  const options = cachePersistOptions(queryClient, persister);
  // A copy that fails to hydrate is removed by the library; the page goes on without it.
  if (getUserId() && !browserOnline()) void persistQueryClientRestore(options).catch(() => undefined);
  const stopForgetting = forgetReadsOfLeavingUser(queryClient);
  const stopSaving = persistQueryClientSubscribe(options);
  const onHide = () => {
    if (document.visibilityState === 'hidden') persister.flush();
  };
  const onLeave = () => persister.flush();
  document.addEventListener('visibilitychange', onHide);
  window.addEventListener('pagehide', onLeave);
  return () => {
    stopForgetting();
    stopSaving();
    document.removeEventListener('visibilitychange', onHide);
    window.removeEventListener('pagehide', onLeave);
  };
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
