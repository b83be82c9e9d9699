import { afterAll, describe, expect, it } from 'vitest';
import {
  changePasswordInput,
  deleteAccountInput,
  forgotPasswordInput,
  loginInput,
  resetPasswordInput,
  signupInput,
  updateUserInput,
} from '@track-grow/domain/auth';
import { createBookInput } from '@track-grow/domain/books';
import { createAchievementInput, createGoalInput, createSkillInput } from '@track-grow/domain/career';
import { createWorkoutInput } from '@track-grow/domain/fitness';
import { timerSettingsSchema } from '@track-grow/domain/focus';
import { createHabitInput, createVacationInput } from '@track-grow/domain/habits';
import { budgetThresholdInput, createTransactionInput } from '@track-grow/domain/money';
import { createMoodInput } from '@track-grow/domain/mood';
import { createNoteInput } from '@track-grow/domain/notes';
import { createTaskInput } from '@track-grow/domain/tasks';
import { upsertWellnessInput } from '@track-grow/domain/wellness';
import { validate, validateFields, type SafeParser } from './form.ts';
import { i18n } from './i18n.ts';
import { translateError } from './server-errors.ts';

/** The schemas the web's forms validate with (lib/form.ts's validate and useSheetSubmit). */
const formSchemas: Record<string, SafeParser<unknown> & { shape?: Record<string, unknown> }> = {
  signupInput,
  loginInput,
  changePasswordInput,
  forgotPasswordInput,
  resetPasswordInput,
  deleteAccountInput,
  createTaskInput,
  createMoodInput,
  budgetThresholdInput,
  createTransactionInput,
  createHabitInput,
  createVacationInput,
  upsertWellnessInput,
  timerSettingsSchema,
  createNoteInput,
  createSkillInput,
  createAchievementInput,
  createBookInput,
  createGoalInput,
  createWorkoutInput,
};

/** Values no field takes: too long, too big, too small, of the wrong type, not a real date. */
const badValues: unknown[] = [
  'x'.repeat(5001),
  '',
  ' ',
  -1e9,
  1e13,
  1.5,
  null,
  true,
  {},
  [],
  Array.from({ length: 60 }, (_, i) => `t${i}`),
  ['x'.repeat(300)],
  '31/02',
  '2026-02-31',
  'not an email',
];

/** zod's own English: "Too big: expected string to have <=80 characters", "Invalid input: expected…". */
const zodDefault = /^(Too big|Too small|Invalid|Expected)|expected .* received|expected .* to have/i;

function everyMessage(): string[] {
  const messages: string[] = [];
  for (const schema of Object.values(formSchemas)) {
    const fields = Object.keys(schema.shape ?? {});
    expect(fields.length).toBeGreaterThan(0);
    for (const field of fields)
      for (const bad of badValues) {
        const result = validate(schema, { [field]: bad });
        if (result.errors) messages.push(...Object.values(result.errors).map((m) => translateError(m!)));
      }
  }
  const names = { firstName: updateUserInput.shape.firstName, lastName: updateUserInput.shape.lastName };
  for (const bad of badValues) {
    const result = validateFields(names, { firstName: bad, lastName: bad });
    if (result.errors) messages.push(...Object.values(result.errors).map((m) => translateError(m!)));
  }
  return messages;
}

afterAll(async () => {
  await i18n.changeLanguage('en');
});

describe('form field messages', () => {
  it.each(['en', 'it'])('are catalogue sentences in %s, never zod’s default English', async (language) => {
    await i18n.changeLanguage(language);
    const messages = everyMessage();
    expect(messages.length).toBeGreaterThan(500);
    const defaults = [...new Set(messages.filter((m) => zodDefault.test(m) || m.includes('validation.')))];
    expect(defaults).toEqual([]);
  });

  it('say the limit of a too long first name, in both languages (issue 22)', async () => {
    await i18n.changeLanguage('en');
    const long = 'A'.repeat(81);
    const check = () =>
      translateError(
        validateFields({ firstName: updateUserInput.shape.firstName }, { firstName: long }).errors!
          .firstName!,
      );
    expect(check()).toBe('Keep it under 80 characters');
    await i18n.changeLanguage('it');
    expect(check()).not.toMatch(/characters|Too big/);
    expect(check()).toMatch(/80/);
  });
});
