import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/utils.ts';

export function AveragesSkeleton() {
  const { t } = useTranslation('mood');
  return (
    <div role="status" className="grid grid-cols-3 gap-2 sm:gap-3">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2].map((tile) => (
        <div
          key={tile}
          aria-hidden="true"
          className="grid gap-2 rounded-2xl border border-border bg-card p-3 sm:p-4"
        >
          <Skeleton className="h-3 w-16" />
          <Skeleton className="h-8 w-20" />
          <Skeleton className="h-3 w-12" />
        </div>
      ))}
    </div>
  );
}

export function CardSkeleton({ tall }: { tall?: boolean }) {
  return (
    <div aria-hidden="true" className="grid gap-4 rounded-2xl border border-border bg-card p-5">
      <Skeleton className="h-4 w-32" />
      <Skeleton className={cn('w-full', tall ? 'h-80' : 'h-48')} />
    </div>
  );
}

export function RecentSkeleton() {
  return (
    <div aria-hidden="true" className="grid gap-2">
      <Skeleton className="h-5 w-32" />
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex items-center gap-3 rounded-2xl border border-border bg-card p-3">
          <Skeleton className="size-11 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-24" />
            <Skeleton className="h-3 w-40" />
          </div>
        </div>
      ))}
    </div>
  );
}
