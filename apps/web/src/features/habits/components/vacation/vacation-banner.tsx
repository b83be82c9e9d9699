import { Palmtree } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Vacation } from '@track-grow/domain/habits';
import { Button } from '../../../../components/ui/button.tsx';
import { shortDay } from '../../format.ts';

/** Today falls in a vacation: every habit is paused until its end. */
export function VacationBanner({ vacation, onManage }: { vacation: Vacation; onManage: () => void }) {
  const { t, i18n } = useTranslation('habits');
  return (
    <div className="flex items-center gap-3 rounded-2xl border border-border bg-secondary p-4 text-secondary-foreground">
      <Palmtree aria-hidden="true" className="size-6 shrink-0" />
      <p className="flex-1 text-sm">
        <span className="font-semibold">
          {t('vacation.bannerTitle', { date: shortDay(vacation.endDate, i18n.language) })}
        </span>{' '}
        {t('vacation.bannerBody')}
      </p>
      <Button variant="outline" size="sm" onClick={onManage}>
        {t('vacation.manage')}
      </Button>
    </div>
  );
}
