import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

interface FieldMessageProps extends Omit<ComponentProps<'p'>, 'children' | 'role'> {
  /** Shown in red; it wins over the hint. */
  error?: string | null | undefined;
  /** Shown when there is no error. */
  hint?: string | undefined;
  /** `xs` for the quiet tip under a one-line entry; an error stays `sm`. */
  hintSize?: 'sm' | 'xs';
  /** Announce the error as it appears (role="alert"), where focus stays elsewhere. */
  alert?: boolean;
}

/**
 * The line under a field: its error, else its hint, else nothing. Give it an id and point the field's
 * aria-describedby at it, so a screen reader reads the message with the field.
 */
export function FieldMessage({
  error,
  hint,
  hintSize = 'sm',
  alert = false,
  className,
  ...props
}: FieldMessageProps) {
  if (error)
    return (
      <p
        role={alert ? 'alert' : undefined}
        className={cn('text-sm font-medium text-danger', className)}
        {...props}
      >
        {error}
      </p>
    );
  if (hint)
    return (
      <p
        className={cn(hintSize === 'xs' ? 'text-xs' : 'text-sm', 'text-muted-foreground', className)}
        {...props}
      >
        {hint}
      </p>
    );
  return null;
}
