import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Toaster } from '../components/ui/toaster.tsx';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { LoadingState } from '../components/ui/spinner.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { useCurrentUser } from '../lib/session.ts';
import { PreferencesSync } from './preferences-sync.tsx';
import { SignedInApp } from './signed-in-app.tsx';
import { SignedOutRoutes } from './routes/signed-out-routes.tsx';

/** Signed in or out decides the whole tree (SPEC.md 6); "Loading..." while the user is being fetched. */
export function AppRouter() {
  const { t } = useTranslation();
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingState label={t('common.loading')} className="min-h-dvh" />;
  return user ? <SignedInApp user={user} /> : <SignedOutRoutes />;
}

export function App() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <TooltipProvider>
        <PreferencesSync />
        <AppRouter />
        <Toaster />
      </TooltipProvider>
    </QueryClientProvider>
  );
}
