import { icuWarmUps, warmQuietly } from './icu-formats.ts';

// ICU's data belongs to the page's process, not to this thread: loaded here, the page's first formats are
// quick. The message is the page's language; the answer says the data is loaded.
self.onmessage = (event: MessageEvent<string>) => {
  for (const warm of icuWarmUps) warmQuietly(warm, event.data);
  self.postMessage('warm');
};
