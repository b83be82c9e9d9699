import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

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
  quickCapture: lazyPage(() => import('../../features/quick-capture/components/quick-capture-page.tsx')),
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
  notFound: lazyPage(() => import('../../features/not-found/components/not-found-page.tsx')),
} satisfies Record<string, LazyPage>;

/** SPEC.md 9: the code of the pages is preloaded one second after sign-in; failures are only logged. */
export async function preloadPages(): Promise<void> {
  const results = await Promise.allSettled(Object.values(pages).map((page) => page.preload()));
  const failed = results.filter((result) => result.status === 'rejected').length;
  if (failed > 0) console.warn(`Could not preload ${failed} page(s); they load when opened.`);
}
