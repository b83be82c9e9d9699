import { useTranslation } from 'react-i18next';
import type { Habit } from '@track-grow/domain/habits';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../../components/ui/dialog.tsx';
import { toast } from '../../../lib/toast.ts';
import { useDeleteHabit } from '../api/delete-habit.ts';
import { errorMessage } from '../../../lib/server-errors.ts';

/** "Delete Read?": the habit and its whole history go; archiving is offered as the gentler way. */
export function DeleteHabitDialog({
  habit,
  onOpenChange,
  onDeleted,
}: {
  habit: Habit | null;
  onOpenChange: (open: boolean) => void;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation('habits');
  const remove = useDeleteHabit();
  const confirm = () => {
    if (!habit) return;
    remove.mutate(habit.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: t('delete.done', { name: habit.name }) });
        onOpenChange(false);
        onDeleted?.();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('delete.failed'),
          description: errorMessage(error, t('errors.tryAgain')),
        }),
    });
  };
  return (
    <Dialog open={habit !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('delete.title', { name: habit?.name ?? '' })}</DialogTitle>
          <DialogDescription>{t('delete.body')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {t('delete.cancel')}
          </Button>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
