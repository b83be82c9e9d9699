import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { openTasksQueryOptions } from '../api/get-open-tasks.ts';
import type { FocusTask } from '../hooks/pomodoro-store.ts';

/** AREAS.md: optionally focus on one of the open tasks; its title becomes the session's title. */
export function TaskPicker({
  value,
  onChange,
}: {
  value: FocusTask | null;
  onChange: (task: FocusTask | null) => void;
}) {
  const { t } = useTranslation('focus');
  const id = useId();
  const tasks = useQuery(openTasksQueryOptions);
  const list = tasks.data ?? [];
  // The chosen task stays listed even when it is no longer open (or not loaded yet).
  const options = [
    { value: '', label: t('task.none') },
    ...(value && !list.some((task) => task.id === value.id) ? [{ value: value.id, label: value.title }] : []),
    ...list.map((task) => ({ value: task.id, label: task.title })),
  ];
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{t('task.label')}</Label>
      <Select
        id={id}
        options={options}
        value={value?.id ?? ''}
        aria-describedby={`${id}-hint`}
        onChange={(event) => {
          const chosen = event.target.value;
          if (!chosen) return onChange(null);
          const task = list.find((candidate) => candidate.id === chosen);
          onChange(task ? { id: task.id, title: task.title } : value);
        }}
      />
      <FieldMessage id={`${id}-hint`} hint={t('task.hint')} />
    </div>
  );
}
