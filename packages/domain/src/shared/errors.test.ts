import { describe, expect, it } from 'vitest';
import { createTaskInput } from '../tasks';
import { describeError, errorCatalogue, errorText, isErrorCode } from './errors';

describe('error catalogue', () => {
  it('schemas carry codes; the catalogue gives their English text', () => {
    const issue = createTaskInput.safeParse({ title: '' }).error!.issues.find((i) => i.path[0] === 'title')!;
    expect(issue.message).toBe('tasks.titleRequired');
    expect(errorText(issue.message)).toBe('Title is required');
    expect(describeError(issue.message)).toEqual({
      code: 'tasks.titleRequired',
      message: 'Title is required',
    });
  });

  it('leaves a message that is not a code as it is, without a code', () => {
    expect(isErrorCode('Invalid input')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(describeError('Invalid input')).toEqual({ message: 'Invalid input' });
  });

  it('names every code area.name, each with a text', () => {
    for (const [code, text] of Object.entries(errorCatalogue)) {
      expect(code).toMatch(/^[a-z]+\.[A-Za-z]+$/);
      expect(text.length).toBeGreaterThan(0);
    }
  });
});
