import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { pages } from './pages.ts';
import { PageFallback } from './page-fallback.tsx';
import { RouteErrorBoundary } from './route-error-boundary.tsx';

/** SPEC.md 2: the signed-in routes; anything else is the not-found page. */
export function SignedInRoutes() {
  const [location] = useLocation();
  return (
    <RouteErrorBoundary resetKey={location}>
      <Suspense fallback={<PageFallback />}>
        <Switch>
          <Route path="/" component={pages.home.Component} />
          <Route path="/home" component={pages.home.Component} />
          <Route path="/quick-capture" component={pages.quickCapture.Component} />
          <Route path="/profile" component={pages.profile.Component} />
          <Route path="/image-selector" component={pages.imageSelector.Component} />
          <Route path="/dashboard" component={pages.dashboard.Component} />
          <Route path="/hub" component={pages.hub.Component} />
          <Route path="/habits" component={pages.habits.Component} />
          <Route path="/fitness" component={pages.fitness.Component} />
          <Route path="/tasks" component={pages.tasks.Component} />
          <Route path="/money" component={pages.money.Component} />
          <Route path="/notes" component={pages.notes.Component} />
          <Route path="/wellness" component={pages.wellness.Component} />
          <Route path="/career" component={pages.career.Component} />
          <Route path="/mood" component={pages.mood.Component} />
          <Route path="/focus" component={pages.focus.Component} />
          <Route path="/books" component={pages.books.Component} />
          <Route path="/timeline" component={pages.timeline.Component} />
          <Route path="/ai-assistant" component={pages.assistant.Component} />
          <Route path="/sound-preview" component={pages.soundPreview.Component} />
          <Route path="/lessons" component={pages.lessons.Component} />
          <Route component={pages.notFound.Component} />
        </Switch>
      </Suspense>
    </RouteErrorBoundary>
  );
}
