import { RadioGroup, ToggleGroup } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/utils.ts';
import { orderedWeekdays, weekdayNames } from '../../format.ts';
import type { HabitFormValues, ScheduleKind } from './habit-form-values.ts';

const segment =
  'flex min-h-11 flex-1 cursor-pointer items-center justify-center rounded-lg px-2 text-sm font-medium text-muted-foreground transition-colors hover:text-foreground data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm';
const chip =
  'flex size-11 cursor-pointer items-center justify-center rounded-full border border-input text-sm font-semibold transition-colors hover:bg-accent data-[state=on]:border-primary data-[state=on]:bg-primary data-[state=on]:text-primary-foreground data-[state=checked]:border-primary data-[state=checked]:bg-primary data-[state=checked]:text-primary-foreground';

type ScheduleValues = Pick<HabitFormValues, 'scheduleKind' | 'days' | 'count'>;

/** Every day / chosen weekdays / N times a week. */
export function ScheduleField({
  values,
  weekStart,
  onChange,
  labelledBy,
  describedBy,
}: {
  values: ScheduleValues;
  weekStart: number;
  onChange: (values: Partial<ScheduleValues>) => void;
  labelledBy: string;
  describedBy?: string | undefined;
}) {
  const { t, i18n } = useTranslation('habits');
  const long = weekdayNames(i18n.language, 'long');
  const short = weekdayNames(i18n.language, 'narrow');
  const kinds: { kind: ScheduleKind; label: string }[] = [
    { kind: 'daily', label: t('form.scheduleDaily') },
    { kind: 'weekdays', label: t('form.scheduleWeekdays') },
    { kind: 'timesPerWeek', label: t('form.scheduleTimes') },
  ];

  return (
    <div className="grid gap-3">
      <RadioGroup.Root
        value={values.scheduleKind}
        onValueChange={(kind) => onChange({ scheduleKind: kind as ScheduleKind })}
        aria-labelledby={labelledBy}
        orientation="horizontal"
        className="flex gap-1 rounded-xl bg-muted p-1"
      >
        {kinds.map(({ kind, label }) => (
          <RadioGroup.Item key={kind} value={kind} className={segment}>
            {label}
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>

      {values.scheduleKind === 'weekdays' ? (
        <ToggleGroup.Root
          type="multiple"
          value={values.days.map(String)}
          onValueChange={(days) => onChange({ days: days.map(Number).sort((a, b) => a - b) })}
          aria-label={t('form.pickDays')}
          aria-describedby={describedBy}
          className="flex justify-between gap-1"
        >
          {orderedWeekdays(weekStart).map((day) => (
            <ToggleGroup.Item key={day} value={String(day)} aria-label={long[day]} className={chip}>
              {short[day]}
            </ToggleGroup.Item>
          ))}
        </ToggleGroup.Root>
      ) : null}

      {values.scheduleKind === 'timesPerWeek' ? (
        <div className="grid gap-2">
          <RadioGroup.Root
            value={String(values.count)}
            onValueChange={(count) => onChange({ count: Number(count) })}
            aria-label={t('form.timesPerWeekLabel')}
            aria-describedby={describedBy}
            orientation="horizontal"
            className="flex justify-between gap-1"
          >
            {[1, 2, 3, 4, 5, 6, 7].map((count) => (
              <RadioGroup.Item key={count} value={String(count)} className={chip}>
                {count}
              </RadioGroup.Item>
            ))}
          </RadioGroup.Root>
          <p className={cn('text-sm text-muted-foreground')}>
            {t('schedule.timesPerWeek', { count: values.count })}
          </p>
        </div>
      ) : null}
    </div>
  );
}
