import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { LayoutGrid } from 'lucide-react';
import { buttonVariants } from './button.tsx';
import { EmptyState } from './empty-state.tsx';
import { PageHeader } from './page-header.tsx';

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
