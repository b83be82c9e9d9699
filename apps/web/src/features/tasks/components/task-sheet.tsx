import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Trash2 } from 'lucide-react';
import {
  createTaskInput,
  taskPriorities,
  taskRecurrences,
  taskStatuses,
  type Task,
  type TaskPriority,
  type TaskRecurrence,
  type TaskStatus,
} from '@track-grow/domain/tasks';
import { BottomSheet } from '../../../components/ui/bottom-sheet.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TagInput } from '../../../components/ui/tag-input.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { TextareaField } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../lib/toast.ts';
import { cn } from '../../../lib/utils.ts';
import { useCreateTask } from '../api/create-task.ts';
import { useDeleteTask } from '../api/delete-task.ts';
import { useUpdateTask } from '../api/update-task.ts';
import { priorityTone } from './priority.ts';
import { DraftChecklist, SubtaskChecklist } from './subtask-checklist.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { useSheetSubmit } from '../../../lib/use-sheet-submit.ts';

interface Values {
  title: string;
  notes: string;
  dueDate: string;
  dueTime: string;
  priority: TaskPriority;
  status: TaskStatus;
  tags: string[];
  recurrence: TaskRecurrence;
}

const valuesOf = (task: Task | null, defaults: Partial<Values>): Values => ({
  title: task?.title ?? '',
  notes: task?.notes ?? '',
  dueDate: task?.dueDate ?? defaults.dueDate ?? '',
  dueTime: task?.dueTime ?? '',
  priority: task?.priority ?? 'medium',
  status: task?.status ?? 'todo',
  tags: task?.tags ?? [],
  recurrence: task?.recurrence ?? 'none',
});

/** The payload both create and edit send: empty fields are null, as the schema expects. */
const payloadOf = (values: Values) => ({
  title: values.title,
  notes: values.notes.trim() ? values.notes : null,
  dueDate: values.dueDate || null,
  dueTime: values.dueTime || null,
  priority: values.priority,
  status: values.status,
  tags: values.tags,
  recurrence: values.recurrence,
});

interface TaskSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The task to edit; null creates one. */
  task: Task | null;
  /** Fields a new task starts with (the Today view proposes today). */
  defaults?: Partial<Values>;
  tagSuggestions: readonly string[];
}

