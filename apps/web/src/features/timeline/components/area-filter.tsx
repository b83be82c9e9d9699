import { RadioGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { timelineAreas, type TimelineArea } from '@track-grow/domain/timeline';
import { cn } from '../../../lib/utils.ts';

const chip = cn(
  'inline-flex h-9 shrink-0 cursor-pointer items-center rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
  'border-border bg-card text-foreground hover:bg-accent',
  'data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none',
);

/**
 * One area at a time (or all), as radio chips: arrow keys move between them and the checked one is announced.
 * The row scrolls inside itself on a narrow screen, so the page never scrolls sideways.
 */
export function AreaFilter({
  value,
  onChange,
}: {
  value: TimelineArea | '';
  onChange: (area: TimelineArea | '') => void;
}) {
  const { t } = useTranslation('timeline');
  return (
    <RadioGroup.Root
      value={value || 'all'}
      onValueChange={(next) => onChange(next === 'all' ? '' : (next as TimelineArea))}
      aria-label={t('filter.label')}
      orientation="horizontal"
      className="-mx-4 flex min-w-0 gap-2 overflow-x-auto px-4 py-1 [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0"
    >
      <RadioGroup.Item value="all" className={chip}>
        {t('filter.all')}
      </RadioGroup.Item>
      {timelineAreas.map((area) => (
        <RadioGroup.Item key={area} value={area} className={chip}>
          {t(`filter.areas.${area}`)}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
