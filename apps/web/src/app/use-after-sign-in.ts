import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { preloadPages } from './routes/pages.ts';

/**
 * SPEC.md 7 lists area reads to prefetch 0.5 s after sign-in. Only endpoints the server already offers
 * belong here: each area adds its list's path when its API ships.
 */
export const prefetchedAreaPaths: readonly string[] = [];

/** SPEC.md 9: data prefetch after 0.5 s, page code preload after 1 s; failures are only logged. */
export function useAfterSignIn(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const prefetch = setTimeout(() => {
      for (const path of prefetchedAreaPaths) {
        queryClient
          .prefetchQuery({ queryKey: [path] })
          .catch((error: unknown) => console.warn(`Prefetch of ${path} failed`, error));
      }
    }, 500);
    const preload = setTimeout(() => void preloadPages(), 1000);
    return () => {
      clearTimeout(prefetch);
      clearTimeout(preload);
    };
  }, [queryClient]);
}
