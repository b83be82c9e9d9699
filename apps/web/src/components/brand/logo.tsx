import { cn } from '../../lib/utils.ts';

/** The mark: a sprout rising out of a tick, on a rounded square. Decorative; pair it with text or a label. */
export function LogoMark({ className }: { className?: string | undefined }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={cn('size-8', className)}>
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path
        d="M8.5 17.5l4.5 4.5L23 11.5"
        fill="none"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
        className="stroke-primary-foreground"
      />
      <path
        d="M23 11.5c0.2-3 2.2-4.8 5-5-0.1 3-2 4.9-5 5z"
        className="fill-primary-foreground"
        opacity="0.9"
      />
    </svg>
  );
}

/** Mark and wordmark. The wordmark is real text, so it is the accessible name where the logo is a link. */
export function Logo({
  className,
  markClassName,
}: {
  className?: string | undefined;
  markClassName?: string;
}) {
  return (
    <span className={cn('inline-flex items-center gap-2.5', className)}>
      <LogoMark className={markClassName} />
      <span className="text-lg font-bold tracking-tight">
        Track<span className="text-primary">.</span> Grow<span className="text-primary">.</span>
      </span>
    </span>
  );
}
