import { lazy, Suspense, useDeferredValue, useEffect, type ComponentType } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { User } from '@track-grow/domain/auth';
import { ToasterHost } from '../components/ui/toaster-host.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { releaseFirstScreen } from '../lib/first-screen.ts';
import { followBrowserOnline } from '../lib/online.ts';
import { createQueryClient } from '../lib/query-client.ts';
import { startQueryPersistence } from '../lib/query-persistence.ts';
import { useCurrentUser, userQueryOptions } from '../lib/session.ts';
import { ConnectionNotices } from './connection-notices.tsx';
import { PreferencesSync } from './preferences-sync.tsx';
import { pageAt } from './routes/pages.ts';
import { SignedOutRoutes } from './routes/signed-out-routes.tsx';

interface SignedInAppModule {
  default: ComponentType<{ user: User }>;
}

let signedInApp: Promise<SignedInAppModule> | undefined;

/**
 * The signed-in app (shell, menu, tour …) is its own chunk: the landing loads none of it. The page at the
 * address starts loading at the same time, not once the shell has rendered (a failure is retried by the page).
 * When the device was signed in last time, main.tsx calls it at start, beside the user's request.
 */
export function loadSignedInApp(): Promise<SignedInAppModule> {
  if (!signedInApp) {
    pageAt(window.location.pathname)
      ?.preload()
      .catch(() => undefined);
    signedInApp = import('./signed-in-app.tsx');
    // A failed early load is tried again when the signed-in app is rendered.
    signedInApp.catch(() => (signedInApp = undefined));
  }
  return signedInApp;
}

const SignedInApp = lazy(loadSignedInApp);

/** Signed out after all (the session ended since the server drew Home's picture): the picture goes. */
function SignedOut() {
  useEffect(releaseFirstScreen, []);
  return <SignedOutRoutes />;
}

/** Signed in or out decides the whole tree (SPEC.md 6); "Loading..." while the user is being fetched. */
export function AppRouter() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  // The user's answer is a synchronous update (a query store): the signed-in app's first render, the shell and
  // the page, follows as a deferred one, which React renders in slices instead of one long task on a phone.
  const shownUser = useDeferredValue(user);
  const loading = <LoadingState label={t('common.loading')} className="min-h-dvh" />;
  if (isLoading) return loading;
  if (!user) return <SignedOut />;
  if (!shownUser) return loading;
  return (
    <Suspense fallback={loading}>
      <SignedInApp user={user} />
    </Suspense>
  );
}

/**
 * The query client, following the browser's network state and keeping the user's answers for offline use. The
 * user's request goes out now, at start (main.tsx), ahead of any chunk and not after the first render.
 */
export function createAppQueryClient(): QueryClient {
  const queryClient = createQueryClient();
  followBrowserOnline();
  startQueryPersistence(queryClient);
  void queryClient.prefetchQuery(userQueryOptions);
  return queryClient;
}

export function App({ queryClient }: { queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ConnectionNotices />
      <PreferencesSync />
      <AppRouter />
      <ToasterHost />
    </QueryClientProvider>
  );
}
