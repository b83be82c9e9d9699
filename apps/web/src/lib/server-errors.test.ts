import { afterEach, describe, expect, it } from 'vitest';
import { createTaskInput } from '@track-grow/domain/tasks';
import { ApiError } from './api-client.ts';
import { validate } from './form.ts';
import { i18n } from './i18n.ts';
import { errorMessage, serverFieldError, translateError } from './server-errors.ts';

const answer = (status: number, body: unknown) => new ApiError(status, JSON.stringify(body), 'Bad Request');

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('server error mapper', () => {
  it('translates a code from the domain into the user language', async () => {
    expect(translateError('tasks.titleRequired')).toBe('Title is required');
    await i18n.changeLanguage('it');
    expect(translateError('tasks.titleRequired')).toBe(i18n.t('errorCodes.tasks.titleRequired'));
    expect(translateError('tasks.titleRequired')).not.toBe('Title is required');
    expect(errorMessage(answer(404, { message: 'Task not found', code: 'tasks.notFound' }), 'x')).toBe(
      i18n.t('errorCodes.tasks.notFound'),
    );
  });

  it('falls back to the server message for an unknown code, and to the given text without a body', () => {
    expect(errorMessage(answer(400, { message: 'Something new', code: 'tasks.brandNew' }), 'Try again')).toBe(
      'Something new',
    );
    expect(translateError('Invalid input')).toBe('Invalid input');
    expect(errorMessage(new ApiError(500, '', 'Internal Server Error'), 'Try again')).toBe('Try again');
    expect(errorMessage(new Error('offline'), 'Try again')).toBe('Try again');
  });

  it('shows a catalogued code the app has no translation for in English', async () => {
    await i18n.changeLanguage('it');
    expect(translateError('shared.badCursor')).toBe('This page link is invalid; reload the list');
  });

  it('reads the field of a 400 from its first issue, else names the form', () => {
    const invalid = answer(400, {
      message: 'title: Title is required',
      issues: [{ path: 'title', message: 'Title is required', code: 'tasks.titleRequired' }],
    });
    expect(serverFieldError(invalid)).toEqual({ field: 'title', message: 'tasks.titleRequired' });
    expect(serverFieldError(answer(404, { message: 'Task not found', code: 'tasks.notFound' }))).toEqual({
      field: 'form',
      message: 'tasks.notFound',
    });
    expect(serverFieldError(new Error('offline'))).toBeNull();
  });

  it('gives a form the same code the server would send, validating with the same schema', () => {
    const checked = validate(createTaskInput, { title: ' ' });
    expect(checked.errors).toEqual({ title: 'tasks.titleRequired' });
    expect(translateError(checked.errors!.title!)).toBe('Title is required');
  });
});
