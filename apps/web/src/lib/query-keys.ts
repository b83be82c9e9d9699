import { onlineManager, type Mutation, type Query, type QueryClient } from '@tanstack/react-query';
import { productAreas, type ProductAreaKey } from '@track-grow/domain/areas';
import type { ApiEndpoint, EndpointParams } from './api-client.ts';
import type { EndpointQuery } from './api-list.ts';

/**
 * The areas of a user's data: the product's areas (packages/domain's `productAreas`, so a new area is one
 * here too), vacations (a habits write leaves them as they are) and the profile. A read names the areas its
 * answer is computed from (`dependsOn`), a write names the areas it changed (`changes`); a write then
 * refreshes exactly the reads that depend on its areas. Query keys come from the endpoint map (`keyOf`).
 */
export type Area = ProductAreaKey | 'vacations' | 'profile';
export const AREAS: readonly Area[] = [
  ...(Object.keys(productAreas) as ProductAreaKey[]),
  'vacations',
  'profile',
];

/** Reads computed from everything (dashboard, widgets, timeline, assistant) depend on every area. */
export const ALL_AREAS: readonly Area[] = AREAS;

/** A key's parts after the path: the path parameters (required when the path has some), then the query. */
export type KeyParts<E extends ApiEndpoint> =
  EndpointParams<E> extends undefined
    ? [params?: undefined, query?: EndpointQuery<E>]
    : [params: EndpointParams<E>, query?: EndpointQuery<E>];

/**
 * A read's query key, from its entry of the endpoint map: the API path first (SPEC.md 7), then its path
 * parameters and its query, each a further part when given. Both are typed by the endpoint's schemas, so a
 * misspelt key does not compile; the path alone is the prefix of every key of that endpoint.
 */
export function keyOf<E extends ApiEndpoint>(
  endpoint: E,
  ...[params, query]: KeyParts<E>
): readonly unknown[] {
  return [endpoint.path, ...(params === undefined ? [] : [params]), ...(query === undefined ? [] : [query])];
}

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { dependsOn?: readonly Area[] };
    mutationMeta: { changes?: readonly Area[] };
  }
}

/** A read's declaration, spread into its query options: `queryOptions({ queryKey, queryFn, ...dependsOn('mood') })`. */
export function dependsOn(...areas: Area[]): { meta: { dependsOn: readonly Area[] } } {
  return { meta: { dependsOn: areas } };
}

/** A write's declaration, spread into its mutation options; the query client refreshes once it settles. */
export function changes(...areas: Area[]): { meta: { changes: readonly Area[] } } {
  return { meta: { changes: areas } };
}

/** Whether a cached read depends on any of the changed areas. */
export function readsAnyOf(query: Pick<Query, 'meta'>, changed: readonly Area[]): boolean {
  return query.meta?.dependsOn?.some((area) => changed.includes(area)) ?? false;
}

/** Marks stale (and refetches when watched) every read that depends on one of `areas`. */
export function invalidateAreas(queryClient: QueryClient, areas: readonly Area[]): Promise<void> {
  return queryClient.invalidateQueries({ predicate: (query) => readsAnyOf(query, areas) });
}

export function invalidateArea(queryClient: QueryClient, area: Area): Promise<void> {
  return invalidateAreas(queryClient, [area]);
}

/**
 * The mutation cache's settle handler: a write that declared `changes` refreshes those areas' readers after
 * success and after failure alike (an optimistic view is rolled back, a "not found" means the cache is behind).
 * Returning the promise makes `mutateAsync` wait for the refresh, except offline, where the refresh waits for
 * the network and the write must not.
 */
export function refreshChangedAreas(
  queryClient: QueryClient,
  mutation: Pick<Mutation<unknown, unknown, unknown, unknown>, 'meta'>,
): Promise<void> | undefined {
  const changed = mutation.meta?.changes;
  if (!changed || changed.length === 0) return undefined;
  const refresh = invalidateAreas(queryClient, changed);
  return onlineManager.isOnline() ? refresh : undefined;
}
