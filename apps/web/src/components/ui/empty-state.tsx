import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

/** A calm empty state: an icon in a soft circle, a title, a line of text and optional actions. */
interface EmptyStateProps {
  icon: LucideIcon;
  title: ReactNode;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string | undefined;
  /** The title's heading level: h1 when the empty state is the whole page. */
  headingLevel?: 'h1' | 'h2';
}

export function EmptyState({
  icon: Icon,
  title,
  children,
  actions,
  className,
  headingLevel: Heading = 'h2',
}: EmptyStateProps) {
  return (
    <div
      className={cn(
        'flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center',
        className,
      )}
    >
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <div className="grid max-w-full gap-1.5 wrap-anywhere sm:max-w-sm">
        <Heading className="text-lg font-semibold tracking-tight">{title}</Heading>
        {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center justify-center gap-2">{actions}</div> : null}
    </div>
  );
}
