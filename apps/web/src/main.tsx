import './lib/zod-jitless.ts';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import './index.css';
import './lib/i18n.ts';
import { App, createAppQueryClient, loadSignedInApp } from './app/app.tsx';
import { expectsSignedIn } from './lib/session.ts';
import { ensureUserId } from './lib/storage.ts';
import { registerServiceWorker } from './lib/register-service-worker.ts';
import { hideInitialLoader, releaseFirstScreenOnCrash } from './lib/first-screen.ts';

ensureUserId();
// The user's request first: on HTTP/1.1 it would otherwise queue behind the signed-in app's chunks.
const queryClient = createAppQueryClient();
if (expectsSignedIn()) loadSignedInApp().catch(() => undefined);
registerServiceWorker();

function Root() {
  useEffect(hideInitialLoader, []);
  return <App queryClient={queryClient} />;
}

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
// A transition: React renders the first tree in slices, yielding to the browser between them.
startTransition(() => {
  createRoot(root, { onUncaughtError: releaseFirstScreenOnCrash }).render(
    <StrictMode>
      <Root />
    </StrictMode>,
  );
});
