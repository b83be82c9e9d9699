import type { CreateHabitInput, Habit, Schedule } from '@track-grow/domain/habits';
import { DEFAULT_COLOR, DEFAULT_ICON } from '../../appearance.ts';

export type ScheduleKind = Schedule['kind'];

/** What the form edits, as typed (numbers stay text until they are checked). */
export interface HabitFormValues {
  name: string;
  icon: string;
  color: string;
  scheduleKind: ScheduleKind;
  days: number[];
  count: number;
  targetMinutes: string;
  reminderTime: string;
}

export const newHabitValues = (): HabitFormValues => ({
  name: '',
  icon: DEFAULT_ICON,
  color: DEFAULT_COLOR,
  scheduleKind: 'daily',
  days: [1, 2, 3, 4, 5],
  count: 3,
  targetMinutes: '',
  reminderTime: '',
});

export function habitValues(habit: Habit): HabitFormValues {
  const { schedule } = habit;
  return {
    name: habit.name,
    icon: habit.icon,
    color: habit.color,
    scheduleKind: schedule.kind,
    days: schedule.kind === 'weekdays' ? schedule.days : [1, 2, 3, 4, 5],
    count: schedule.kind === 'timesPerWeek' ? schedule.count : 3,
    targetMinutes: habit.targetMinutes === null ? '' : String(habit.targetMinutes),
    reminderTime: habit.reminderTime ?? '',
  };
}

/** The payload to check with the domain's schema: empty optional fields are null, typed minutes a number. */
export function habitPayload(values: HabitFormValues) {
  const schedule: Schedule =
    values.scheduleKind === 'weekdays'
      ? { kind: 'weekdays', days: values.days }
      : values.scheduleKind === 'timesPerWeek'
        ? { kind: 'timesPerWeek', count: values.count }
        : { kind: 'daily' };
  const minutes = values.targetMinutes.trim();
  return {
    name: values.name,
    icon: values.icon,
    color: values.color,
    schedule,
    targetMinutes: minutes === '' ? null : Number(minutes),
    reminderTime: values.reminderTime === '' ? null : values.reminderTime,
  } satisfies CreateHabitInput;
}
