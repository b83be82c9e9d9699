import { useTranslation } from 'react-i18next';
import type { Workout } from '@track-grow/domain/fitness';
import { DeleteDialog } from '../../../components/ui/delete-dialog.tsx';
import { useDeleteWorkout } from '../api/delete-workout.ts';

/** "Delete Morning run?" before a workout leaves the history. */
export function DeleteWorkoutDialog({
  workout,
  onOpenChange,
}: {
  workout: Workout | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('fitness');
  return (
    <DeleteDialog
      id={workout?.id ?? null}
      remove={useDeleteWorkout()}
      onOpenChange={onOpenChange}
      texts={{
        title: t('delete.title', { name: workout?.name ?? '' }),
        body: t('delete.body'),
        confirm: t('delete.confirm'),
        done: t('delete.done'),
        failed: t('delete.failed'),
        fallback: t('errors.generic'),
      }}
    />
  );
}
