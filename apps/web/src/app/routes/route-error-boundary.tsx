import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RotateCw, TriangleAlert } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { releaseFirstScreen } from '../../lib/first-screen.ts';

function PageCrashed() {
  const { t } = useTranslation();
  useEffect(releaseFirstScreen, []);
  return (
    <EmptyState
      icon={TriangleAlert}
      title={t('errors.pageTitle')}
      headingLevel="h1"
      actions={
        <Button onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" />
          {t('errors.reload')}
        </Button>
      }
    >
      {t('errors.pageBody')}
    </EmptyState>
  );
}

interface Props {
  children: ReactNode;
  /** Changing it (the route) clears the error, so moving on from a broken page works. */
  resetKey: string;
}

/** A page that fails to render (or whose code fails to load) shows a way out instead of a blank screen. */
export class RouteErrorBoundary extends Component<Props, { failed: boolean; resetKey: string }> {
  override state = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<{ failed: boolean }> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: Props, state: { failed: boolean; resetKey: string }) {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('A page failed to render', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <PageCrashed /> : this.props.children;
  }
}
