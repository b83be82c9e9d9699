import { errorCatalogue } from '@track-grow/domain/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createTaskInput } from '@track-grow/domain/tasks';
import en from '../locales/en.json';
import it_ from '../locales/it.json';
import { flattenCatalogue } from '../test/catalogues.ts';
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
    vi.spyOn(i18n, 'exists').mockReturnValue(false);
    expect(translateError('shared.badCursor')).toBe('This page link is invalid; reload the list');
    vi.restoreAllMocks();
  });

  it('has an app translation for every code of the domain catalogue', () => {
    for (const catalogue of [en, it_]) {
      const texts = flattenCatalogue(catalogue);
      for (const code of Object.keys(errorCatalogue))
        expect(texts.get(`errorCodes.${code}`), code).toBeTruthy();
    }
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
