import { useTranslation } from 'react-i18next';
import { formatAmount, parseQuickExpense } from '@track-grow/domain/money';
import { parseQuickMood } from '@track-grow/domain/mood';
import { quickAddTaskInput } from '@track-grow/domain/tasks';
import { addQuickNote } from '../../../lib/use-quick-notes.ts';
import { offlineMessage, serverFieldError, translateError } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateMood } from '../../../features/mood/api/create-mood.ts';
import { useCreateTransaction } from '../../../features/money/api/create-transaction.ts';
import { useQuickAddTask } from '../../../features/tasks/api/quick-add-task.ts';
import type { CaptureTab } from '../capture-tab.ts';

/** Where a capture went: the confirmation's title key, what was saved and the screen that shows it. */
export interface Captured {
  tab: CaptureTab;
  title: 'done.note' | 'done.task' | 'done.expense' | 'done.income' | 'done.mood';
  summary: string;
}

export type CaptureOutcome = { ok: true; captured: Captured } | { ok: false; error: string };

interface CaptureContext {
  userId: string;
  today: string;
  /** The language amounts are typed in (the profile's, else the screen's). */
  locale: string;
  /** The profile's currency, for the confirmation. */
  currency: string;
  /** The text the task preview read had no title ("tomorrow 9am"). */
  taskHasNoTitle: boolean;
}

/** Checks a capture and sends it (nothing is sent when the input is refused). */
export function useCapture({ userId, today, locale, currency, taskHasNoTitle }: CaptureContext) {
  const { t, i18n } = useTranslation('quickCapture');
  // Each area's own mutation: its request, and the refreshes its area declares.
  const task = useQuickAddTask();
  const transaction = useCreateTransaction();
  const mood = useCreateMood();
  const pending = task.isPending || transaction.isPending || mood.isPending;

  const failed = (caught: unknown): CaptureOutcome => {
    const fieldError = serverFieldError(caught);
    const error = fieldError ? translateError(fieldError.message) : offlineMessage(caught);
    return { ok: false, error: error ?? t('errors.failed') };
  };

  const capture = async (tab: CaptureTab, text: string, rating: number | null): Promise<CaptureOutcome> => {
    switch (tab) {
      case 'note': {
        const content = text.trim();
        if (content === '') return { ok: false, error: t('errors.emptyNote') };
        addQuickNote(userId, content);
        toast({
          title: t('toasts.noteAdded'),
          description: t('toasts.noteAddedDescription'),
          variant: 'success',
        });
        return { ok: true, captured: { tab, title: 'done.note', summary: content } };
      }
      case 'task': {
        const checked = quickAddTaskInput.safeParse({ text });
        if (!checked.success) return { ok: false, error: t('errors.emptyTask') };
        if (taskHasNoTitle) return { ok: false, error: t('errors.taskNoTitle') };
        try {
          const created = await task.mutateAsync(checked.data);
          return { ok: true, captured: { tab, title: 'done.task', summary: created.title } };
        } catch (caught) {
          return failed(caught);
        }
      }
      case 'expense': {
        const reading = parseQuickExpense(text, locale);
        if (!reading.ok) {
          const { problem } = reading;
          const error =
            problem === 'empty'
              ? t('errors.emptyExpense')
              : problem === 'noAmount'
                ? t('errors.noAmount')
                : translateError(problem);
          return { ok: false, error };
        }
        const { type, amount, description, category } = reading;
        try {
          const saved = await transaction.mutateAsync({ date: today, type, amount, category, description });
          const money = formatAmount(saved.amount, { currency, locale: i18n.language });
          const summary = [saved.description, money].filter(Boolean).join(' · ');
          return {
            ok: true,
            captured: { tab, title: type === 'income' ? 'done.income' : 'done.expense', summary },
          };
        } catch (caught) {
          return failed(caught);
        }
      }
      case 'mood': {
        const reading = parseQuickMood(text, rating);
        if (!reading.ok) return { ok: false, error: t(`errors.${reading.problem}`) };
        try {
          const saved = await mood.mutateAsync({ date: today, rating: reading.rating, note: reading.note });
          return {
            ok: true,
            captured: { tab, title: 'done.mood', summary: t(`mood.ratings.${saved.rating}`) },
          };
        } catch (caught) {
          return failed(caught);
        }
      }
    }
  };

  return { capture, pending };
}
