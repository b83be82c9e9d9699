import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

/** The one h1 of a page, with an optional subtitle and actions on the right. */
export function PageHeader({
  title,
  subtitle,
  actions,
  className,
}: {
  title: ReactNode;
  subtitle?: ReactNode | undefined;
  actions?: ReactNode;
  className?: string | undefined;
}) {
  return (
    <header className={cn('flex items-start justify-between gap-4', className)}>
      <div className="grid min-w-0 gap-1 wrap-anywhere">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {subtitle ? <p className="text-sm text-muted-foreground sm:text-base">{subtitle}</p> : null}
      </div>
      {actions ? <div className="flex shrink-0 items-center gap-2">{actions}</div> : null}
    </header>
  );
}
