import { icuWarmUps, warmQuietly } from './icu-formats.ts';

let warmed = false;

/**
 * A page's first date, number or plural format loads ICU's data, a long task on a phone (traced with
 * `npm run lighthouse:tasks`). That data is shared by the page's threads, so a worker loads it beside the main
 * thread. Where workers are missing or this one fails, the main thread loads it, one format a task. The page's
 * language stands in for the user's, the browser's zone for theirs; later calls do nothing.
 */
export function warmIcu(language = document.documentElement.lang || 'en'): void {
  if (warmed) return;
  warmed = true;
  if (typeof Worker !== 'function') return warmOnMainThread(language);
  try {
    const worker = new Worker(new URL('./warm-icu.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = () => worker.terminate();
    worker.onerror = () => {
      worker.terminate();
      warmOnMainThread(language);
    };
    worker.postMessage(language);
  } catch {
    warmOnMainThread(language);
  }
}

function warmOnMainThread(language: string): void {
  for (const warm of icuWarmUps) setTimeout(() => warmQuietly(warm, language), 0);
}
