import type { TFunction } from 'i18next';
import { ApiError } from '../../lib/api-client.ts';

/** The domain's and the server's English messages, as keys of the habits catalogue. */
const messageKeys: Record<string, string> = {
  'Name is required': 'validation.nameRequired',
  'Keep the name under 80 characters': 'validation.nameTooLong',
  'Pick an icon': 'validation.iconRequired',
  'Use a colour like #22c55e': 'validation.color',
  'Pick at least one day': 'validation.pickDay',
  'At least once a week': 'validation.countMin',
  'At most 7 times a week': 'validation.countMax',
  'Minutes must be a number': 'validation.minutesNumber',
  'Whole minutes only': 'validation.minutesWhole',
  'At least 1 minute': 'validation.minutesMin',
  'At most 600 minutes': 'validation.minutesMax',
  'Use a time like 07:30': 'validation.time',
  'Date is required': 'validation.dateRequired',
  'Use a date like 2026-03-14': 'validation.dateFormat',
  'This date does not exist': 'validation.dateInvalid',
  'The end must not be before the start': 'validation.endBeforeStart',
  "You can't complete a future day": 'errors.futureComplete',
  "You can't skip a future day": 'errors.futureSkip',
  'Habit not found': 'errors.notFound',
  'Vacation not found': 'errors.vacationNotFound',
};

/** A known message in the user's language; a server message like "name: Name is required" loses its path. */
export function translateHabitMessage(t: TFunction<'habits'>, message: string): string {
  const key = messageKeys[message] ?? messageKeys[message.replace(/^[\w./[\]]+: /, '')];
  return key ? t(key) : message;
}

/** For toasts: the server's message when it sent one, else "please try again". */
export function habitErrorMessage(t: TFunction<'habits'>, error: unknown): string {
  const message = error instanceof ApiError ? error.serverMessage : undefined;
  return message ? translateHabitMessage(t, message) : t('errors.tryAgain');
}
