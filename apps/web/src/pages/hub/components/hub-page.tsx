import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
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
          {areas.map(({ key, href, icon: Icon, tone }) => (
            <li key={key}>
              <Link
                href={href}
                className="flex h-full flex-col gap-3 rounded-2xl border border-border bg-card p-4 transition-colors hover:border-primary/40 hover:bg-accent"
              >
                <span className={cn('flex size-10 items-center justify-center rounded-xl', tone)}>
                  <Icon aria-hidden="true" className="size-5" />
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
