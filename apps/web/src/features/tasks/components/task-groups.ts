import type { Task, TaskListView } from '@track-grow/domain/tasks';

export interface TaskGroup {
  /** 'overdue' | 'today' | 'noDate' | a 'yyyy-MM-dd' day | 'rest' (a view shown as one list). */
  key: string;
  tasks: Task[];
}

/**
 * Sections of a view, in the server's order: the open views split into Overdue, Today, each later day and
 * No date; Completed and Cancelled stay one list.
 */
export function groupTasks(tasks: readonly Task[], view: TaskListView, today: string): TaskGroup[] {
  if (view === 'completed' || view === 'cancelled')
    return tasks.length > 0 ? [{ key: 'rest', tasks: [...tasks] }] : [];
  const groups: TaskGroup[] = [];
  for (const task of tasks) {
    const key =
      task.dueDate === null
        ? 'noDate'
        : task.dueDate < today
          ? 'overdue'
          : task.dueDate === today
            ? 'today'
            : task.dueDate;
    const last = groups[groups.length - 1];
    if (last?.key === key) last.tasks.push(task);
    else groups.push({ key, tasks: [task] });
  }
  return groups;
}

/** Each task's checklist from the full list, in checklist order. */
export function subtasksByParent(tasks: readonly Task[]): Map<string, Task[]> {
  const map = new Map<string, Task[]>();
  for (const task of tasks) {
    if (!task.parentId) continue;
    const list = map.get(task.parentId) ?? [];
    list.push(task);
    map.set(task.parentId, list);
  }
  for (const list of map.values()) list.sort((a, b) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : 1));
  return map;
}
