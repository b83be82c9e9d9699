import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';

/** A small rounded tag of what a typed line will save (due day, priority, category …), an icon before its text. */
export function PreviewChip({
  children,
  className,
}: {
  children: ReactNode;
  className?: string | undefined;
}) {
  return (
    <span
      className={cn(
        'inline-flex max-w-full items-center gap-1 rounded-full bg-secondary px-2.5 py-1 text-xs font-medium wrap-anywhere text-secondary-foreground [&_svg]:size-3.5 [&_svg]:shrink-0',
        className,
      )}
    >
      {children}
    </span>
  );
}
