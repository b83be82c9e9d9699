import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** A card's outline while its data loads. */
export function CardSkeleton({ label, tall }: { label?: string; tall?: boolean }) {
  const { t } = useTranslation('wellness');
  return (
    <div role="status" className="grid gap-4 rounded-2xl border border-border bg-card p-5">
      <span className="sr-only">{label ?? t('loading')}</span>
      <Skeleton aria-hidden="true" className="h-4 w-32" />
      <Skeleton aria-hidden="true" className={tall ? 'h-52 w-full' : 'h-12 w-full'} />
    </div>
  );
}
