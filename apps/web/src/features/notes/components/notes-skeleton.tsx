import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

export function NotesSkeleton() {
  const { t } = useTranslation('notes');
  return (
    <div role="status" className="grid gap-3 sm:grid-cols-2">
      <span className="sr-only">{t('loading')}</span>
      {[0, 1, 2, 3].map((card) => (
        <div
          key={card}
          aria-hidden="true"
          className="grid gap-2 rounded-2xl border border-border bg-card p-4"
        >
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-4/5" />
          <Skeleton className="mt-1 h-3 w-16" />
        </div>
      ))}
    </div>
  );
}
