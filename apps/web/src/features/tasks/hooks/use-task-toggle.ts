import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Task } from '@track-grow/domain/tasks';
import { toast } from '../../../lib/toast.ts';
import { useSetTaskStatus } from '../api/update-task.ts';
import { dueLabel } from '../format.ts';
import { errorMessage } from '../../../lib/server-errors.ts';

/**
 * Completing and reopening from a list: the tick shows at once (pending until the lists are refetched), a
 * recurring task's toast names when its next occurrence is due, and a failure puts the tick back.
 */
export function useTaskToggle(today: string) {
  const { t, i18n } = useTranslation('tasks');
  const setStatus = useSetTaskStatus();
  const [pending, setPending] = useState<ReadonlyMap<string, boolean>>(new Map());

  const isDone = useCallback((task: Task) => pending.get(task.id) ?? task.status === 'completed', [pending]);

  const toggle = (task: Task) => {
    if (pending.has(task.id)) return;
    const done = !(task.status === 'completed');
    setPending((current) => new Map(current).set(task.id, done));
    setStatus
      .mutateAsync({ id: task.id, status: done ? 'completed' : 'todo' })
      .then(({ next }) => {
        if (!done) {
          toast({ title: t('toasts.reopened'), description: task.title });
        } else if (next?.dueDate) {
          const due = dueLabel(next.dueDate, today, i18n.language);
          toast({
            title: t('toasts.completed'),
            description: t('toasts.nextOccurrence', { when: t(due.key, due.values) }),
            variant: 'success',
          });
        } else {
          toast({ title: t('toasts.completed'), description: task.title, variant: 'success' });
        }
      })
      .catch((error: unknown) => {
        toast({
          title: t('toasts.saveFailed'),
          description: errorMessage(error, t('toasts.tryAgain')),
          variant: 'destructive',
        });
      })
      .finally(() => {
        setPending((current) => {
          const next = new Map(current);
          next.delete(task.id);
          return next;
        });
      });
  };

  return { isDone, toggle };
}
