import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { LayoutGrid } from 'lucide-react';
import { buttonVariants } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';
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

/** An area whose screen a later release builds: its title and an honest "coming soon" with what it will do. */
export function ComingSoonPage({
  title,
  subtitle,
  icon,
  plans,
}: {
  title: string;
  subtitle?: string | undefined;
  icon: LucideIcon;
  plans: string;
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-6">
      <PageHeader title={title} subtitle={subtitle} />
      <EmptyState
        icon={icon}
        title={t('comingSoon.title')}
        actions={
          <Link href="/hub" className={buttonVariants({ variant: 'outline' })}>
            <LayoutGrid aria-hidden="true" />
            {t('comingSoon.allAreas')}
          </Link>
        }
      >
        <p>{plans}</p>
      </EmptyState>
    </div>
  );
}
