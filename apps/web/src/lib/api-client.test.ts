import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '@track-grow/domain';
import { mockApi, makeUser } from '../test/api-mock.ts';
import { ApiError, apiRequest, buildPath, callApi, serverMessageOf } from './api-client.ts';
import { USER_PATH } from './session.ts';

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('sends JSON content type and credentials on every request', async () => {
    const { calls } = mockApi({ 'GET /api/health': { body: { status: 'ok' } } });
    await apiRequest('GET', '/api/health');
    expect(calls[0]?.headers.get('content-type')).toBe('application/json');
    expect(calls[0]?.credentials).toBe('include');
  });

  it('sends the stored userId as x-user-id, and no header when none is stored', async () => {
    const { calls } = mockApi({ 'GET /api/health': { body: {} } });
    await apiRequest('GET', '/api/health');
    expect(calls[0]?.headers.has('x-user-id')).toBe(false);

    window.localStorage.setItem('userId', 'local-id-1');
    await apiRequest('GET', '/api/health');
    expect(calls[1]?.headers.get('x-user-id')).toBe('local-id-1');
  });

  it('sends {} as the body of a bodyless POST', async () => {
    const { calls } = mockApi({ 'POST /api/auth/logout': { body: { message: 'Signed out' } } });
    await callApi(api.auth.logout);
    expect(calls[0]?.body).toEqual({});
  });

  it('raises a non-OK answer as "status: body"', async () => {
    mockApi({ 'POST /api/auth/login': { status: 401, body: { message: 'Invalid email or password' } } });
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
    const { calls } = mockApi({ 'POST /api/auth/login': { body: { ...user, extra: 'dropped' } } });
    const result = await callApi(api.auth.login, { email: ' Ada@Example.com ', password: 'secret1' });
    expect(calls[0]?.body).toEqual({ email: 'ada@example.com', password: 'secret1' });
    expect(result).toEqual(user);
  });

  it('rejects an answer that does not match the schema', async () => {
    mockApi({ 'POST /api/auth/login': { body: { id: 'not-a-user' } } });
    await expect(
      callApi(api.auth.login, { email: 'ada@example.com', password: 'secret1' }),
    ).rejects.toThrow();
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

it('the user path is the endpoint map’s', () => {
  expect(USER_PATH).toBe(api.auth.user.path);
});
