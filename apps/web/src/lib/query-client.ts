import { MutationCache, QueryClient } from '@tanstack/react-query';
import { refreshChangedAreas } from './query-keys.ts';

/**
 * SPEC.md 9: fresh 30 s, kept 5 min, no retries, no refetch on focus, no polling. Every read brings its own
 * query function (through the endpoint map); a write declaring the areas it `changes` refreshes their readers
 * here (lib/query-keys.ts).
 */
export function createQueryClient(): QueryClient {
  const queryClient: QueryClient = new QueryClient({
    mutationCache: new MutationCache({
      onSettled: (_data, _error, _variables, _context, mutation) =>
        refreshChangedAreas(queryClient, mutation),
    }),
    defaultOptions: {
      queries: {
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