/** The full task form in a bottom sheet: title, notes, due date and time, priority, status, tags, repetition, checklist. */
export function TaskSheet({ open, onOpenChange, task, defaults = {}, tagSuggestions }: TaskSheetProps) {
  const { t } = useTranslation('tasks');
  const create = useCreateTask();
  const update = useUpdateTask();
  const remove = useDeleteTask();
  const [values, setValues] = useState<Values>(() => valuesOf(task, defaults));
  const [draftSubtasks, setDraftSubtasks] = useState<string[]>([]);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const isSubtask = task?.parentId != null;
  const sheet = useSheetSubmit({
    schema: createTaskInput,
    fields: Object.keys(values),
    failure: { title: t('toasts.saveFailed'), fallback: t('toasts.tryAgain') },
    onDone: () => onOpenChange(false),
    write: async (data) => {
      if (task) {
        await update.mutateAsync({ id: task.id, patch: payloadOf(values) });
        toast({ title: t('toasts.saved'), description: values.title.trim(), variant: 'success' });
      } else {
        const created = await create.mutateAsync(data);
        for (const title of draftSubtasks) {
          await create.mutateAsync({ title, parentId: created.id });
        }
        toast({ title: t('toasts.added'), description: created.title, variant: 'success' });
      }
    },
  });
  const saving = create.isPending || update.isPending;

  const set = <K extends keyof Values>(key: K, value: Values[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    sheet.clear(key);
  };

  const save = () => sheet.submit(payloadOf(values));

  const deleteTask = async () => {
    if (!task) return;
    try {
      await remove.mutateAsync(task.id);
      setConfirmDelete(false);
      toast({ title: t('toasts.deleted'), description: task.title, variant: 'success' });
      onOpenChange(false);
    } catch (error) {
      toast({
        title: t('toasts.deleteFailed'),
        description: errorMessage(error, t('toasts.tryAgain')),
        variant: 'destructive',
      });
    }
  };

  const error = (field: keyof Values) => sheet.message(field);

  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={task ? t('form.editTitle') : t('form.newTitle')}
      onSave={() => void save()}
      onCancel={() => undefined}
      saveLabel={saving ? t('form.saving') : task ? t('form.save') : t('form.create')}
      saveDisabled={saving}
    >
      <div className="grid gap-5">
        <TextField
          label={t('form.title')}
          value={values.title}
          onChange={(event) => set('title', event.target.value)}
          error={error('title')}
          autoComplete="off"
          maxLength={200}
        />
        <TextareaField
          label={t('form.notes')}
          value={values.notes}
          onChange={(event) => set('notes', event.target.value)}
          error={error('notes')}
          rows={3}
        />
        <div className="grid grid-cols-2 gap-3">
          <TextField
            label={t('form.dueDate')}
            type="date"
            value={values.dueDate}
            onChange={(event) => set('dueDate', event.target.value)}
            error={error('dueDate')}
          />
          <TextField
            label={t('form.dueTime')}
            type="time"
            value={values.dueTime}
            onChange={(event) => set('dueTime', event.target.value)}
            error={error('dueTime')}
          />
        </div>
        <fieldset className="grid gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">{t('form.priority')}</legend>
          <div className="grid grid-cols-4 gap-1.5">
            {taskPriorities.map((priority) => (
              <label
                key={priority}
                className={cn(
                  'flex h-11 cursor-pointer items-center justify-center rounded-xl border text-sm font-semibold transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-ring',
                  values.priority === priority
                    ? cn('border-transparent', priorityTone[priority])
                    : 'border-input bg-card hover:bg-accent',
                )}
              >
                <input
                  type="radio"
                  name="priority"
                  value={priority}
                  checked={values.priority === priority}
                  onChange={() => set('priority', priority)}
                  className="sr-only"
                />
                {t(`priority.${priority}`)}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="task-status">{t('form.status')}</Label>
            <Select
              id="task-status"
              value={values.status}
              onChange={(event) => set('status', event.target.value as TaskStatus)}
              options={taskStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
            />
          </div>
          {isSubtask ? null : (
            <div className="grid gap-1.5">
              <Label htmlFor="task-recurrence">{t('form.recurrence')}</Label>
              <Select
                id="task-recurrence"
                value={values.recurrence}
                aria-invalid={sheet.errors.recurrence ? true : undefined}
                aria-describedby={sheet.errors.recurrence ? 'task-recurrence-message' : undefined}
                onChange={(event) => set('recurrence', event.target.value as TaskRecurrence)}
                options={taskRecurrences.map((recurrence) => ({
                  value: recurrence,
                  label: t(`recurrence.${recurrence}`),
                }))}
              />
            </div>
          )}
        </div>
        <FieldMessage id="task-recurrence-message" className="-mt-3" error={error('recurrence')} />
        <TagInput
          label={t('form.tags')}
          value={values.tags}
          onChange={(tags) => set('tags', tags)}
          removeLabel={(tag) => t('form.removeTag', { tag })}
          placeholder={t('form.tagsPlaceholder')}
          suggestions={tagSuggestions}
          error={error('tags')}
        />
        {isSubtask ? null : task ? (
          <SubtaskChecklist parent={task} />
        ) : (
          <DraftChecklist titles={draftSubtasks} onChange={setDraftSubtasks} />
        )}
        {task ? (
          <Button
            variant="ghost"
            className="justify-self-start text-danger hover:text-danger"
            onClick={() => setConfirmDelete(true)}
          >
            <Trash2 aria-hidden="true" />
            {t('form.delete')}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title={t('confirmDelete.title')}
        description={t('confirmDelete.body', { title: task?.title ?? '' })}
        confirmLabel={t('confirmDelete.confirm')}
        pending={remove.isPending}
        onConfirm={() => void deleteTask()}
      />
    </BottomSheet>
  );
}
