import { useTranslation } from 'react-i18next';
import { DeleteDialog } from '../../../components/ui/delete-dialog.tsx';
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
  const remove = { goal: useDeleteGoal(), skill: useDeleteSkill(), achievement: useDeleteAchievement() };
  const kind = item?.kind ?? 'goal';
  return (
    <DeleteDialog
      id={item?.id ?? null}
      remove={remove[kind]}
      onOpenChange={onOpenChange}
      texts={{
        title: t('delete.title', { name: item?.name ?? '' }),
        body: t(`delete.body.${kind}`),
        confirm: t('delete.confirm'),
        done: t(`delete.done.${kind}`),
        failed: t('delete.failed'),
        fallback: t('errors.generic'),
      }}
    />
  );
}
