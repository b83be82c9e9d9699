import { memo } from 'react';
import { RadioGroup } from 'radix-ui';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { HABIT_COLORS, readableOn } from '../../appearance.ts';

/** Colour swatches, each named for screen readers. */
export const ColorPicker = memo(function ColorPicker({
  value,
  onChange,
  labelledBy,
  describedBy,
}: {
  value: string;
  onChange: (color: string) => void;
  labelledBy: string;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation('habits');
  const known = HABIT_COLORS.some((c) => c.value === value.toLowerCase());
  const colors = known ? HABIT_COLORS : [{ value, name: 'custom' as const }, ...HABIT_COLORS];
  return (
    <RadioGroup.Root
      value={value.toLowerCase()}
      onValueChange={onChange}
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      orientation="horizontal"
      className="flex flex-wrap gap-2.5"
    >
      {colors.map((color) => (
        <RadioGroup.Item
          key={color.value}
          value={color.value.toLowerCase()}
          aria-label={t(`colors.${color.name}`)}
          className="flex size-10 cursor-pointer items-center justify-center rounded-full ring-offset-2 ring-offset-popover transition-transform hover:scale-105 data-[state=checked]:ring-2 data-[state=checked]:ring-foreground"
          style={{ backgroundColor: color.value }}
        >
          <RadioGroup.Indicator>
            <Check
              aria-hidden="true"
              className="size-5"
              strokeWidth={3}
              style={{ color: readableOn(color.value) }}
            />
          </RadioGroup.Indicator>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
});
