import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@track-grow/domain/auth/api';
// The health endpoint is only in the whole map; loading all of it costs a test nothing.
// eslint-disable-next-line no-restricted-imports
import { api } from '@track-grow/domain';
import { tasksApi } from '@track-grow/domain/tasks/api';
import { mockApi, makeUser } from '../test/api-mock.ts';
import {
  ApiError,
  apiRequest,
  buildPath,
  callApi,
  isOfflineError,
  OfflineError,
  serverMessageOf,
} from './api-client.ts';
import { errorMessage } from './server-errors.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('apiRequest', () => {
  it('sends JSON content type and credentials on every request', async () => {
    const { calls } = mockApi([[api.health, { body: { status: 'ok' } }]]);
    await apiRequest('GET', '/api/health');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.credentials).toBe('include');
  });

  it('sends the stored userId as x-user-id, and no header when none is stored', async () => {
    const { calls } = mockApi([[api.health, { body: {} }]]);
    await apiRequest('GET', '/api/health');
    expect(calls[0]?.headers.has('x-user-id')).toBe(false);

    window.localStorage.setItem('userId', 'local-id-1');
    await apiRequest('GET', '/api/health');
    expect(calls[1]?.headers.get('x-user-id')).toBe('local-id-1');
  });

  it('sends {} as the body of a bodyless POST', async () => {
    const { calls } = mockApi([[authApi.logout, { body: { message: 'Signed out' } }]]);
    await callApi(authApi.logout);
    expect(calls[0]?.body).toEqual({});
  });

  it('raises a non-OK answer as "status: body"', async () => {
    mockApi([[authApi.login, { status: 401, body: { message: 'Invalid email or password' } }]]);
    const error = await apiRequest('POST', '/api/auth/login', {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('401: {"message":"Invalid email or password"}');
    expect((error as ApiError).serverMessage).toBe('Invalid email or password');
  });

  it('uses the status text when the body is empty', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 503, statusText: 'Service Unavailable' })),
    );
    await expect(apiRequest('GET', '/api/health')).rejects.toThrow('503: Service Unavailable');
  });
});

describe('callApi', () => {
  it('validates the input and parses the answer with the endpoint schemas', async () => {
    const user = makeUser();
    const { calls } = mockApi([[authApi.login, { body: { ...user, extra: 'dropped' } }]]);
    const result = await callApi(authApi.login, { email: ' Ada@Example.com ', password: 'secret1' });
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(result).toEqual(user);
  });

  it('rejects an answer that does not match the schema', async () => {
    mockApi([[authApi.login, { body: { id: 'not-a-user' } }]]);
    await expect(callApi(authApi.login, { email: 'ada@example.com', password: 'secret1' })).rejects.toThrow();
  });

  it('fills path parameters', () => {
    expect(buildPath('/api/habits/:id/completions/:date', { id: 'a b', date: '2026-11-22' })).toBe(
      '/api/habits/a%20b/completions/2026-11-22',
    );
    expect(() => buildPath('/api/habits/:id')).toThrow('Missing path parameter');
  });
});

describe('serverMessageOf', () => {
  it('reads the JSON message out of "status: body", and nothing out of other text', () => {
    expect(serverMessageOf('409: {"message":"An account with this email already exists"}')).toBe(
      'An account with this email already exists',
    );
    expect(serverMessageOf('500: Internal Server Error')).toBeUndefined();
    expect(serverMessageOf('Failed to fetch')).toBeUndefined();
  });
});

describe('requests that cannot reach the server', () => {
  it('does not send a write while the browser is offline: an OfflineError the toasts call "not saved"', async () => {
    const { calls } = mockApi([[tasksApi.create, { status: 201, body: {} }]]);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const error = await apiRequest('POST', '/api/tasks', { title: 'x' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(OfflineError);
    expect(calls).toEqual([]);
    expect(errorMessage(error, 'Please try again')).toBe(
      "You're offline: this wasn't saved. Your text is kept.",
    );
    // A feature's own error that wraps it reads the same.
    expect(isOfflineError(new Error('Failed to toggle habit', { cause: error }))).toBe(true);
  });

  it('turns a fetch that fails on the network into an OfflineError, for reads too', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('GET', '/api/tasks')).rejects.toBeInstanceOf(OfflineError);
    await expect(apiRequest('PUT', '/api/tasks/1', {})).rejects.toBeInstanceOf(OfflineError);
  });

  it('passes an aborted request on as it is', async () => {
    const aborted = new DOMException('The operation was aborted.', 'AbortError');
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(aborted)),
    );
    await expect(apiRequest('GET', '/api/tasks')).rejects.toBe(aborted);
  });
});
