import { vi } from 'vitest';

export interface StubReply {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

export interface StubRequest {
  url: URL;
  body: unknown;
}

type Handler = StubReply | ((request: StubRequest) => StubReply | Promise<StubReply>);

export interface StubCall {
  method: string;
  /** Path and query string. */
  path: string;
  url: URL;
  body: unknown;
}

/**
 * Replaces fetch with a table of "METHOD /path" handlers (like src/test/api-mock.ts), which also see the query
 * string and may answer headers (`x-next-cursor`). An unknown route is a 404, so a stray call fails loudly.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const calls: StubCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const body: unknown = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname + url.search, url, body });
    const handler = routes[`${method} ${url.pathname}`];
    const reply = typeof handler === 'function' ? await handler({ url, body }) : (handler ?? { status: 404, body: { message: 'Not found' } });
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
      status,
      headers: { 'Content-Type': 'application/json', ...reply.headers },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

/** A promise resolved from outside: holds a request in flight while a test looks at the screen. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
