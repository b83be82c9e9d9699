const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * A list of chunk addresses that the production build writes into index.html as a JSON script (vite.config.ts,
 * `chunkLists`): `page-chunks` or `signed-in-chunks`. Null on the dev server, or when the list is unreadable.
 */
export function builtChunks(id: 'page-chunks' | 'signed-in-chunks'): string[] | null {
  const text = document.getElementById(id)?.textContent;
  if (!text) return null;
  try {
    const list: unknown = JSON.parse(text);
    return Array.isArray(list) && list.every((item) => typeof item === 'string') ? list : null;
  } catch {
    return null;
  }
}

/** Each `modulepreload` link starts a request, some milliseconds of main thread on a phone: a few per task. */
export const PRELOADS_PER_TASK = 4;

/**
 * Fetches and compiles modules without running them: `modulepreload` links, a few per task. Vite's preload
 * helper skips the addresses that already have a link, so a later `import()` of them only waits for them.
 */
export async function preloadModules(hrefs: readonly string[]): Promise<void> {
  for (let start = 0; start < hrefs.length; start += PRELOADS_PER_TASK) {
    await nextTask().then(() => {
      // Looked up each task: the helper may have added some meanwhile (an import that could not wait).
      const present = new Set(Array.from(document.querySelectorAll('link'), (link) => link.href));
      for (const href of hrefs.slice(start, start + PRELOADS_PER_TASK)) {
        if (present.has(new URL(href, document.baseURI).href)) continue;
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
    });
  }
}
