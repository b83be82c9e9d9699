import type { TaskPriority } from '@track-grow/domain/tasks';

/** Chip colours of each priority (text contrast ≥ 4.5:1 in both themes). */
export const priorityTone: Record<TaskPriority, string> = {
  urgent: 'bg-red-100 text-red-800 dark:bg-red-500/20 dark:text-red-200',
  high: 'bg-orange-100 text-orange-800 dark:bg-orange-500/20 dark:text-orange-200',
  medium: 'bg-sky-100 text-sky-800 dark:bg-sky-500/20 dark:text-sky-200',
  low: 'bg-slate-100 text-slate-700 dark:bg-slate-500/20 dark:text-slate-200',
};

/** The flag icon's colour on a task row. */
export const priorityFlag: Record<TaskPriority, string> = {
  urgent: 'text-red-700 dark:text-red-300',
  high: 'text-orange-700 dark:text-orange-300',
  medium: 'text-sky-700 dark:text-sky-300',
  low: 'text-slate-600 dark:text-slate-300',
};
