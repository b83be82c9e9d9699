import type { ApiEndpoint, EndpointOutput } from '../../../lib/api-client.ts';
import { apiRequest } from '../../../lib/api-client.ts';

type QueryValue = string | number | undefined;

/** A path with a query string; undefined values are left out. */
export function withQuery(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/**
 * GET of a list endpoint with a query string, following `x-next-cursor` to the last page (bounded);
 * every page parsed by the endpoint's schema.
 */
export async function getList<E extends ApiEndpoint>(
  endpoint: E,
  query: Record<string, QueryValue> = {},
  maxPages = 20,
): Promise<EndpointOutput<E>> {
  const rows: unknown[] = [];
  let cursor: string | undefined;
  for (let page = 0; page < maxPages; page++) {
    const response = await apiRequest('GET', withQuery(endpoint.path, { ...query, cursor }));
    const parsed: unknown = endpoint.output.parse(await response.json());
    if (Array.isArray(parsed)) rows.push(...(parsed as unknown[]));
    cursor = response.headers.get('x-next-cursor') ?? undefined;
    if (!cursor) break;
  }
  return rows;
}

/** GET of a list endpoint, first page only (a `limit` asks for just what is needed). */
export async function getFirstPage<E extends ApiEndpoint>(
  endpoint: E,
  query: Record<string, QueryValue>,
): Promise<EndpointOutput<E>> {
  const response = await apiRequest('GET', withQuery(endpoint.path, query));
  return endpoint.output.parse(await response.json());
}
