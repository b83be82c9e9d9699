import type { ComponentProps, KeyboardEvent } from 'react';
import { cn } from '../../../lib/utils.ts';

/** A notepad-like text area that grows with its text (field-sizing where supported). */
export function NoteTextarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      rows={2}
      className={cn(
        'field-sizing-content min-h-20 w-full resize-none rounded-xl border border-input bg-card px-3.5 py-3 text-base text-foreground shadow-xs transition-colors placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}

/** Enter submits; Shift+Enter keeps a new line (and so does Enter while an IME is composing). */
export const isSubmitKey = (event: KeyboardEvent) =>
  event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing;
