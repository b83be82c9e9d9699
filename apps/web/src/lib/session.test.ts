import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@track-grow/domain/auth/api';
import { makeUser, mockApi } from '../test/api-mock.ts';
import { forgetOfflineData } from './query-persistence.ts';
import { keyOf } from './query-keys.ts';
import { expectsSignedIn, userQueryKey, userQueryOptions } from './session.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  window.localStorage.clear();
});

const fetchUser = () => new QueryClient().fetchQuery(userQueryOptions);

describe('the current-user query', () => {
  it("is keyed as keyOf(authApi.user), the endpoint map's entry", () => {
    expect(userQueryKey).toEqual(keyOf(authApi.user));
  });

  it('is null on a null answer (signed out), after one request', async () => {
    const { calls } = mockApi([[authApi.user, { body: null }]]);
    expect(await fetchUser()).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('is null on a plain 401 (signed out), after one request', async () => {
    window.localStorage.setItem('userId', 'random-local-id');
    const { calls } = mockApi([
      [authApi.user, { status: 401, body: { message: 'Please sign in to continue' } }],
    ]);
    expect(await fetchUser()).toBeNull();
    expect(calls).toHaveLength(1);
  });

  it('follows the session when the stored userId names another account', async () => {
    const user = makeUser({ id: '0190a5f4-0000-7000-8000-000000000001' });
    window.localStorage.setItem('userId', 'stale-local-id');
    const { calls } = mockApi([
      [
        authApi.user,
        ({ headers }) =>
          headers.has('x-user-id')
            ? {
                status: 401,
                body: {
                  message: 'This session belongs to another account. Please sign in again.',
                  code: 'auth.sessionMismatch',
                },
              }
            : { body: user },
      ],
    ]);
    expect(await fetchUser()).toMatchObject({ id: user.id });
    expect(calls).toHaveLength(2);
    expect(calls[1]?.headers.has('x-user-id')).toBe(false);
    expect(window.localStorage.getItem('userId')).toBe(user.id);
  });
});

describe('the signed-in hint', () => {
  it('is kept while the answers have a user and dropped on a signed-out answer', async () => {
    expect(expectsSignedIn()).toBe(false);
    mockApi([[authApi.user, { body: makeUser() }]]);
    await fetchUser();
    expect(expectsSignedIn()).toBe(true);
    mockApi([[authApi.user, { status: 401, body: { message: 'Please sign in to continue' } }]]);
    await fetchUser();
    expect(expectsSignedIn()).toBe(false);
  });

  it('is dropped with what the device keeps of a user (logout)', async () => {
    mockApi([[authApi.user, { body: makeUser() }]]);
    await fetchUser();
    forgetOfflineData();
    expect(expectsSignedIn()).toBe(false);
  });

  it('stays as it was when the request fails (offline): nothing was learnt', async () => {
    window.localStorage.setItem('signedIn', 'true');
    mockApi([[authApi.user, { status: 503, body: { message: 'Unavailable' } }]]);
    await expect(fetchUser()).rejects.toThrow();
    expect(expectsSignedIn()).toBe(true);
  });
});
