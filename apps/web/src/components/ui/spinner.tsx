import { LoaderCircle } from 'lucide-react';
import { cn } from '../../lib/utils.ts';

/** A full-area loading state with visible text, announced politely to screen readers. */
export function LoadingState({ label, className }: { label: string; className?: string | undefined }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className={cn('flex flex-col items-center justify-center gap-3 py-16 text-muted-foreground', className)}
    >
      <LoaderCircle aria-hidden="true" className="size-7 animate-spin text-primary" />
      <span className="text-sm font-medium">{label}</span>
    </div>
  );
}
