import './lib/zod-jitless.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import './lib/i18n.ts';
import { App } from './app/app.tsx';
import { ensureUserId } from './lib/storage.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';

ensureUserId();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// A transition: React renders the first tree in slices of a few milliseconds, yielding to the browser between
// them, instead of one long task on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});

/** SPEC.md 9: the static loader of index.html goes after about 0.1 s with a 0.3 s fade. */
const loader = document.getElementById('initial-loader');
if (loader) {
  setTimeout(() => {
    loader.dataset.hidden = 'true';
    setTimeout(() => loader.remove(), 300);
  }, 100);
}
