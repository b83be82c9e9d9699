import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { allAreas } from './areas.ts';
import { pages } from './pages.ts';
import { PageFallback } from './page-fallback.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** SPEC.md 2: the signed-in routes (every area's from its registry entry); anything else is the not-found page. */
export function SignedInRoutes() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          {allAreas.map(({ key, href }) => (
            <Route key={key} path={href} component={pages[key].Component} />
          ))}
          <Route path="/home" component={pages.home.Component} />
          <Route path="/image-selector" component={pages.imageSelector.Component} />
          <Route path="/hub" component={pages.hub.Component} />
          <Route component={pages.notFound.Component} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
