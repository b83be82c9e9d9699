import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/utils.ts';

/** "🔥 N": the current streak (N weeks for N-times-a-week habits), with its unit for screen readers. */
export function StreakBadge({ count, unit }: { count: number; unit: 'day' | 'week' }) {
  const { t } = useTranslation('habits');
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 font-semibold tabular-nums',
        count > 0 ? 'text-foreground' : '',
      )}
    >
      <span aria-hidden="true">
        🔥 {count}
        {unit === 'week' ? ` ${t('streak.weekShort')}` : ''}
      </span>
      <span className="sr-only">{t(unit === 'week' ? 'streak.weeks' : 'streak.days', { count })}</span>
    </span>
  );
}
