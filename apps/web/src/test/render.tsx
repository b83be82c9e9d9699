import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { User } from '@track-grow/domain/auth';
import { ToasterHost } from '../components/ui/toaster-host.tsx';
import { TooltipProvider } from '../components/ui/tooltip.tsx';
import { createQueryClient } from '../lib/query-client.ts';
import { userQueryKey } from '../lib/session.ts';

interface Options {
  /** The signed-in user in the cache; null for signed out; undefined leaves the user query to fetch. */
  user?: User | null;
  path?: string;
  queryClient?: QueryClient;
}

/** Renders with the app's providers: a query client, a router at `path`, tooltips and toasts. */
export function renderWithProviders(
  ui: ReactElement,
  { user, path = '/', queryClient = createQueryClient() }: Options = {},
) {
  if (user !== undefined) queryClient.setQueryData(userQueryKey, user);
  const location = memoryLocation({ path, record: true });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <TooltipProvider>
          {children}
          <ToasterHost />
        </TooltipProvider>
      </Router>
    </QueryClientProvider>
  );
  return { ...render(ui, { wrapper }), queryClient, location };
}
