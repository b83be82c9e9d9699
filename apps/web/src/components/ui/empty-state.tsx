import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

/** A calm empty state: an icon in a soft circle, a title, a line of text and optional actions. */
export function EmptyState({ icon: Icon, title, children, actions, className }: { icon: LucideIcon; title: ReactNode; children?: ReactNode; actions?: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col items-center gap-4 rounded-2xl border border-dashed border-border bg-card px-6 py-12 text-center', className)}>
      <span className="flex size-14 items-center justify-center rounded-full bg-secondary text-secondary-foreground">
        <Icon aria-hidden="true" className="size-7" />
      </span>
      <div className="grid max-w-sm gap-1.5">
        <h2 className="text-lg font-semibold tracking-tight">{title}</h2>
        {children ? <div className="text-sm text-muted-foreground">{children}</div> : null}
      </div>
      {actions ? <div className="flex flex-wrap items-center justify-center gap-2">{actions}</div> : null}
    </div>
  );
}
