import { memo } from 'react';
import { RadioGroup } from 'radix-ui';
import { cn } from '../../../../lib/utils.ts';
import { HABIT_ICONS } from '../../appearance.ts';

/** A grid of curated emoji, one tap each; arrow keys move through it (a radio group). */
export const IconPicker = memo(function IconPicker({
  value,
  color,
  onChange,
  labelledBy,
  describedBy,
}: {
  value: string;
  color: string;
  onChange: (icon: string) => void;
  labelledBy: string;
  describedBy?: string | undefined;
}) {
  // A custom icon from an older version or an import stays choosable.
  const icons: readonly string[] = HABIT_ICONS.includes(value as (typeof HABIT_ICONS)[number])
    ? HABIT_ICONS
    : [value, ...HABIT_ICONS];
  return (
    <RadioGroup.Root
      value={value}
      onValueChange={onChange}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      orientation="horizontal"
      className="grid grid-cols-8 gap-1.5"
    >
      {icons.map((icon) => (
        <RadioGroup.Item
          key={icon}
          value={icon}
          className={cn(
            'flex aspect-square cursor-pointer items-center justify-center rounded-xl border-2 border-transparent text-2xl leading-none transition-colors hover:bg-accent',
            'data-[state=checked]:bg-accent',
          )}
          style={icon === value ? { borderColor: color } : undefined}
        >
          {icon}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
});
