import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Two days of grey rows while the first page loads. */
export function TimelineSkeleton() {
  const { t } = useTranslation('timeline');
  return (
    <div role="status" className="grid gap-5">
      <span className="sr-only">{t('loading')}</span>
      {[3, 2].map((rows, day) => (
        <div key={day} aria-hidden="true" className="grid gap-2">
          <Skeleton className="mx-2 h-3 w-20" />
          <div className="grid gap-3 rounded-2xl border border-border bg-card p-3.5">
            {Array.from({ length: rows }, (_, row) => (
              <div key={row} className="flex items-center gap-3">
                <Skeleton className="size-9 shrink-0 rounded-lg" />
                <Skeleton className="h-4 flex-1" />
                <Skeleton className="h-3 w-10" />
              </div>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}
