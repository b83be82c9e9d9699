import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useDeleteAchievement } from '../api/delete-achievement.ts';
import { useDeleteGoal } from '../api/delete-goal.ts';
import { useDeleteSkill } from '../api/delete-skill.ts';

/** What is about to be deleted: a goal, a skill or an achievement, with the name the dialog shows. */
export interface CareerDeletion {
  kind: 'goal' | 'skill' | 'achievement';
  id: string;
  name: string;
}

/** "Delete “Lead a project”?" before a goal, skill or achievement goes. */
export function DeleteCareerDialog({
  item,
  onOpenChange,
}: {
  item: CareerDeletion | null;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation('career');
  const goal = useDeleteGoal();
  const skill = useDeleteSkill();
  const achievement = useDeleteAchievement();
  const remove = { goal, skill, achievement };
  const confirm = () => {
    if (!item) return;
    remove[item.kind].mutate(item.id, {
      onSuccess: () => {
        toast({ variant: 'success', title: t(`delete.done.${item.kind}`) });
        onOpenChange(false);
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: t('delete.failed'),
          description: errorMessage(error, t('errors.generic')),
        }),
    });
  };
  return (
    <ConfirmDialog
      open={item !== null}
      onOpenChange={onOpenChange}
      title={t('delete.title', { name: item?.name ?? '' })}
      description={t(`delete.body.${item?.kind ?? 'goal'}`)}
      confirmLabel={t('delete.confirm')}
      onConfirm={confirm}
      pending={goal.isPending || skill.isPending || achievement.isPending}
    />
  );
}
