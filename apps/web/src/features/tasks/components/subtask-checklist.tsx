import { useId, useRef, useState, type KeyboardEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Plus, X } from 'lucide-react';
import { createTaskInput, type Task } from '@track-grow/domain/tasks';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { toast } from '../../../lib/toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { subtasksQueryOptions } from '../api/get-tasks.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { TaskCheckbox } from './task-checkbox.tsx';
import { errorMessage, translateError } from '../../../lib/server-errors.ts';

/**
 * An input that adds a checklist item on Enter (without submitting the sheet's form) or with its button. It
 * empties at once, so the next item can be typed while the last one is still being saved; an item that could
 * not be saved comes back into it when it is still empty.
 */
function AddItem({ onAdd }: { onAdd: (title: string) => Promise<boolean> }) {
  const { t } = useTranslation('tasks');
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);

  const add = () => {
    const checked = createTaskInput.safeParse({ title: text });
    if (!checked.success) {
      setError(translateError(checked.error.issues[0]?.message ?? 'tasks.titleRequired'));
      return;
    }
    setError(null);
    setText('');
    const title = checked.data.title;
    void onAdd(title).then((saved) => {
      if (!saved) setText((current) => (current === '' ? title : current));
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="grid gap-1">
      <div className="flex gap-2">
        <Input
          aria-label={t('checklist.addLabel')}
          placeholder={t('checklist.addPlaceholder')}
          value={text}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="enter"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <Button
          variant="outline"
          size="icon"
          className="rounded-xl"
          onClick={add}
          aria-label={t('checklist.add')}
        >
          <Plus aria-hidden="true" />
        </Button>
      </div>
      <FieldMessage id={`${id}-error`} error={error} />
    </div>
  );
}

function ChecklistHeading({ done, total }: { done: number; total: number }) {
  const { t } = useTranslation('tasks');
  return (
    <div className="flex items-baseline justify-between">
      <h3 className="text-sm font-medium">{t('checklist.title')}</h3>
      {total > 0 ? (
        <span className="text-xs text-muted-foreground">{t('checklist.progress', { done, total })}</span>
      ) : null}
    </div>
  );
}

interface QueuedItem {
  key: number;
  title: string;
}

/** An existing task's checklist: each item is a subtask (parentId), saved as soon as it changes. */
export function SubtaskChecklist({ parent }: { parent: Task }) {
  const { t } = useTranslation('tasks');
  const subtasks = useQuery(subtasksQueryOptions(parent.id));
  const create = useCreateTask();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const items = subtasks.data ?? [];
  const done = items.filter((item) => item.status === 'completed').length;
  // Items typed but not yet saved: shown at the end of the list until the refetched list holds them.
  const [queued, setQueued] = useState<QueuedItem[]>([]);
  const queue = useRef<Promise<void>>(Promise.resolve());
  const nextKey = useRef(0);

  // One creation at a time, in the order typed: the server keeps the checklist in creation order.
  const add = (title: string): Promise<boolean> => {
    const key = nextKey.current++;
    setQueued((current) => [...current, { key, title }]);
    const saved = queue.current.then(async () => {
      try {
        await create.mutateAsync({ title, parentId: parent.id });
        return true;
      } catch (error) {
        toast({
          title: t('toasts.saveFailed'),
          description: errorMessage(error, t('toasts.tryAgain')),
          variant: 'destructive',
        });
        return false;
      } finally {
        setQueued((current) => current.filter((item) => item.key !== key));
      }
    });
    queue.current = saved.then(() => undefined);
    return saved;
  };

  const toggle = (item: Task) =>
    update
      .mutateAsync({ id: item.id, patch: { status: item.status === 'completed' ? 'todo' : 'completed' } })
      .catch((error: unknown) =>
        toast({
          title: t('toasts.saveFailed'),
          description: errorMessage(error, t('toasts.tryAgain')),
          variant: 'destructive',
        }),
      );

  // Removing an item asks first, as every delete in the app does.
  const [removing, setRemoving] = useState<Task | null>(null);
  const removeItem = async (item: Task) => {
    try {
      await remove.mutateAsync(item.id);
      setRemoving(null);
    } catch (error) {
      toast({
        title: t('toasts.deleteFailed'),
        description: errorMessage(error, t('toasts.tryAgain')),
        variant: 'destructive',
      });
    }
  };

  return (
    <section className="grid gap-2" aria-label={t('checklist.title')}>
      <ChecklistHeading done={done} total={items.length + queued.length} />
      {subtasks.isPending ? (
        <Skeleton className="h-11" />
      ) : (
        <ul className="grid gap-0.5">
          {items.map((item) => (
            <li key={item.id} className="flex items-center gap-1 rounded-xl hover:bg-accent/60">
              <TaskCheckbox
                small
                checked={item.status === 'completed'}
                label={item.title}
                onToggle={() => void toggle(item)}
              />
              <span
                className={cn(
                  'min-w-0 flex-1 text-sm wrap-anywhere',
                  item.status === 'completed' && 'text-muted-foreground line-through',
                )}
              >
                {item.title}
              </span>
              <button
                type="button"
                aria-label={t('checklist.remove', { title: item.title })}
                onClick={() => setRemoving(item)}
                className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:text-foreground"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
          {queued.map((item) => (
            <li key={`queued-${item.key}`} aria-busy="true" className="flex items-center gap-2 py-3 pl-3">
              <span
                aria-hidden="true"
                className="size-5 shrink-0 rounded-full border-2 border-dashed border-muted-foreground/60"
              />
              <span className="min-w-0 flex-1 text-sm wrap-anywhere text-muted-foreground">{item.title}</span>
            </li>
          ))}
        </ul>
      )}
      <AddItem onAdd={add} />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => {
          if (!open) setRemoving(null);
        }}
        title={t('checklist.confirmRemove.title')}
        description={t('checklist.confirmRemove.body', { title: removing?.title ?? '' })}
        confirmLabel={t('checklist.confirmRemove.confirm')}
        pending={remove.isPending}
        onConfirm={() => {
          if (removing) void removeItem(removing);
        }}
      />
    </section>
  );
}

/** A new task's checklist: kept here and created with the task. */
export function DraftChecklist({
  titles,
  onChange,
}: {
  titles: string[];
  onChange: (titles: string[]) => void;
}) {
  const { t } = useTranslation('tasks');
  return (
    <section className="grid gap-2" aria-label={t('checklist.title')}>
      <ChecklistHeading done={0} total={titles.length} />
      {titles.length > 0 ? (
        <ul className="grid gap-0.5">
          {titles.map((title, index) => (
            <li key={`${index}-${title}`} className="flex items-center gap-2 pl-3">
              <span
                aria-hidden="true"
                className="size-5 shrink-0 rounded-full border-2 border-muted-foreground/60"
              />
              <span className="min-w-0 flex-1 text-sm wrap-anywhere">{title}</span>
              <button
                type="button"
                aria-label={t('checklist.remove', { title })}
                onClick={() => onChange(titles.filter((_, i) => i !== index))}
                className="inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full text-muted-foreground hover:text-foreground"
              >
                <X aria-hidden="true" className="size-4" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      <AddItem
        onAdd={(title) => {
          onChange([...titles, title]);
          return Promise.resolve(true);
        }}
      />
    </section>
  );
}
