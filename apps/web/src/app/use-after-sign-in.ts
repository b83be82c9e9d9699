import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { isSigningOut } from '../lib/logout.ts';
import { dependsOn, type Area } from '../lib/query-keys.ts';
import { whenIdle } from '../lib/when-idle.ts';
import { preloadPages } from './routes/pages.ts';

/**
 * SPEC.md 7 lists area reads to prefetch 0.5 s after sign-in. Only endpoints the server already offers
 * belong here. Each key is the bare path, which the areas
 * read as a plain list (the same JSON the default query function stores), never as paged (infinite) data;
 * each declares its areas like any read, so a write refreshes it before a screen has watched it.
 */
const prefetchedReads: Readonly<Record<string, readonly Area[]>> = {
  '/api/habits': ['habits', 'vacations'],
  '/api/habits/completions': ['habits', 'vacations'],
  '/api/tasks': ['tasks'],
  '/api/transactions': ['money'],
  '/api/notes': ['notes'],
  '/api/moods': ['mood'],
  '/api/focus-sessions': ['focus'],
  '/api/lessons/completions': ['lessons'],
};
export const prefetchedAreaPaths: readonly string[] = Object.keys(prefetchedReads);

/**
 * SPEC.md 9: data prefetch after 0.5 s, page code preload after 1 s, each then when the browser is idle (never
 * on the first screen's critical path); failures are only logged.
 */
export function useAfterSignIn(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let cancelPrefetch: (() => void) | undefined;
    // All reads in one idle period, so they are over soon after the screen settles: a chain of one read per
    // idle period kept starting requests for seconds on a busy phone, into whatever the network did meanwhile.
    const prefetchAll = () => {
      // A quick sign-out ends the session before this fires: its 401s would only be noise. Offline, the reads
      // would only wait or fail, and the screens read for themselves when the network returns.
      if (isSigningOut() || navigator.onLine === false) return;
      for (const path of prefetchedAreaPaths)
        queryClient
          .prefetchQuery({ queryKey: [path], ...dependsOn(...(prefetchedReads[path] ?? [])) })
          .catch((error: unknown) => console.warn(`Prefetch of ${path} failed`, error));
    };
    const prefetch = setTimeout(() => (cancelPrefetch = whenIdle(prefetchAll)), 500);
    let cancelPreload: (() => void) | undefined;
    const preload = setTimeout(() => {
      cancelPreload = whenIdle(() => void preloadPages());
    }, 1000);
    return () => {
      clearTimeout(prefetch);
      cancelPrefetch?.();
      clearTimeout(preload);
      cancelPreload?.();
    };
  }, [queryClient]);
}
