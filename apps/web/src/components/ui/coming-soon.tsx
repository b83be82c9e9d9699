import { useTranslation } from 'react-i18next';
import { cn } from '../../lib/utils.ts';

/** The small "Coming soon" mark of an unbuilt area in the menu and the Hub; `id` lets a link be described by it. */
export function ComingSoonBadge({ id, className }: { id?: string; className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      id={id}
      // Hidden from the link's name (which stays the area's title) but read as its description.
      aria-hidden="true"
      className={cn(
        'inline-flex shrink-0 items-center rounded-full border border-border bg-muted px-2 py-0.5 text-[0.7rem] font-semibold tracking-wide whitespace-nowrap text-muted-foreground',
        className,
      )}
    >
      {t('comingSoon.title')}
    </span>
  );
}
