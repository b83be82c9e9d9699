import { MutationCache, QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client.ts';
import { refreshChangedAreas } from './query-keys.ts';

type UnauthorizedBehavior = 'returnNull' | 'throw';

/** Cached reads use the path itself as key and issue a GET (SPEC.md 7); key parts join with "/". */
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const path = queryKey.map(String).join('/');
    try {
      const response = await apiRequest('GET', path);
      if (signal.aborted) return null;
      return (await response.json()) as T;
    } catch (error) {
      if (on401 === 'returnNull' && error instanceof ApiError && error.status === 401) return null;
      throw error;
    }
  };
}

/**
 * SPEC.md 9: fresh 30 s, kept 5 min, no retries, no refetch on focus, no polling. A write declaring the areas
 * it `changes` refreshes their readers here (lib/query-keys.ts).
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSettled: (_data, _error, _variables, _context, mutation) =>
        refreshChangedAreas(queryClient, mutation),
    }),
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 30_000,
        gcTime: 300_000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      // A write made offline fails at once with an OfflineError (the form says so and keeps its text)
      // rather than wait, unseen, for the network; habit days queue themselves (lib/offline-queue.ts).
      mutations: { retry: false, networkMode: 'always' },
    },
  });
  return queryClient;
}
