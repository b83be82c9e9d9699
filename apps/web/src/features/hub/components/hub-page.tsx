import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import { ChartLine, type LucideIcon } from 'lucide-react';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { cn } from '../../../lib/utils.ts';

export interface HubArea {
  /** The catalogue key: areas.<key>.title and areas.<key>.summary. */
  key: string;
  href: string;
  icon: LucideIcon;
  /** Tailwind classes tinting the icon tile. */
  tone: string;
}

/** /hub (DESIGN.md 1): the trend hub and the page of every area. The charts join once the areas record data. */
export function HubPage({ areas }: { areas: readonly HubArea[] }) {
  const { t } = useTranslation();
  return (
    <div className="grid gap-8">
      <PageHeader title={t('hub.title')} subtitle={t('hub.subtitle')} />

      <section
        aria-labelledby="hub-trends-title"
        className="flex items-start gap-4 rounded-2xl border border-dashed border-border bg-card p-5"
      >
        <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-secondary text-secondary-foreground">
          <ChartLine aria-hidden="true" className="size-5" />
        </span>
        <div className="grid gap-1">
          <h2 id="hub-trends-title" className="text-base font-semibold">
            {t('hub.trends.title')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('hub.trends.body')}</p>
        </div>
      </section>

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
