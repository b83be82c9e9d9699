import { apiRequest, type ApiEndpoint, type EndpointOutput, type Schema } from './api-client.ts';

/** Query-string values; undefined, null and '' are left out (an empty filter means "no filter"). */
export type QueryValue = string | number | boolean | null | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

/**
 * What a key of the endpoint's query schema accepts: its enum values when it has some, any query-string value
 * when the schema reads text (a coerced number, a stringbool, free text); null or undefined leaves it out.
 */
type QueryValueOf<T> = unknown extends T
  ? QueryValue
  : T extends string
    ? string extends T
      ? QueryValue
      : T
    : T extends number | boolean | undefined
      ? T
      : never;

/** The query string of an endpoint, keyed by its query schema: a key the schema does not know does not compile. */
export type EndpointQuery<E extends ApiEndpoint> =
  E['query'] extends Schema<infer Q>
    ? { readonly [K in keyof Q]?: QueryValueOf<Q[K]> | null }
    : { readonly [key: string]: never };

/** An endpoint whose answer is a list, so its pages can be joined. */
export type ListEndpoint = ApiEndpoint & {
  readonly output: { readonly _zod: { readonly output: readonly unknown[] } };
};
export type ListItem<E extends ListEndpoint> = EndpointOutput<E>[number];

export interface Page<T> {
  items: T;
  /** The `x-next-cursor` header: the cursor of the next page, null on the last one. */
  nextCursor: string | null;
}

/** A path with its query string (`/api/transactions?from=…&to=…`), each value URL-encoded. */
export function withQuery(path: string, query: Query = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

/** One GET of an endpoint with a query string; the answer is parsed with the endpoint's output schema. */
export async function getPage<E extends ApiEndpoint>(
  endpoint: E,
  query?: EndpointQuery<E>,
): Promise<Page<EndpointOutput<E>>> {
  const response = await apiRequest('GET', withQuery(endpoint.path, query));
  const items: EndpointOutput<E> = endpoint.output.parse(await response.json());
  return { items, nextCursor: response.headers.get('x-next-cursor') };
}

/** A GET that is not paged, or only the first page of a list (a `limit` asks for just what is needed). */
export async function getOne<E extends ApiEndpoint>(
  endpoint: E,
  query?: EndpointQuery<E>,
): Promise<EndpointOutput<E>> {
  return (await getPage(endpoint, query)).items;
}

/** Every page of a list, following `x-next-cursor`; at most `maxPages`, in case a server keeps answering one. */
export async function getAllPages<E extends ListEndpoint>(
  endpoint: E,
  query?: EndpointQuery<E>,
  maxPages = 50,
): Promise<ListItem<E>[]> {
  const rows: ListItem<E>[] = [];
  let cursor: string | null = null;
  for (let page = 0; page < maxPages; page++) {
    const next = { ...(query as Query | undefined), cursor } as unknown as EndpointQuery<E>;
    const page: Page<EndpointOutput<E>> = await getPage(endpoint, next);
    rows.push(...page.items);
    cursor = page.nextCursor;
    if (!cursor) break;
  }
  return rows;
}
