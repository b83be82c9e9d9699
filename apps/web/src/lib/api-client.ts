import { getUserId } from './storage.ts';

/** The structural part of a zod schema the client needs; keeps zod itself out of web's dependencies. */
export interface Schema<Input = unknown, Output = unknown> {
  parse(data: unknown): Output;
  readonly _zod: { readonly input: Input; readonly output: Output };
}

/** One JSON entry of the endpoint map in @track-grow/domain (`api`); its schemas type the call's arguments. */
export interface ApiEndpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly params: Schema | undefined;
  readonly query: Schema | undefined;
  readonly body: Schema | undefined;
  /** Entries without one answer bytes (a CSV, an image), which a link or `fetch` reads, never callApi. */
  readonly output: Schema;
  /** A multipart upload is sent by its own `fetch` (the browser writes the boundary). */
  readonly multipart: false;
}

/** The body a call sends: the input type of the endpoint's body schema. */
export type EndpointInput<E extends ApiEndpoint> = E['body'] extends Schema<infer I> ? I : undefined;
export type EndpointParams<E extends ApiEndpoint> = E['params'] extends Schema<infer I> ? I : undefined;
export type EndpointOutput<E extends ApiEndpoint> = E['output']['_zod']['output'];

/** A non-OK answer. The message is SPEC.md 8's "status: body" (or the status text when the body is empty). */
export class ApiError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string, statusText: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }

  /** The `message` of the server's JSON error body, when there is one. */
  get serverMessage(): string | undefined {
    return serverMessageOf(this.message);
  }

  /** The `code` of the server's JSON error body (the domain's error catalogue), when there is one. */
  get serverCode(): string | undefined {
    return serverFieldOf(this.message, 'code');
  }
}

/**
 * A request that could not reach the server: a write attempted while the browser is offline (it is not sent),
 * or any request whose fetch failed on the network. Forms and toasts show it as "offline, not saved".
 */
export class OfflineError extends Error {
  constructor(options?: { cause: unknown }) {
    super('Offline: the request did not reach the server', options);
    this.name = 'OfflineError';
  }
}

/** Whether the error, or the error it wraps, is an OfflineError. */
export function isOfflineError(error: unknown): boolean {
  return error instanceof OfflineError || (error instanceof Error && error.cause instanceof OfflineError);
}

/** Sends a request; a write while offline and a network failure become an OfflineError. */
async function send(path: string, init: RequestInit): Promise<Response> {
  const write = init.method !== 'GET' && init.method !== 'HEAD';
  const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;
  if (write && offline()) throw new OfflineError();
  try {
    return await fetch(path, init);
  } catch (error) {
    // fetch rejects with a TypeError only when the request could not be made (network down, server gone).
    if (error instanceof TypeError) throw new OfflineError({ cause: error });
    throw error;
  }
}

/** Reads a string field (`message`, `code`) of the server's JSON error out of a "status: body" error text. */
function serverFieldOf(errorText: string, field: 'message' | 'code'): string | undefined {
  const match = /^\d{3}: ([\s\S]*)$/.exec(errorText);
  if (!match?.[1]) return undefined;
  try {
    const parsed: unknown = JSON.parse(match[1]);
    if (parsed && typeof parsed === 'object' && field in parsed) {
      const value: unknown = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value) return value;
    }
  } catch {
    // Not JSON: no server message.
  }
  return undefined;
}

/** Reads the server's `{ message }` out of a "status: body" error text. */
export const serverMessageOf = (errorText: string): string | undefined => serverFieldOf(errorText, 'message');

/**
 * Every request: JSON content type, credentials included, and `x-user-id` when one is stored (SPEC.md 7).
 * Requests with a method other than GET always carry a JSON body (`{}` when there is nothing to send).
 */
export async function apiRequest(
  method: string,
  path: string,
  body?: unknown,
  options: { withoutUserId?: boolean } = {},
): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  const userId = options.withoutUserId ? null : getUserId();
  if (userId) headers['x-user-id'] = userId;
  const init: RequestInit = { method, headers, credentials: 'include' };
  if (method !== 'GET' && method !== 'HEAD') init.body = JSON.stringify(body ?? {});

  const response = await send(path, init);
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  return response;
}

/** A multipart POST (a file upload): the browser writes the boundary; same credentials and user id as above. */
export async function apiUpload(path: string, form: FormData): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const userId = getUserId();
  if (userId) headers['x-user-id'] = userId;
  const response = await send(path, { method: 'POST', body: form, headers, credentials: 'include' });
  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new ApiError(response.status, text, response.statusText);
  }
  return response;
}

/** Values for the `:name` segments of a path. */
export type PathParams = Readonly<Record<string, string | number>>;

/** Fills `:name` segments of a path (`/api/habits/:id`), each value URL-encoded. */
export function buildPath(path: string, params: PathParams = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/** `{ params }` for the `:name` segments of the endpoint's path: required exactly when it has some. */
export type CallOptions<E extends ApiEndpoint> =
  EndpointParams<E> extends undefined ? { params?: undefined } : { params: EndpointParams<E> };

type OptionsArgs<E extends ApiEndpoint> =
  EndpointParams<E> extends undefined ? [options?: CallOptions<E>] : [options: CallOptions<E>];

type CallArgs<E extends ApiEndpoint> =
  EndpointInput<E> extends undefined ? OptionsArgs<E> : [body: EndpointInput<E>, ...OptionsArgs<E>];

/** Calls an endpoint of the map: validates what goes out and parses what comes back with its schemas. */
export async function callApi<E extends ApiEndpoint>(
  endpoint: E,
  ...args: CallArgs<E>
): Promise<EndpointOutput<E>> {
  const [input, options] = (endpoint.body ? args : [undefined, args[0]]) as [
    unknown,
    { params?: PathParams } | undefined,
  ];
  const body = endpoint.body ? endpoint.body.parse(input) : undefined;
  const response = await apiRequest(endpoint.method, buildPath(endpoint.path, options?.params), body);
  return endpoint.output.parse(await response.json());
}
