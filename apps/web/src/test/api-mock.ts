import { vi } from 'vitest';
import type { User } from '@track-grow/domain/auth';

export interface MockReply {
  status?: number;
  body?: unknown;
  /** Raw text instead of JSON. */
  text?: string;
  /** Headers besides Content-Type, such as `x-next-cursor`. */
  headers?: Record<string, string>;
}

export interface MockRequest {
  /** The whole URL: handlers read the query string from it. */
  url: URL;
  body: unknown;
  headers: Headers;
}

type Handler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

export interface RecordedCall {
  method: string;
  /** Path and query string. */
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/**
 * Replaces fetch with a table of "METHOD /path" answers and records every call. An unknown route is a 404,
 * so a test fails loudly when the app calls something it should not.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: RecordedCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const headers = new Headers(init.headers);
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({
      method,
      path: url.pathname + url.search,
      url,
      headers,
      body,
      credentials: init.credentials,
    });
    const handler = routes[`${method} ${url.pathname}`];
    const reply =
      typeof handler === 'function'
        ? await handler({ url, body, headers })
        : (handler ?? { status: 404, body: { message: 'Not found' } });
    const status = reply.status ?? 200;
    const text = reply.text ?? (reply.body === undefined ? '' : JSON.stringify(reply.body));
    return new Response(status === 204 ? null : text, {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls };
}

/** A promise resolved from outside: holds a request in flight while a test looks at the screen. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: '0195f3a2-7c4e-7d2a-9b1e-2f6a8c4d5e61',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    profileImageUrl: null,
    hasCompletedOnboarding: true,
    timezone: 'Europe/Rome',
    locale: null,
    currency: 'USD',
    theme: 'light',
    showBottomNav: true,
    dayStartHour: 0,
    weekStart: 0,
    preferences: {},
    createdAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
