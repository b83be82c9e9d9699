import { cn } from '../../../lib/utils.ts';
import { tint } from '../appearance.ts';

/** The habit's emoji on a soft disc of its colour. */
export function HabitIcon({ icon, color, className }: { icon: string; color: string; className?: string }) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'flex size-11 shrink-0 items-center justify-center rounded-2xl text-2xl leading-none',
        className,
      )}
      style={{ backgroundColor: tint(color, 0.16) }}
    >
      {icon}
    </span>
  );
}
