import type { Task } from '@track-grow/domain/tasks';

let counter = 0;
/** A v7-shaped UUID that the schemas accept, different on every call. */
export function taskId(): string {
  counter += 1;
  return `0195f3a2-7c4e-7d2a-9b1e-${String(counter).padStart(12, '0')}`;
}

export function makeTask(overrides: Partial<Task> = {}): Task {
  return {
    id: taskId(),
    title: 'Pay rent',
    notes: null,
    dueDate: null,
    dueTime: null,
    priority: 'medium',
    status: 'todo',
    tags: [],
    completedAt: null,
    recurrence: 'none',
    parentId: null,
    nextOccurrenceId: null,
    sortOrder: 0,
    createdAt: '2026-03-01T08:00:00.000Z',
    updatedAt: '2026-03-01T08:00:00.000Z',
    ...overrides,
  };
}

export const counts = (
  overrides: Partial<
    Record<'today' | 'upcoming' | 'all' | 'completed' | 'overdue' | 'dueToday', number>
  > = {},
) => ({
  today: 0,
  upcoming: 0,
  all: 0,
  completed: 0,
  overdue: 0,
  dueToday: 0,
  ...overrides,
});
