import type { ReactNode } from 'react';
import { Plus } from 'lucide-react';
import { Button } from './button.tsx';
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

/**
 * An area's page header with its add button. On a phone the button is, by `phone`: a full-width outline button
 * below the header ('below'), a round icon button in the header that keeps its label for screen readers
 * ('icon'), or not shown ('none': the page offers another way to add there).
 */
export function AreaPageHeader({
  title,
  subtitle,
  addLabel,
  onAdd,
  phone,
}: {
  title: ReactNode;
  subtitle?: ReactNode | undefined;
  addLabel: string;
  onAdd: () => void;
  phone: 'below' | 'icon' | 'none';
}) {
  const header = (
    <PageHeader
      title={title}
      subtitle={subtitle}
      actions={
        phone === 'icon' ? (
          <Button onClick={onAdd} className="max-sm:size-11 max-sm:rounded-full max-sm:px-0">
            <Plus aria-hidden="true" />
            <span className="max-sm:sr-only">{addLabel}</span>
          </Button>
        ) : (
          <Button onClick={onAdd} className="hidden sm:inline-flex">
            <Plus aria-hidden="true" />
            {addLabel}
          </Button>
        )
      }
    />
  );
  if (phone !== 'below') return header;
  return (
    <>
      {header}
      <Button variant="outline" className="h-12 sm:hidden" onClick={onAdd}>
        <Plus aria-hidden="true" />
        {addLabel}
      </Button>
    </>
  );
}
