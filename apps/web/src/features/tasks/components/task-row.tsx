import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Check, ChevronDown, Clock, CornerDownRight, Flag, ListChecks, Repeat } from 'lucide-react';
import { isOverdue, type Task } from '@track-grow/domain/tasks';
import { cn } from '../../../lib/utils.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { todayOf } from '../../../lib/user-today.ts';
import { completedLabel, dueLabel, formatTime, plainDueLabel } from '../format.ts';
import { SWIPE_THRESHOLD, useSwipe } from '../hooks/use-swipe.ts';
import { priorityFlag } from './priority.ts';
import { TaskCheckbox } from './task-checkbox.tsx';

interface TaskRowProps {
  task: Task;
  today: string;
  /** The task's checklist, when it has one. */
  subtasks: readonly Task[];
  /** For a subtask shown on its own: its parent's title. */
  parentTitle: string | null;
  /** Whether each task counts as done right now (server state with the user's pending taps applied). */
  isDone: (task: Task) => boolean;
  onToggle: (task: Task) => void;
  onOpen: (task: Task) => void;
  /** False under a heading that already names the day. */
  showDue?: boolean;
}

export function TaskRow({
  task,
  today,
  subtasks,
  parentTitle,
  isDone,
  onToggle,
  onOpen,
  showDue = true,
}: TaskRowProps) {
  const { t, i18n } = useTranslation('tasks');
  const done = isDone(task);
  const overdue = !done && isOverdue(task, today);
  const cancelled = task.status === 'cancelled';
  const { offset, handlers } = useSwipe(() => onToggle(task), !cancelled);
  const [expanded, setExpanded] = useState(false);
  const checklistId = useId();
  const { user } = useCurrentUser();
  // A finished task is never late: a completed one says when it was done (a tick not yet saved: today), a
  // cancelled one keeps its date without a verdict.
  const completion = done
    ? completedLabel(
        task.completedAt ? todayOf(new Date(task.completedAt), user) : today,
        today,
        i18n.language,
      )
    : null;
  const due =
    !task.dueDate || !showDue || done
      ? null
      : cancelled
        ? { ...plainDueLabel(task.dueDate, today, i18n.language), tone: 'later' as const }
        : dueLabel(task.dueDate, today, i18n.language);
  const dueTime = done ? null : task.dueTime;
  const doneCount = subtasks.filter(isDone).length;

  return (
    <li className={cn('relative', offset > 0 && 'overflow-hidden rounded-2xl')}>
      {offset > 0 ? (
        <div
          aria-hidden="true"
          className={cn(
            'absolute inset-0 flex items-center gap-2 rounded-2xl pl-5 text-sm font-semibold transition-colors',
            offset >= SWIPE_THRESHOLD
              ? 'bg-primary text-primary-foreground'
              : 'bg-secondary text-secondary-foreground',
          )}
        >
          <Check className="size-5" />
          {done ? t('row.swipeUndo') : t('row.swipeDone')}
        </div>
      ) : null}
      <div
        {...handlers}
        style={offset > 0 ? { transform: `translateX(${offset}px)` } : undefined}
        className={cn(
          'relative touch-pan-y rounded-2xl border bg-card shadow-xs transition-[border-color] select-none',
          offset === 0 && 'transition-transform',
          overdue ? 'border-border border-l-4 border-l-danger' : 'border-border',
        )}
      >
        <div className="flex items-start gap-1 py-1 pr-3 pl-1.5">
          {cancelled ? (
            <span className="size-11 shrink-0" aria-hidden="true" />
          ) : (
            <TaskCheckbox checked={done} label={task.title} onToggle={() => onToggle(task)} />
          )}
          <button
            type="button"
            onClick={() => onOpen(task)}
            className="grid min-w-0 flex-1 cursor-pointer gap-0.5 rounded-lg py-2 text-left focus-visible:outline-2 focus-visible:outline-ring"
          >
            <span
              className={cn(
                'text-[0.95rem] leading-snug font-medium wrap-anywhere',
                (done || cancelled) && 'text-muted-foreground line-through decoration-muted-foreground/60',
              )}
            >
              {task.title}
            </span>
            <span className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-muted-foreground">
              {parentTitle ? (
                <span className="inline-flex min-w-0 items-center gap-1">
                  <CornerDownRight aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="truncate">{t('row.subtaskOf', { title: parentTitle })}</span>
                </span>
              ) : null}
              {completion ? <span>{t(completion.key, completion.values)}</span> : null}
              {due || dueTime ? (
                <span
                  className={cn(
                    'inline-flex items-center gap-1 font-medium',
                    overdue && 'text-danger',
                    !overdue && due?.tone === 'today' && !done && 'text-primary',
                  )}
                >
                  {overdue ? <span className="sr-only">{t('row.overdue')}: </span> : null}
                  {due ? t(due.key, due.values) : null}
                  {dueTime ? (
                    <>
                      <Clock aria-hidden="true" className={cn('size-3.5', due && 'ml-1')} />
                      {formatTime(dueTime, i18n.language)}
                    </>
                  ) : null}
                </span>
              ) : null}
              {task.recurrence !== 'none' ? (
                <span className="inline-flex items-center gap-1">
                  <Repeat aria-hidden="true" className="size-3.5" />
                  {t(`recurrence.${task.recurrence}`)}
                </span>
              ) : null}
              {task.priority !== 'medium' ? (
                <span
                  className={cn('inline-flex items-center gap-1 font-medium', priorityFlag[task.priority])}
                >
                  <Flag aria-hidden="true" className="size-3.5" />
                  {t(`priority.${task.priority}`)}
                </span>
              ) : null}
              {task.status === 'in_progress' ? (
                <span className="font-medium text-foreground">{t('status.in_progress')}</span>
              ) : null}
              {cancelled ? <span className="font-medium">{t('status.cancelled')}</span> : null}
              {task.tags.map((tag) => (
                <span
                  key={tag}
                  className="max-w-full rounded-full bg-muted px-2 py-0.5 wrap-anywhere text-foreground/80"
                >
                  #{tag}
                </span>
              ))}
            </span>
          </button>
          {subtasks.length > 0 ? (
            <button
              type="button"
              aria-expanded={expanded}
              aria-controls={expanded ? checklistId : undefined}
              aria-label={t('row.checklist', { done: doneCount, total: subtasks.length, title: task.title })}
              onClick={() => setExpanded((value) => !value)}
              className="mt-1.5 inline-flex h-9 shrink-0 cursor-pointer items-center gap-1 rounded-full px-2.5 text-xs font-semibold text-muted-foreground hover:bg-accent hover:text-foreground"
            >
              <ListChecks aria-hidden="true" className="size-4" />
              {doneCount}/{subtasks.length}
              <ChevronDown
                aria-hidden="true"
                className={cn('size-3.5 transition-transform', expanded && 'rotate-180')}
              />
            </button>
          ) : null}
        </div>
        {subtasks.length > 0 && expanded ? (
          <ul id={checklistId} className="grid gap-0.5 border-t border-border py-1 pr-3 pl-10">
            {subtasks.map((subtask) => (
              <li key={subtask.id} className="flex items-center gap-1">
                <TaskCheckbox
                  small
                  checked={isDone(subtask)}
                  label={subtask.title}
                  onToggle={() => onToggle(subtask)}
                />
                <span className={cn('text-sm', isDone(subtask) && 'text-muted-foreground line-through')}>
                  {subtask.title}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}
