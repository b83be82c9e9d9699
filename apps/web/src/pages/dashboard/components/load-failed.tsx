import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';

/** A read that failed: said calmly, with a way to ask again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('dashboard');
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-muted/60 p-4 text-sm">
      <p className="text-muted-foreground">{t('page.loadFailed')}</p>
      <Button type="button" variant="outline" size="sm" onClick={onRetry}>
        {t('page.retry')}
      </Button>
    </div>
  );
}
