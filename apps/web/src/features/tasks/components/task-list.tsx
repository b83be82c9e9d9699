import { useTranslation } from 'react-i18next';
import type { Task, TaskListView } from '@track-grow/domain/tasks';
import { cn } from '../../../lib/utils.ts';
import { dueLabel } from '../format.ts';
import { groupTasks } from './task-groups.ts';
import { TaskRow } from './task-row.tsx';

interface TaskListProps {
  tasks: readonly Task[];
  view: TaskListView;
  today: string;
  subtasksOf: (task: Task) => readonly Task[];
  parentTitleOf: (task: Task) => string | null;
  isDone: (task: Task) => boolean;
  onToggle: (task: Task) => void;
  onOpen: (task: Task) => void;
}

/** A view's tasks in sections (Overdue, Today, each later day, No date), subtasks under their parent. */
export function TaskList({
  tasks,
  view,
  today,
  subtasksOf,
  parentTitleOf,
  isDone,
  onToggle,
  onOpen,
}: TaskListProps) {
  const { t, i18n } = useTranslation('tasks');
  const shown = new Set(tasks.map((task) => task.id));
  // A subtask whose parent is in the list shows in its parent's checklist instead of on its own.
  const rows = tasks.filter((task) => !(task.parentId && shown.has(task.parentId)));
  const groups = groupTasks(rows, view, today);

  const heading = (key: string) => {
    if (key === 'overdue' || key === 'today' || key === 'noDate') return t(`groups.${key}`);
    const due = dueLabel(key, today, i18n.language);
    return t(due.key, due.values);
  };

  return (
    <div className="grid gap-5">
      {groups.map((group) => (
        <section
          key={group.key}
          aria-labelledby={group.key === 'rest' ? undefined : `tasks-group-${group.key}`}
          className="grid gap-2"
        >
          {group.key === 'rest' ? null : (
            <h2
              id={`tasks-group-${group.key}`}
              className={cn(
                'flex items-center gap-2 px-1 text-xs font-bold tracking-wide uppercase',
                group.key === 'overdue' ? 'text-danger' : 'text-muted-foreground',
              )}
            >
              {heading(group.key)}
              <span className="font-semibold tabular-nums">· {group.tasks.length}</span>
            </h2>
          )}
          <ul className="grid gap-2">
            {group.tasks.map((task) => (
              <TaskRow
                key={task.id}
                task={task}
                today={today}
                subtasks={subtasksOf(task)}
                parentTitle={parentTitleOf(task)}
                isDone={isDone}
                onToggle={onToggle}
                onOpen={onOpen}
                showDue={group.key === 'overdue' || group.key === 'rest'}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
