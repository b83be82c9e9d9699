import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { productAreas, type ProductAreaKey } from '@track-grow/domain/areas';
import { nextIdle } from '../../lib/when-idle.ts';

interface LazyPage {
  Component: LazyExoticComponent<ComponentType>;
  /** Starts loading the page's chunk; a failed load may be retried. */
  preload: () => Promise<unknown>;
}

function lazyPage(load: () => Promise<{ default: ComponentType }>): LazyPage {
  let pending: Promise<{ default: ComponentType }> | undefined;
  const loadOnce = () =>
    (pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    }));
  return { Component: lazy(loadOnce), preload: loadOnce };
}

/** Every page but the landing is its own chunk (DESIGN.md 7). */
export const pages = {
  home: lazyPage(() => import('../../pages/home/components/home-page.tsx')),
  quickCapture: lazyPage(() => import('../../pages/quick-capture/components/quick-capture-page.tsx')),
  profile: lazyPage(() => import('../../features/profile/components/profile-page.tsx')),
  imageSelector: lazyPage(() => import('../../features/profile/components/image-selector-page.tsx')),
  dashboard: lazyPage(() => import('../../pages/dashboard/components/dashboard-page.tsx')),
  hub: lazyPage(() => import('./hub-route.tsx')),
  habits: lazyPage(() => import('../../features/habits/components/habits-page.tsx')),
  fitness: lazyPage(() => import('../../features/fitness/components/fitness-page.tsx')),
  tasks: lazyPage(() => import('../../features/tasks/components/tasks-page.tsx')),
  money: lazyPage(() => import('../../features/money/components/money-page.tsx')),
  notes: lazyPage(() => import('../../features/notes/components/notes-page.tsx')),
  wellness: lazyPage(() => import('../../features/wellness/components/wellness-page.tsx')),
  career: lazyPage(() => import('../../features/career/components/career-page.tsx')),
  mood: lazyPage(() => import('../../features/mood/components/mood-page.tsx')),
  focus: lazyPage(() => import('../../features/focus/components/focus-page.tsx')),
  books: lazyPage(() => import('../../features/books/components/books-page.tsx')),
  timeline: lazyPage(() => import('../../features/timeline/components/timeline-page.tsx')),
  assistant: lazyPage(() => import('../../features/assistant/components/assistant-page.tsx')),
  soundPreview: lazyPage(() => import('../../features/focus/components/sound-preview-page.tsx')),
  lessons: lazyPage(() => import('../../features/lessons/components/lessons-page.tsx')),
  forgotPassword: lazyPage(() => import('../../features/auth/components/forgot-password-page.tsx')),
  resetPassword: lazyPage(() => import('../../features/auth/components/reset-password-page.tsx')),
  notFound: lazyPage(() => import('./not-found-page.tsx')),
} satisfies Record<string, LazyPage>;

/**
 * SPEC.md 9: the code of the pages is preloaded (one second after sign-in, see use-after-sign-in.ts). One page
 * at a time, each when the browser is idle, so the preload never delays what the user is looking at or
 * blocks a tap. Failures are only logged (a page that failed loads when opened).
 */
export async function preloadPages(idle: () => Promise<void> = nextIdle): Promise<void> {
  let failed = 0;
  for (const page of Object.values(pages)) {
    await idle();
    await page.preload().catch(() => (failed += 1));
  }
  if (failed > 0) console.warn(`Could not preload ${failed} page(s); they load when opened.`);
}

const pageKeys = new Set<string>(Object.keys(pages));
const isPageKey = (key: string): key is keyof typeof pages & ProductAreaKey => pageKeys.has(key);

/**
 * The page a signed-in visit to `pathname` shows (signed-in-routes.tsx's table), or undefined for the
 * not-found page: app.tsx starts loading it beside the signed-in app, instead of after it.
 */
export function pageAt(pathname: string): LazyPage | undefined {
  if (pathname === '/' || pathname === '/home') return pages.home;
  if (pathname === '/hub') return pages.hub;
  if (pathname === '/profile') return pages.profile;
  if (pathname === '/image-selector') return pages.imageSelector;
  if (pathname === '/sound-preview') return pages.soundPreview;
  const key = Object.keys(productAreas).find(
    (area) => productAreas[area as ProductAreaKey].route === pathname,
  );
  return key && isPageKey(key) ? pages[key] : undefined;
}
