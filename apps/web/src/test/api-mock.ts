import { vi } from 'vitest';
import type { User } from '@track-grow/domain/auth';
import { pathParamNames } from '@track-grow/domain/shared';
import { buildPath } from '../lib/api-client.ts';

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
  /** The values of the endpoint's `:name` path segments, decoded (`{ id: '…' }` for `/api/habits/:id`). */
  params: Record<string, string>;
  body: unknown;
  headers: Headers;
}

export type MockHandler = MockReply | ((request: MockRequest) => MockReply | Promise<MockReply>);

/** What a route matches: an entry of the endpoint map (`habitsApi.list`), or one from `withParams`. */
export interface MockEndpoint {
  readonly method: string;
  readonly path: string;
}

/** One answer of the mock: the endpoint it answers and how. */
export type MockRoute = readonly [endpoint: MockEndpoint, handler: MockHandler];

export interface RecordedCall {
  method: string;
  /** Path and query string. */
  path: string;
  url: URL;
  headers: Headers;
  body: unknown;
  credentials: RequestCredentials | undefined;
}

/** The endpoint with its `:name` segments filled: a route that answers those values only. */
export function withParams(endpoint: MockEndpoint, params: Record<string, string>): MockEndpoint {
  return { method: endpoint.method, path: buildPath(endpoint.path, params) };
}

interface Matcher {
  method: string;
  pattern: RegExp;
  names: string[];
  handler: MockHandler;
}

/** A `:name` segment matches any one segment; the rest of the path matches itself. */
function matcher([endpoint, handler]: MockRoute): Matcher {
  const names = pathParamNames(endpoint.path);
  const source = endpoint.path
    .split(/:[A-Za-z]+/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('([^/]+)');
  return { method: endpoint.method, pattern: new RegExp(`^${source}$`), names, handler };
}

const notFound: MockReply = { status: 404, body: { message: 'Not found' } };

/**
 * The route that answers a request, with its path's parameter values. A path without parameters wins over one
 * with (as on the server), then the route listed last.
 */
function findRoute(matchers: readonly Matcher[], method: string, pathname: string) {
  let found: { handler: MockHandler; params: Record<string, string>; rank: number } | undefined;
  for (const { method: routeMethod, pattern, names, handler } of matchers) {
    const match = routeMethod === method ? pattern.exec(pathname) : null;
    if (!match || (found && names.length > found.rank)) continue;
    const values = match.slice(1).map(decodeURIComponent);
    found = {
      handler,
      params: Object.fromEntries(names.map((name, i) => [name, values[i]!])),
      rank: names.length,
    };
  }
  return found;
}

/**
 * Replaces fetch with a list of routes, each an endpoint of the map and its answer, and records every call:
 * `mockApi([[habitsApi.list, { body: [] }], [habitsApi.toggle, ({ params, body }) => …]])`.
 * A test overrides a fixture's route by listing its own after it. An unknown route is a 404, so a test fails
 * loudly when the app calls something it should not.
 */
export function mockApi(routes: readonly MockRoute[]) {
  const matchers = routes.map(matcher);
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
    const route = findRoute(matchers, method, url.pathname);
    const handler = route?.handler ?? notFound;
    const reply =
      typeof handler === 'function'
        ? await handler({ url, params: route?.params ?? {}, body, headers })
        : handler;
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
