import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { habitsApi } from '@track-grow/domain/habits/api';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { persistQueryClientRestore, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { goOffline, goOnline } from '../test/offline.ts';
import { enqueueWrite, readQueue } from './offline-queue.ts';
import {
  cachePersistOptions,
  createCachePersister,
  forgetOfflineData,
  forgetReadsOfLeavingUser,
  PERSIST_BUSTER,
  PERSIST_MAX_AGE,
  queryCacheKey,
  startQueryPersistence,
} from './query-persistence.ts';
import { keyOf } from './query-keys.ts';
import { userQueryKey } from './session.ts';
import { setUserId } from './storage.ts';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const habitsKey = keyOf(habitsApi.list);
const tasksKey = keyOf(tasksApi.list);

function clientWith(data: [QueryKey, unknown][]): QueryClient {
  const client = new QueryClient();
  for (const [key, value] of data) client.setQueryData(key, value);
  return client;
}

/** Saves the client's reads for the stored user, as the app does a second after they arrive. */
async function save(client: QueryClient): Promise<void> {
  const persister = createCachePersister(() => true);
  await persistQueryClientSave(cachePersistOptions(client, persister));
  persister.flush();
}

/** Restores the stored user's copy into a new client, as a page opened offline does. */
async function restore(): Promise<QueryClient> {
  const client = new QueryClient();
  await persistQueryClientRestore(
    cachePersistOptions(
      client,
      createCachePersister(() => true),
    ),
  );
  return client;
}

const stored = (userId: string) => window.localStorage.getItem(queryCacheKey(userId));

function storedCopy(userId: string): Record<string, unknown> {
  return JSON.parse(stored(userId) ?? '{}') as Record<string, unknown>;
}

describe('the query cache kept for offline use', () => {
  it("restores a user's last-seen answers, and never another user's", async () => {
    setUserId('alice');
    await save(clientWith([[habitsKey, [{ id: 'h1', name: 'Read' }]]]));

    expect((await restore()).getQueryData(habitsKey)).toEqual([{ id: 'h1', name: 'Read' }]);

    setUserId('bob');
    expect((await restore()).getQueryData(habitsKey)).toBeUndefined();
  });

  it('restores only when the page opens offline', async () => {
    setUserId('alice');
    await save(clientWith([[habitsKey, ['kept']]]));

    goOnline();
    const online = new QueryClient();
    const stopOnline = startQueryPersistence(online);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(online.getQueryData(habitsKey)).toBeUndefined();
    stopOnline();

    goOffline();
    const offline = new QueryClient();
    const stopOffline = startQueryPersistence(offline);
    await vi.waitFor(() => expect(offline.getQueryData(habitsKey)).toEqual(['kept']));
    stopOffline();
  });

  it('keeps a copy up to a week old, and drops an older one or one from another version', async () => {
    setUserId('alice');
    await save(clientWith([[tasksKey, ['t']]]));
    const copy = storedCopy('alice');
    const storeWith = (changes: object) =>
      window.localStorage.setItem(queryCacheKey('alice'), JSON.stringify({ ...copy, ...changes }));

    storeWith({ timestamp: Date.now() - PERSIST_MAX_AGE + 60_000 });
    expect((await restore()).getQueryData(tasksKey)).toEqual(['t']);

    storeWith({ timestamp: Date.now() - PERSIST_MAX_AGE - 1 });
    expect((await restore()).getQueryData(tasksKey)).toBeUndefined();
    expect(stored('alice')).toBeNull();

    expect(copy.buster).toBe(PERSIST_BUSTER);
    storeWith({ buster: 'older' });
    expect((await restore()).getQueryData(tasksKey)).toBeUndefined();
    expect(stored('alice')).toBeNull();
  });

  it('ignores and removes a stored value it did not write, whatever it holds', async () => {
    setUserId('alice');
    await save(clientWith([[habitsKey, ['h']]]));
    const copy = storedCopy('alice');
    const state = copy.clientState as { queries: Record<string, unknown>[] };
    const query = state.queries[0] ?? {};
    const withQuery = (changes: object) => ({
      ...copy,
      clientState: { ...state, queries: [{ ...query, ...changes }] },
    });
    const bad = [
      'not json {',
      'null',
      '[1, 2]',
      '"a string"',
      JSON.stringify({ ...copy, timestamp: 'yesterday' }),
      JSON.stringify({ ...copy, clientState: null }),
      JSON.stringify({ ...copy, clientState: { queries: 'all of them', mutations: [] } }),
      JSON.stringify({ ...copy, clientState: { queries: [null], mutations: [] } }),
      JSON.stringify({ ...copy, clientState: { ...state, mutations: [{ state: { variables: {} } }] } }),
      JSON.stringify(withQuery({ queryHash: '["/api/other"]' })),
      JSON.stringify(withQuery({ queryKey: 'not a key' })),
      JSON.stringify(withQuery({ state: { status: 'pending', dataUpdatedAt: 0 } })),
      JSON.stringify(withQuery({ promise: { then: 'soon' } })),
    ];
    goOffline();
    for (const value of bad) {
      window.localStorage.setItem(queryCacheKey('alice'), value);
      const client = new QueryClient();
      const stop = startQueryPersistence(client);
      await new Promise((resolve) => setTimeout(resolve, 0));
      expect(client.getQueryCache().getAll(), value).toEqual([]);
      expect(stored('alice'), value).toBeNull();
      stop();
    }
  });

  it('saves a second after answers arrive, only while signed in, and at once when the page is left', () => {
    vi.useFakeTimers();
    setUserId('alice');
    const client = new QueryClient();
    const stop = startQueryPersistence(client);

    client.setQueryData(habitsKey, ['one']);
    vi.advanceTimersByTime(1000);
    expect(stored('alice')).toBeNull();

    client.setQueryData(userQueryKey, { id: 'alice' });
    client.setQueryData(habitsKey, ['two']);
    vi.advanceTimersByTime(999);
    expect(stored('alice')).toBeNull();
    vi.advanceTimersByTime(1);
    expect(stored('alice')).toContain('"two"');

    client.setQueryData(habitsKey, ['three']);
    window.dispatchEvent(new Event('pagehide'));
    expect(stored('alice')).toContain('"three"');
    stop();
  });

  // Last: once forgotten, nothing in this module writes a copy again.
  it("forgets the user's answers and queued writes at logout, and saves nothing after", async () => {
    vi.useFakeTimers();
    setUserId('alice');
    const client = new QueryClient();
    client.setQueryData(userQueryKey, { id: 'alice' });
    const stop = startQueryPersistence(client);
    await save(clientWith([[habitsKey, []]]));
    enqueueWrite('alice', { kind: 'habitToggle', habitId: 'h1', habitName: 'Read', date: '2026-11-01' });

    client.setQueryData(habitsKey, ['late answer']);
    forgetOfflineData();
    vi.advanceTimersByTime(2000);
    window.dispatchEvent(new Event('pagehide'));

    expect(stored('alice')).toBeNull();
    expect(readQueue('alice')).toEqual([]);
    stop();
  });
});

describe('forgetReadsOfLeavingUser', () => {
  it("drops the cached reads when the signed-in user leaves or changes, and keeps them on the same user's refresh", () => {
    const client = new QueryClient();
    client.setQueryData(userQueryKey, { id: 'alice' });
    client.setQueryData(habitsKey, ['alice’s habit']);
    const stop = forgetReadsOfLeavingUser(client);

    client.setQueryData(userQueryKey, { id: 'alice' });
    expect(client.getQueryData(habitsKey)).toEqual(['alice’s habit']);

    client.setQueryData(userQueryKey, { id: 'bob' });
    expect(client.getQueryData(habitsKey)).toBeUndefined();
    expect(client.getQueryData(userQueryKey)).toEqual({ id: 'bob' });

    client.setQueryData(habitsKey, ['bob’s habit']);
    client.setQueryData(userQueryKey, null);
    expect(client.getQueryData(habitsKey)).toBeUndefined();

    // Signing in from signed out has nothing to drop.
    client.setQueryData(tasksKey, []);
    client.setQueryData(userQueryKey, { id: 'carol' });
    expect(client.getQueryData(tasksKey)).toEqual([]);
    stop();
  });
});
