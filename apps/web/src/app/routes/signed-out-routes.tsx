import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LandingPage } from '../../features/auth/components/landing-page.tsx';
import { pages } from './pages.ts';
import { PageFallback } from './page-fallback.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** SPEC.md 2 and 6: three pages of their own; every other path shows the landing. */
export function SignedOutRoutes() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          <Route path="/forgot-password" component={pages.forgotPassword.Component} />
          <Route path="/reset-password" component={pages.resetPassword.Component} />
          <Route path="/image-selector" component={pages.imageSelector.Component} />
          <Route component={LandingPage} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
