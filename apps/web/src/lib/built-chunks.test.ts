import { afterEach, describe, expect, it, vi } from 'vitest';
import { builtChunks, PRELOADS_PER_TASK, preloadModules } from './built-chunks.ts';

afterEach(() => {
  vi.useRealTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) =>
    link.getAttribute('href'),
  );

/** Runs one fake timer, then the promise hops that queue the next one. */
async function nextTask(): Promise<void> {
  vi.advanceTimersToNextTimer();
  for (let hop = 0; hop < 10; hop += 1) await Promise.resolve();
}

describe('builtChunks', () => {
  it('reads a list the build wrote into the page, and nothing from a missing or broken one', () => {
    document.body.innerHTML = `
      <script type="application/json" id="signed-in-chunks">["/assets/a.js","/assets/b.js"]</script>
      <script type="application/json" id="page-chunks">{"not":"a list"}</script>`;
    expect(builtChunks('signed-in-chunks')).toEqual(['/assets/a.js', '/assets/b.js']);
    expect(builtChunks('page-chunks')).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="page-chunks">[1, 2]</script>';
    expect(builtChunks('page-chunks')).toBeNull();
    expect(builtChunks('signed-in-chunks')).toBeNull();
  });
});

describe('preloadModules', () => {
  it('adds a modulepreload link per module, a few per task, none in the calling task', async () => {
    vi.useFakeTimers();
    const hrefs = Array.from(
      { length: PRELOADS_PER_TASK * 2 + 1 },
      (_, index) => `/assets/chunk-${index}.js`,
    );
    const done = preloadModules(hrefs);
    await Promise.resolve();
    expect(preloads()).toEqual([]);
    await nextTask();
    expect(preloads()).toEqual(hrefs.slice(0, PRELOADS_PER_TASK));
    await nextTask();
    expect(preloads()).toEqual(hrefs.slice(0, PRELOADS_PER_TASK * 2));
    await nextTask();
    await done;
    expect(preloads()).toEqual(hrefs);
    const link = document.head.querySelector<HTMLLinkElement>('link[rel="modulepreload"]');
    // As Vite's preload helper adds them: the same request, so a later import() finds it in flight.
    expect(link?.crossOrigin).toBe('');
  });

  it('skips a module that got a link while it waited (Vite added it for an import)', async () => {
    vi.useFakeTimers();
    const hrefs = Array.from({ length: PRELOADS_PER_TASK + 1 }, (_, index) => `/assets/chunk-${index}.js`);
    const done = preloadModules(hrefs);
    await nextTask();
    expect(preloads()).toHaveLength(PRELOADS_PER_TASK);
    document.head.insertAdjacentHTML('beforeend', `<link rel="modulepreload" href="${hrefs.at(-1)}">`);
    await vi.runAllTimersAsync();
    await done;
    expect(preloads()).toEqual(hrefs);
  });

  it('skips a module that already has a link (index.html, or an earlier preload)', async () => {
    document.head.innerHTML = '<link rel="modulepreload" crossorigin href="/assets/entry-dep.js">';
    await preloadModules(['/assets/entry-dep.js', '/assets/new.js']);
    await preloadModules(['/assets/new.js']);
    expect(preloads()).toEqual(['/assets/entry-dep.js', '/assets/new.js']);
  });
});
