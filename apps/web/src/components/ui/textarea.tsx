import { useId, type ComponentProps, type ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';
import { FieldMessage } from './field-message.tsx';
import { Label } from './label.tsx';

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex min-h-24 w-full min-w-0 rounded-xl border border-input bg-card px-3.5 py-2.5 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}

interface TextareaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: ReactNode;
  /** Shown under the field in red and linked to it for screen readers. */
  error?: string | undefined;
  hint?: string | undefined;
  id?: string;
}

/** Label, textarea and the field's error under it (the multi-line TextField). */
export function TextareaField({ label, error, hint, id, className, ...props }: TextareaFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const messageId = `${inputId}-message`;
  return (
    <div className={cn('grid gap-1.5', className)}>
      <Label htmlFor={inputId}>{label}</Label>
      <Textarea
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error || hint ? messageId : undefined}
        {...props}
      />
      <FieldMessage id={messageId} error={error} hint={hint} />
    </div>
  );
}
