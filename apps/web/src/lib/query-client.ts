import { QueryClient, type QueryFunction } from '@tanstack/react-query';
import { ApiError, apiRequest } from './api-client.ts';

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

/** SPEC.md 9: fresh 30 s, kept 5 min, no retries, no refetch on focus, no polling. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        queryFn: getQueryFn({ on401: 'throw' }),
        staleTime: 30_000,
        gcTime: 300_000,
        retry: false,
        refetchOnWindowFocus: false,
        refetchInterval: false,
      },
      mutations: { retry: false },
    },
  });
}
