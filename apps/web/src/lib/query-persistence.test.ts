import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { enqueueWrite, readQueue } from './offline-queue.ts';
import {
  forgetOfflineData,
  forgetReadsOfLeavingUser,
  PERSIST_MAX_AGE,
  persistQueryCache,
  queryCacheKey,
  restoreQueryCache,
  saveQueryCache,
} from './query-persistence.ts';
import { userQueryKey } from './session.ts';
import { setUserId } from './storage.ts';

afterEach(() => vi.useRealTimers());

function clientWith(data: Record<string, unknown>): QueryClient {
  const client = new QueryClient();
  for (const [path, value] of Object.entries(data)) client.setQueryData([path], value);
  return client;
}

describe('the query cache kept for offline use', () => {
  it("restores a user's last-seen answers, and never another user's", () => {
    saveQueryCache(clientWith({ '/api/habits': [{ id: 'h1', name: 'Read' }] }), 'alice');

    const alice = new QueryClient();
    expect(restoreQueryCache(alice, 'alice')).toBe(true);
    expect(alice.getQueryData(['/api/habits'])).toEqual([{ id: 'h1', name: 'Read' }]);

    const bob = new QueryClient();
    expect(restoreQueryCache(bob, 'bob')).toBe(false);
    expect(bob.getQueryData(['/api/habits'])).toBeUndefined();
  });

  it('drops a copy older than the max age, or from another version', () => {
    const now = Date.now();
    saveQueryCache(clientWith({ '/api/tasks': [] }), 'alice', now - PERSIST_MAX_AGE - 1);
    expect(restoreQueryCache(new QueryClient(), 'alice', now)).toBe(false);
    expect(window.localStorage.getItem(queryCacheKey('alice'))).toBeNull();

    saveQueryCache(clientWith({ '/api/tasks': [] }), 'alice', now);
    const stored = JSON.parse(window.localStorage.getItem(queryCacheKey('alice')) ?? '{}') as object;
    window.localStorage.setItem(queryCacheKey('alice'), JSON.stringify({ ...stored, buster: 'older' }));
    expect(restoreQueryCache(new QueryClient(), 'alice', now)).toBe(false);
  });

  it('saves a second after answers arrive, only while signed in', () => {
    vi.useFakeTimers();
    setUserId('alice');
    let signedIn = false;
    const client = new QueryClient();
    const stop = persistQueryCache(client, () => signedIn);

    client.setQueryData(['/api/habits'], ['one']);
    vi.advanceTimersByTime(1000);
    expect(window.localStorage.getItem(queryCacheKey('alice'))).toBeNull();

    signedIn = true;
    client.setQueryData(['/api/habits'], ['two']);
    vi.advanceTimersByTime(999);
    expect(window.localStorage.getItem(queryCacheKey('alice'))).toBeNull();
    vi.advanceTimersByTime(1);
    expect(window.localStorage.getItem(queryCacheKey('alice'))).toContain('"two"');
    stop();
  });

  it("forgets the user's answers and queued writes at logout, and saves nothing after", () => {
    vi.useFakeTimers();
    setUserId('alice');
    const client = new QueryClient();
    const stop = persistQueryCache(client, () => true);
    saveQueryCache(clientWith({ '/api/habits': [] }), 'alice');
    enqueueWrite('alice', { kind: 'habitToggle', habitId: 'h1', habitName: 'Read', date: '2026-11-01' });

    client.setQueryData(['/api/habits'], ['late answer']);
    forgetOfflineData();
    vi.advanceTimersByTime(2000);
    window.dispatchEvent(new Event('pagehide'));

    expect(window.localStorage.getItem(queryCacheKey('alice'))).toBeNull();
    expect(readQueue('alice')).toEqual([]);
    stop();
  });
});

describe('forgetReadsOfLeavingUser', () => {
  it("drops the cached reads when the signed-in user leaves or changes, and keeps them on the same user's refresh", () => {
    const client = new QueryClient();
    client.setQueryData(userQueryKey, { id: 'alice' });
    client.setQueryData(['/api/habits'], ['alice’s habit']);
    const stop = forgetReadsOfLeavingUser(client);

    client.setQueryData(userQueryKey, { id: 'alice' });
    expect(client.getQueryData(['/api/habits'])).toEqual(['alice’s habit']);

    client.setQueryData(userQueryKey, { id: 'bob' });
    expect(client.getQueryData(['/api/habits'])).toBeUndefined();
    expect(client.getQueryData(userQueryKey)).toEqual({ id: 'bob' });

    client.setQueryData(['/api/habits'], ['bob’s habit']);
    client.setQueryData(userQueryKey, null);
    expect(client.getQueryData(['/api/habits'])).toBeUndefined();

    // Signing in from signed out has nothing to drop.
    client.setQueryData(['/api/tasks'], []);
    client.setQueryData(userQueryKey, { id: 'carol' });
    expect(client.getQueryData(['/api/tasks'])).toEqual([]);
    stop();
  });
});
