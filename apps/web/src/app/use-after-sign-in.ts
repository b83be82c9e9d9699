import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isSigningOut } from '../lib/logout.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { preloadPages } from './routes/pages.ts';

/**
 * SPEC.md 9: data prefetch after 0.5 s (the areas' own reads, app/prefetched-reads.ts, whose code loads then
 * rather than with the first screen), page code preload after 1 s, each then when the browser is idle (never
 * on the first screen's critical path); failures are only logged.
 */
export function useAfterSignIn(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelled = false;
    let cancelPrefetch: (() => void) | undefined;
    // A quick sign-out ends the session before this fires: its 401s would only be noise. Offline, the reads
    // would only wait or fail, and the screens read for themselves when the network returns.
    const skip = () => cancelled || isSigningOut() || navigator.onLine === false;
    // All reads in one idle period, so they are over soon after the screen settles: a chain of one read per
    // idle period kept starting requests for seconds on a busy phone, into whatever the network did meanwhile.
    const prefetchAll = () => {
      if (skip()) return;
      void import('./prefetched-reads.ts').then(
        ({ prefetchAreaReads }) => {
          if (!skip()) prefetchAreaReads(queryClient);
        },
        (error: unknown) => console.warn('Prefetch failed', error),
      );
    };
    const prefetch = setTimeout(() => (cancelPrefetch = whenIdle(prefetchAll)), 500);
    let cancelPreload: (() => void) | undefined;
    const preload = setTimeout(() => {
      cancelPreload = whenIdle(() => void preloadPages());
    }, 1000);
    return () => {
      cancelled = true;
      clearTimeout(prefetch);
      cancelPrefetch?.();
      clearTimeout(preload);
      cancelPreload?.();
    };
  }, [queryClient]);
}
