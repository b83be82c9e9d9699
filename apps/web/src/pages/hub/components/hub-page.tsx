import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { ComingSoonBadge } from '../../../components/ui/coming-soon.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { cn } from '../../../lib/utils.ts';
import { TrendSection } from '../../../features/dashboard/components/trend-section.tsx';
import { QuickAddRow, type QuickAddAction } from './quick-add-row.tsx';

export interface HubArea {
  /** The catalogue key: areas.<key>.title and areas.<key>.summary. */
  key: string;
  href: string;
  icon: LucideIcon;
  /** Tailwind classes tinting the icon tile. */
  tone: string;
  /** false: the page is a "Coming soon" placeholder, so the tile is muted and says so. */
  built: boolean;
}

/** /hub (DESIGN.md 1): quick create actions, the trend analysis across areas, then the page of every area. */
export function HubPage({
  areas,
  quickAdd,
}: {
  areas: readonly HubArea[];
  quickAdd: readonly QuickAddAction[];
}) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8">
      <PageHeader title={t('hub.title')} subtitle={t('hub.subtitle')} />

      <QuickAddRow actions={quickAdd} />
      <TrendSection />

      <section aria-labelledby="hub-areas-title" className="grid gap-3">
        <h2 id="hub-areas-title" className="text-lg font-semibold tracking-tight">
          {t('hub.allAreas')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
          {areas.map(({ key, href, icon: Icon, tone, built }) => (
            <li key={key}>
              <Link
                href={href}
                aria-describedby={built ? undefined : `hub-${key}-coming-soon`}
                className={cn(
                  'flex h-full flex-col gap-3 rounded-2xl border p-4 transition-colors',
                  built
                    ? 'border-border bg-card hover:border-primary/40 hover:bg-accent'
                    : 'border-dashed border-border bg-muted/40 hover:bg-muted',
                )}
              >
                <span className="flex items-start justify-between gap-2">
                  <span
                    className={cn(
                      'flex size-10 items-center justify-center rounded-xl',
                      built ? tone : 'bg-muted text-muted-foreground',
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" />
                  </span>
                  {built ? null : <ComingSoonBadge id={`hub-${key}-coming-soon`} />}
                </span>
                <span className="grid gap-0.5">
                  <span className="text-sm font-semibold">{t(`areas.${key}.title`)}</span>
                  <span className="text-xs leading-snug text-muted-foreground">
                    {t(`areas.${key}.summary`)}
                  </span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
