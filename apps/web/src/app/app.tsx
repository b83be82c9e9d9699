import { lazy, Suspense, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ToasterHost } from '../components/ui/toaster-host.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { followBrowserOnline } from '../lib/online.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { startQueryPersistence } from '../lib/query-persistence.ts';
import { useCurrentUser } from '../lib/session.ts';
import { ConnectionNotices } from './connection-notices.tsx';
import { PreferencesSync } from './preferences-sync.tsx';
import { pageAt } from './routes/pages.ts';
import { SignedOutRoutes } from './routes/signed-out-routes.tsx';

/**
 * The signed-in app (shell, menu, tour …) is its own chunk: the landing loads none of it. The page at the
 * address starts loading at the same time, not once the shell has rendered (a failure is retried by the page).
 */
const SignedInApp = lazy(() => {
  pageAt(window.location.pathname)
    ?.preload()
    .catch(() => undefined);
  return import('./signed-in-app.tsx');
});

/** Signed in or out decides the whole tree (SPEC.md 6); "Loading..." while the user is being fetched. */
export function AppRouter() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  const loading = <LoadingState label={t('common.loading')} className="min-h-dvh" />;
  if (isLoading) return loading;
  if (!user) return <SignedOutRoutes />;
  return (
    <Suspense fallback={loading}>
      <SignedInApp user={user} />
    </Suspense>
  );
}

/** The query client, following the browser's network state and keeping the user's answers for offline use. */
function createAppQueryClient() {
  const queryClient = createQueryClient();
  followBrowserOnline();
  startQueryPersistence(queryClient);
  return queryClient;
}

export function App() {
  const [queryClient] = useState(createAppQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionNotices />
      <PreferencesSync />
      <AppRouter />
      <ToasterHost />
    </QueryClientProvider>
  );
}
