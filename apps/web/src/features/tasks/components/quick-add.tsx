import { useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Plus } from 'lucide-react';
import { parseQuickAdd, quickAddTaskInput } from '@track-grow/domain/tasks';
import { Button } from '../../../components/ui/button.tsx';
import { FieldMessage } from '../../../components/ui/field-message.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useQuickAddTask } from '../api/quick-add-task.ts';
import { dueLabel, formatTime } from '../format.ts';
import type { UserToday } from '../../../lib/user-today.ts';
import { QuickAddPreview } from './quick-add-preview.tsx';
import { offlineMessage, serverFieldError, translateError } from '../../../lib/server-errors.ts';

/**
 * Typed task entry: "pay rent friday !high #home". While typing, a preview shows what the domain's
 * parseQuickAdd understood in the user's own today and profile language; the server reads the same text the same way.
 */
export function QuickAdd({ userToday }: { userToday: UserToday }) {
  const { t, i18n } = useTranslation('tasks');
  const quickAdd = useQuickAddTask();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const { today, now, weekStart, dayFirst } = userToday;
  const locale = useCurrentUser().user?.locale ?? null;

  const parsed = useMemo(
    () => (text.trim() ? parseQuickAdd(text, { today, now, weekStart, dayFirst, locale }) : null),
    [text, today, now, weekStart, dayFirst, locale],
  );

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = quickAddTaskInput.safeParse({ text });
    if (!checked.success) {
      setError(translateError(checked.error.issues[0]?.message ?? 'tasks.typeATask'));
      inputRef.current?.focus();
      return;
    }
    if (parsed && parsed.title === '') {
      setError(t('errors.quickNoTitle'));
      return;
    }
    setError(null);
    try {
      const task = await quickAdd.mutateAsync(checked.data);
      setText('');
      const due = task.dueDate ? dueLabel(task.dueDate, today, i18n.language) : null;
      const when = due
        ? [t(due.key, due.values), task.dueTime ? formatTime(task.dueTime, i18n.language) : null]
            .filter(Boolean)
            .join(' · ')
        : t('quickAdd.noDate');
      toast({ title: t('toasts.added'), description: `${task.title} · ${when}`, variant: 'success' });
      inputRef.current?.focus();
    } catch (caught) {
      const fieldError = serverFieldError(caught);
      if (fieldError?.field === 'text') setError(translateError(fieldError.message));
      else
        toast({
          title: t('toasts.addFailed'),
          description: fieldError
            ? translateError(fieldError.message)
            : (offlineMessage(caught) ?? t('toasts.tryAgain')),
          variant: 'destructive',
        });
    }
  };

  const messageId = `${id}-message`;
  const previewId = `${id}-preview`;
  return (
    <form noValidate onSubmit={submit} className="grid gap-2" aria-label={t('quickAdd.formLabel')}>
      <label htmlFor={id} className="text-sm font-medium">
        {t('quickAdd.label')}
      </label>
      <div className="flex gap-2">
        <Input
          ref={inputRef}
          id={id}
          value={text}
          autoComplete="off"
          enterKeyHint="done"
          placeholder={t('quickAdd.placeholder')}
          aria-invalid={error ? true : undefined}
          aria-describedby={`${messageId} ${previewId}`}
          onChange={(event) => {
            setText(event.target.value);
            if (error) setError(null);
          }}
          className="h-12 rounded-2xl"
        />
        <Button type="submit" size="lg" className="rounded-2xl px-4" disabled={quickAdd.isPending}>
          <Plus aria-hidden="true" />
          <span>{t('quickAdd.submit')}</span>
        </Button>
      </div>
      <FieldMessage id={messageId} error={error} hint={t('quickAdd.hint')} hintSize="xs" />
      <QuickAddPreview id={previewId} parsed={parsed} today={today} />
    </form>
  );
}
