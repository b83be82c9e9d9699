/**
 * Every error the user can be shown, by code, with its English text. Schemas and the server carry the code
 * (a zod issue's message is its code); the server answers with the English text and the code; the web app
 * translates the code (lib/server-errors.ts). Codes are `area.name`.
 */
export const errorCatalogue = {
  'shared.dateRequired': 'Date is required',
  'shared.dateFormat': 'Use a date like 2026-03-14',
  'shared.dateInvalid': 'This date does not exist',
  'shared.timeFormat': 'Use a time like 07:30',
  'shared.invalidId': 'Not a valid id',
  'shared.fromAfterTo': '`from` must not be after `to`',
  'shared.tagTooLong': 'A tag is at most 40 characters',
  'shared.tooManyTags': 'At most 20 tags',
  'shared.color': 'Use a colour like #22c55e',
  'shared.nothingToUpdate': 'Nothing to update',
  'shared.badCursor': 'This page link is invalid; reload the list',
  'shared.signInRequired': 'Please sign in to continue',

  'auth.emailRequired': 'Email is required',
  'auth.emailInvalid': 'Enter a valid email address',
  'auth.passwordRequired': 'Password is required',
  'auth.passwordTooShort': 'Password must be at least 6 characters',
  'auth.passwordTooLong': 'Password must be at most 200 characters',
  'auth.firstNameRequired': 'First name is required',
  'auth.lastNameRequired': 'Last name is required',
  'auth.nameTooLong': 'Keep it under 80 characters',
  'auth.resetLinkInvalid': 'This reset link is invalid',
  'auth.resetLinkExpired': 'This reset link is invalid or has expired',
  'auth.emailTaken': 'An account with this email already exists',
  'auth.badCredentials': 'Invalid email or password',
  'auth.wrongPassword': 'Current password is incorrect',

  'profile.currencyFormat': 'Currency must be a 3-letter ISO code such as USD',
  'profile.currencyUnknown': 'Unknown currency',
  'profile.timezoneUnknown': 'Unknown time zone',
  'profile.image': 'Choose one of the offered images',
  'profile.dayStartRange': 'Between 00:00 and 04:00',
  'profile.notAnImage': 'This file is not an image we can read (JPEG, PNG, WebP, GIF, AVIF or HEIC)',
  'profile.imageMissing': 'Choose an image to upload',
  'profile.imageNotFound': 'Image not found',
  'profile.imageTooLarge': 'The image is too large (5 MB at most)',

  'habits.nameRequired': 'Name is required',
  'habits.nameTooLong': 'Keep the name under 80 characters',
  'habits.descriptionTooLong': 'Keep the description under 500 characters',
  'habits.iconRequired': 'Pick an icon',
  'habits.pickDay': 'Pick at least one day',
  'habits.countMin': 'At least once a week',
  'habits.countMax': 'At most 7 times a week',
  'habits.minutesNumber': 'Minutes must be a number',
  'habits.minutesWhole': 'Whole minutes only',
  'habits.minutesMin': 'At least 1 minute',
  'habits.minutesMax': 'At most 600 minutes',
  'habits.reorderEmpty': 'List at least one habit',
  'habits.reorderDuplicate': 'Each habit may appear only once',
  'habits.completedAndSkipped': 'A day is either completed or skipped, not both',
  'habits.endBeforeStart': 'The end must not be before the start',
  'habits.rangeTooLong': 'Ask for at most 400 days at once',
  'habits.archivedFlag': 'archived is true or false',
  'habits.notFound': 'Habit not found',
  'habits.futureComplete': "You can't complete a future day",
  'habits.futureSkip': "You can't skip a future day",
  'habits.vacationNotFound': 'Vacation not found',

  'money.amountRequired': 'Amount is required',
  'money.amountNegative': 'The amount must be more than 0 (choose "expense" for money going out)',
  'money.amountFormat': 'Use an amount like 12.50',
  'money.amountDecimals': 'Use at most 2 decimals, like 12.50',
  'money.amountTooLarge': 'The amount is too large',
  'money.amountPositive': 'The amount must be more than 0',
  'money.limit': 'Give a limit like 250.00, or null for no limit',
  'money.type': 'Choose income or expense',
  'money.categoryRequired': 'Pick a category',
  'money.categoryTooLong': 'Keep the category under 40 characters',
  'money.descriptionTooLong': 'Keep the description under 200 characters',
  'money.monthFormat': 'Use a month like 2026-03',
  'money.columnTooLong': 'A column name is at most 200 characters',
  'money.fileEmpty': 'The file is empty',
  'money.fileTooLarge': 'The file is too large (2 MB at most)',
  'money.dateColumn': 'Choose the date column',
  'money.amountColumn': 'Choose the amount column',
  'money.notFound': 'Transaction not found',

  'moods.rating': 'Pick how you feel',
  'moods.noteTooLong': 'Keep the note under 1000 characters',
  'moods.yearMin': 'Pick a year from 1970',
  'moods.yearMax': 'Pick a year before 2200',
  'moods.notFound': 'Mood entry not found',
  'moods.future': "You can't log a mood for a day that hasn't come yet",

  'notes.titleTooLong': 'Keep the title under 200 characters',
  'notes.contentTooLong': 'The note is too long (100,000 characters at most)',
  'notes.empty': 'Write a title or some text',
  'notes.notFound': 'Note not found',

  'tasks.titleRequired': 'Title is required',
  'tasks.titleTooLong': 'Keep the title under 200 characters',
  'tasks.notesTooLong': 'Keep notes under 5000 characters',
  'tasks.timeNeedsDate': 'Pick a date for the time',
  'tasks.repeatNeedsDate': 'A repeating task needs a due date',
  'tasks.typeATask': 'Type a task',
  'tasks.quickTooLong': 'Keep it under 500 characters',
  'tasks.quickNoTitle': 'Say what to do as well as when, like “call mom tomorrow”',
  'tasks.unreadable': 'This task cannot be read',
  'tasks.notFound': 'Task not found',
  'tasks.parentNotFound': 'Parent task not found',
  'tasks.ownParent': 'A task cannot be its own subtask',
  'tasks.nestedSubtask': 'A subtask cannot have subtasks of its own',
  'tasks.parentWithSubtasks': 'This task has subtasks, so it cannot become a subtask',

  'focus.titleRequired': 'Title is required',
  'focus.titleTooLong': 'Keep the title under 200 characters',
  'focus.categoryTooLong': 'Keep the category under 40 characters',
  'focus.type': 'Choose focus, short break or long break',
  'focus.plannedMinutes': 'Planned time is 1 to 120 whole minutes',
  'focus.actualMinutes': 'Focused time is 1 to 1440 whole minutes',
  'focus.instant': 'Use a date and time like 2026-03-14T09:30:00Z',
  'focus.endBeforeStart': 'The end must not be before the start',
  'focus.notFound': 'Focus session not found',

  'fitness.nameRequired': 'Name is required',
  'fitness.nameTooLong': 'Keep the name under 100 characters',
  'fitness.descriptionTooLong': 'Keep the description under 1000 characters',
  'fitness.type': 'Pick a workout type',
  'fitness.difficulty': 'Choose easy, medium or hard',
  'fitness.durationMinutes': 'Duration is 1 to 1440 whole minutes',
  'fitness.calories': 'Calories are a whole number from 0 to 10000',
  'fitness.tooManyExercises': 'At most 50 exercises',
  'fitness.exerciseNameRequired': 'Name the exercise',
  'fitness.exerciseNameTooLong': 'Keep the exercise name under 100 characters',
  'fitness.sets': 'Sets are a whole number from 1 to 100',
  'fitness.reps': 'Reps are a whole number from 1 to 1000',
  'fitness.weight': 'Weight is from 0 to 1000 kg',
  'fitness.exerciseDuration': 'Exercise time is 1 to 86400 whole seconds',
  'fitness.notFound': 'Workout not found',
} as const;

export type ErrorCode = keyof typeof errorCatalogue;

/** Names a code where a message is expected (a zod issue's message, an HttpError), checked at compile time. */
export const code = <C extends ErrorCode>(value: C): C => value;

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.hasOwn(errorCatalogue, value);
}

/** The English text of a code; any other message (zod's own, say) as it is. */
export function errorText(message: string): string {
  return isErrorCode(message) ? errorCatalogue[message] : message;
}

/** An issue or error as it travels: the English message, and its code when it has one. */
export function describeError(message: string): { message: string; code?: ErrorCode } {
  return isErrorCode(message) ? { message: errorCatalogue[message], code: message } : { message };
}
