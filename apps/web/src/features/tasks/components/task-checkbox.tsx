import { Check } from 'lucide-react';
import { cn } from '../../../lib/utils.ts';

/** A round tick with a 44 px target; a checkbox to screen readers, named by the task's title. */
export function TaskCheckbox({
  checked,
  label,
  onToggle,
  disabled,
  small,
}: {
  checked: boolean;
  label: string;
  onToggle: () => void;
  disabled?: boolean | undefined;
  small?: boolean | undefined;
}) {
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      aria-label={label}
      disabled={disabled}
      onClick={onToggle}
      className="group inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60"
    >
      <span
        className={cn(
          'flex items-center justify-center rounded-full border-2 transition-colors',
          small ? 'size-5' : 'size-6',
          checked
            ? 'border-primary bg-primary text-primary-foreground'
            : 'border-muted-foreground/60 text-transparent group-hover:border-primary group-hover:text-primary/60',
        )}
      >
        <Check aria-hidden="true" className={small ? 'size-3' : 'size-3.5'} strokeWidth={3} />
      </span>
    </button>
  );
}
