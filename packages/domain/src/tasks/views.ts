import type { TaskListView, TaskPriority, TaskStatus } from './tasks.schema';

/** What the view rules read from a task. */
export interface TaskLike {
  dueDate: string | null;
  status: TaskStatus;
}

/** Open = still to do: neither completed nor cancelled. */
export const isOpen = (task: Pick<TaskLike, 'status'>): boolean =>
  task.status !== 'completed' && task.status !== 'cancelled';

/** Open and due before the user's today. */
export const isOverdue = (task: TaskLike, today: string): boolean =>
  isOpen(task) && task.dueDate !== null && task.dueDate < today;

export function inTaskView(task: TaskLike, view: TaskListView, today: string): boolean {
  switch (view) {
    case 'today':
      return isOpen(task) && task.dueDate !== null && task.dueDate <= today;
    case 'upcoming':
      return isOpen(task) && task.dueDate !== null && task.dueDate > today;
    case 'all':
      return isOpen(task);
    case 'completed':
      return task.status === 'completed';
    case 'cancelled':
      return task.status === 'cancelled';
  }
}

/** SPEC.md 9, the tasks tile: tasks due today or later that are neither completed nor cancelled. */
export const countTasksDueFromToday = (tasks: readonly TaskLike[], today: string): number =>
  tasks.filter((t) => isOpen(t) && t.dueDate !== null && t.dueDate >= today).length;

/** Most important first: the order of priorities within a day. */
export const priorityRank: Record<TaskPriority, number> = { urgent: 0, high: 1, medium: 2, low: 3 };

export interface SortableTask extends TaskLike {
  id: string;
  dueTime: string | null;
  priority: TaskPriority;
  completedAt: string | null;
}

/**
 * The order of the open views (and of the server's lists, which sort the same way): by due date (no date
 * last), then due time (no time last), then priority, then creation (ids are UUID v7, so creation order).
 * Completed: most recently completed first. Cancelled: most recently created first.
 */
export function compareTasks(view: TaskListView, a: SortableTask, b: SortableTask): number {
  if (view === 'completed') return cmp(b.completedAt ?? '', a.completedAt ?? '') || cmp(b.id, a.id);
  if (view === 'cancelled') return cmp(b.id, a.id);
  return (
    cmp(a.dueDate ?? '9999-12-31', b.dueDate ?? '9999-12-31') ||
    cmp(a.dueTime ?? '99:99', b.dueTime ?? '99:99') ||
    priorityRank[a.priority] - priorityRank[b.priority] ||
    cmp(a.id, b.id)
  );
}

const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The tasks of one view, in its order. */
export const tasksInView = <T extends SortableTask>(
  tasks: readonly T[],
  view: TaskListView,
  today: string,
): T[] => tasks.filter((t) => inTaskView(t, view, today)).sort((a, b) => compareTasks(view, a, b));
