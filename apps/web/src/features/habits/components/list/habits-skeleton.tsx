import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../../components/ui/skeleton.tsx';

/** The list's shape while it loads. */
export function HabitsSkeleton() {
  const { t } = useTranslation('habits');
  return (
    <div role="status" aria-live="polite" className="grid gap-3">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-6 w-32" />
      <Skeleton className="h-2 w-full" />
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="flex items-center gap-3 rounded-2xl border border-border bg-card p-3">
          <Skeleton className="size-11 rounded-2xl" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/5" />
            <Skeleton className="h-3 w-1/4" />
          </div>
          <Skeleton className="size-12 rounded-full" />
        </div>
      ))}
    </div>
  );
}
