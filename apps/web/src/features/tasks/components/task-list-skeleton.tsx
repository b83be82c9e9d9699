import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** The shape of a task list while it loads. */
export function TaskListSkeleton() {
  const { t } = useTranslation('tasks');
  return (
    <div role="status" className="grid gap-2">
      <span className="sr-only">{t('loading')}</span>
      <Skeleton className="h-4 w-24" />
      {[0, 1, 2, 3].map((row) => (
        <div
          key={row}
          aria-hidden="true"
          className="flex items-center gap-3 rounded-2xl border border-border bg-card p-4"
        >
          <Skeleton className="size-6 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-3/5" />
            <Skeleton className="h-3 w-2/5" />
          </div>
        </div>
      ))}
    </div>
  );
}
