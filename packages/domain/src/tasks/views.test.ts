import { describe, expect, it } from 'vitest';
import { taskViewCounts, type CountedTask } from './views';

const task = (id: string, fields: Partial<CountedTask> = {}): CountedTask => ({
  id,
  parentId: null,
  dueDate: null,
  status: 'todo',
  ...fields,
});

describe('taskViewCounts', () => {
  it('counts a checklist item only in the views its parent is not in', () => {
    const tasks = [
      task('trip', { dueDate: '2026-03-10' }),
      task('hotel', { parentId: 'trip' }),
      task('tickets', { parentId: 'trip' }),
      task('passport', { parentId: 'trip', status: 'completed' }),
      task('chores'),
      task('vacuum', { parentId: 'chores', dueDate: '2026-03-09' }),
    ];
    expect(taskViewCounts(tasks, '2026-03-10')).toEqual({
      today: 2,
      upcoming: 0,
      all: 2,
      completed: 1,
      overdue: 1,
    });
  });
});
