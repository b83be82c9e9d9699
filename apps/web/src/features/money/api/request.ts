import { apiRequest } from '../../../lib/api-client.ts';

export type QueryParams = Readonly<Record<string, string | number | undefined>>;

interface Parser<T> {
  parse(data: unknown): T;
}

/** A path with its query string (`/api/transactions?from=…&to=…`); undefined values are left out. */
export function withQuery(path: string, params: QueryParams = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) search.set(key, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export interface Page<T> {
  data: T;
  /** The `x-next-cursor` header: the cursor of the next page, null on the last one. */
  nextCursor: string | null;
}

/** GET with a query string; the answer is parsed with the endpoint's schema. */
export async function getPage<T>(path: string, params: QueryParams, schema: Parser<T>): Promise<Page<T>> {
  const response = await apiRequest('GET', withQuery(path, params));
  const data = schema.parse(await response.json());
  return { data, nextCursor: response.headers.get('x-next-cursor') };
}

export async function getJson<T>(path: string, params: QueryParams, schema: Parser<T>): Promise<T> {
  return (await getPage(path, params, schema)).data;
}
