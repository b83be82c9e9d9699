/**
 * index.html's loader: the logo, or, on a signed-in cold start at /, the server's picture of Home's first screen
 * (`data-first-screen`, app/first-screen.tsx), which shows the greeting before any script runs.
 */
const LOADER_ID = 'initial-loader';
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** SPEC.md 9: the loader goes after about 0.1 s with a 0.3 s fade. */
function fadeOut(loader: HTMLElement): void {
  setTimeout(() => {
    loader.dataset.hidden = 'true';
    setTimeout(() => loader.remove(), 300);
  }, 100);
}

/**
 * The app's first commit: the logo goes. The first render is sliced, so a timer started with the script could
 * fade the loader out over a page React has not drawn yet. A picture of the first screen stays: the app's first
 * commit is only "Loading…", and the picture gives way to the real page (`releaseFirstScreen`).
 */
export function hideInitialLoader(): void {
  const loader = document.getElementById(LOADER_ID);
  if (!loader || loader.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return;
  fadeOut(loader);
}

/** The real page is drawn (Home's header, the signed-out pages, an error): the picture goes. */
export function releaseFirstScreen(): void {
  const loader = document.getElementById(LOADER_ID);
  if (!loader?.hasAttribute(FIRST_SCREEN_ATTRIBUTE)) return;
  loader.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  fadeOut(loader);
}

/**
 * createRoot's `onUncaughtError`: a crash outside every page's boundary (the shell, or a chunk that fails to
 * load) unmounts the app, and the picture must not stay over what is left. The error is reported as React would.
 */
export function releaseFirstScreenOnCrash(error: unknown): void {
  releaseFirstScreen();
  reportError(error);
}
