import { Link } from 'wouter';
import { useTranslation } from 'react-i18next';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';

export interface QuickAddAction {
  /** The catalogue key: hub.quickAdd.<key>. */
  key: string;
  /** The area's page with its create intent (`/money?new=income`), which opens the create form. */
  href: string;
  icon: LucideIcon;
  /** Tailwind classes tinting the icon tile, the area's colour. */
  tone: string;
}

/** The Hub's "Quick add" (DESIGN.md 1): one tap to each create form, three a row on a phone, one row wide. */
export function QuickAddRow({ actions }: { actions: readonly QuickAddAction[] }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="hub-quick-add-title" className="grid gap-3">
      <h2 id="hub-quick-add-title" className="text-lg font-semibold tracking-tight">
        {t('hub.quickAdd.title')}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:grid-cols-5 lg:grid-cols-9">
        {actions.map(({ key, href, icon: Icon, tone }) => (
          <li key={key}>
            <Link
              href={href}
              className="flex h-full min-h-22 flex-col items-center justify-center gap-2 rounded-2xl border border-border bg-card px-1 py-3 text-center transition-colors hover:border-primary/40 hover:bg-accent active:scale-[0.98] focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              <span className={cn('flex size-10 items-center justify-center rounded-xl', tone)}>
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="max-w-full text-xs leading-tight font-semibold wrap-anywhere hyphens-auto">
                {t(`hub.quickAdd.${key}`)}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
