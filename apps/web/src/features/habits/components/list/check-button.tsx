import { Check } from 'lucide-react';
import { cn } from '../../../../lib/utils.ts';
import { readableOn, tint } from '../../appearance.ts';

/** The big round tick of a habit: a checkbox named after the habit, filled with its colour when done. */
export function CheckButton({
  name,
  color,
  checked,
  onToggle,
}: {
  name: string;
  color: string;
  checked: boolean;
  onToggle: () => void;
}) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={name}
      onClick={onToggle}
      className={cn(
        'flex size-12 shrink-0 cursor-pointer items-center justify-center rounded-full border-2 transition-[transform,background-color] duration-200 active:scale-90',
        checked ? 'scale-100' : 'bg-card hover:bg-accent',
      )}
      style={
        checked
          ? { backgroundColor: color, borderColor: color, color: readableOn(color) }
          : { borderColor: tint(color, 0.55), color }
      }
    >
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className={cn('size-6 transition-opacity', checked ? 'opacity-100' : 'opacity-25')}
      />
    </button>
  );
}
