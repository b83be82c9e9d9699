import { describe, expect, it } from 'vitest';
import { createFocusSessionInput, updateFocusSessionInput } from './focus.schema';

const valid = {
  title: 'Write report',
  category: 'work',
  type: 'focus',
  plannedDuration: 25,
  actualDuration: 25,
  startedAt: '2026-03-10T08:00:00.000Z',
  completedAt: '2026-03-10T08:25:00.000Z',
  date: '2026-03-10',
};

const issues = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('focus session schemas', () => {
  it('accepts what the pomodoro saves, defaulting the type to focus', () => {
    expect(createFocusSessionInput.parse(valid)).toEqual(valid);
    const { type: _type, category: _category, ...minimal } = valid;
    expect(createFocusSessionInput.parse(minimal)).toEqual({ ...minimal, type: 'focus' });
    expect(
      createFocusSessionInput.safeParse({ ...valid, startedAt: '2026-03-10T09:00:00+01:00' }).success,
    ).toBe(true);
  });

  it.each([
    [{ title: ' ' }, 'title', 'focus.titleRequired'],
    [{ title: 'x'.repeat(201) }, 'title', 'focus.titleTooLong'],
    [{ category: 'x'.repeat(41) }, 'category', 'focus.categoryTooLong'],
    [{ type: 'nap' }, 'type', 'focus.type'],
    [{ plannedDuration: 0 }, 'plannedDuration', 'focus.plannedMinutes'],
    [{ plannedDuration: 121 }, 'plannedDuration', 'focus.plannedMinutes'],
    [{ actualDuration: 0 }, 'actualDuration', 'focus.actualMinutes'],
    [{ actualDuration: 2.5 }, 'actualDuration', 'focus.actualMinutes'],
    [{ actualDuration: '25' }, 'actualDuration', 'focus.actualMinutes'],
    [{ startedAt: '2026-03-10 08:00' }, 'startedAt', 'focus.instant'],
    [{ completedAt: '2026-03-10T07:59:00Z' }, 'completedAt', 'focus.endBeforeStart'],
    [{ date: '2026-02-30' }, 'date', 'shared.dateInvalid'],
  ])('rejects %o with a code', (patch, path, message) => {
    expect(issues(createFocusSessionInput.safeParse({ ...valid, ...patch }))).toContainEqual([path, message]);
  });

  it('updates need a known field, and keep the start before the end', () => {
    expect(updateFocusSessionInput.safeParse({ title: 'Reading' }).success).toBe(true);
    expect(issues(updateFocusSessionInput.safeParse({}))).toContainEqual(['', 'shared.nothingToUpdate']);
    expect(updateFocusSessionInput.safeParse({ userId: 'x' }).success).toBe(false);
    expect(
      issues(
        updateFocusSessionInput.safeParse({
          startedAt: '2026-03-10T09:00:00Z',
          completedAt: '2026-03-10T08:00:00Z',
        }),
      ),
    ).toContainEqual(['completedAt', 'focus.endBeforeStart']);
  });
});
