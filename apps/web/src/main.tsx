import './lib/zod-jitless.ts';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import './lib/i18n.ts';
import { App, createAppQueryClient, loadSignedInApp } from './app/app.tsx';
import { expectsSignedIn } from './lib/session.ts';
import { ensureUserId } from './lib/storage.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';

ensureUserId();
// The user's request first: on HTTP/1.1 it would otherwise queue behind the signed-in app's chunks. Those
// start in a task of their own (asking for three dozen files is a long task on a phone).
const queryClient = createAppQueryClient();
if (expectsSignedIn()) setTimeout(() => void loadSignedInApp().catch(() => undefined), 0);
registerServiceWorker();

/**
 * SPEC.md 9: the static loader of index.html goes after about 0.1 s with a 0.3 s fade, counted from the app's
 * first commit: the first render is sliced, so a timer started with the script could fade the loader out over
 * a page React has not drawn yet.
 */
function hideInitialLoader(): void {
  const loader = document.getElementById('initial-loader');
  if (!loader) return;
  setTimeout(() => {
    loader.dataset.hidden = 'true';
    setTimeout(() => loader.remove(), 300);
  }, 100);
}

function Root() {
  useEffect(hideInitialLoader, []);
  return <App queryClient={queryClient} />;
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// A transition: React renders the first tree in slices of a few milliseconds, yielding to the browser between
// them, instead of one long task on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});
