import { CloudOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

/** A read failed: say so and offer to try again. */
export function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('habits');
  return (
    <EmptyState
      icon={CloudOff}
      title={t('errors.loadFailed')}
      actions={
        <Button variant="outline" onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    >
      {t('errors.loadFailedBody')}
    </EmptyState>
  );
}
