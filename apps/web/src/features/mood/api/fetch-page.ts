import { apiRequest, type ApiEndpoint, type EndpointOutput } from '../../../lib/api-client.ts';

export interface Page<T> {
  items: T;
  /** The `x-next-cursor` header: another page exists when it is set. */
  nextCursor: string | null;
}

type Query = Record<string, string | number | null | undefined>;

/** A GET of a list endpoint with a query string; the answer is parsed with the endpoint's schema. */
export async function fetchPage<E extends ApiEndpoint>(endpoint: E, query: Query): Promise<Page<EndpointOutput<E>>> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  const response = await apiRequest('GET', search ? `${endpoint.path}?${search}` : endpoint.path);
  return { items: endpoint.output.parse(await response.json()), nextCursor: response.headers.get('x-next-cursor') };
}
