import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaPageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useToday } from '../../../lib/user-today.ts';
import '../i18n.ts';
import { useAchievements } from '../api/get-achievements.ts';
import { useCareerSummary } from '../api/get-career-summary.ts';
import { useGoals } from '../api/get-goals.ts';
import { useSkills } from '../api/get-skills.ts';
import { AchievementList } from './achievement-list.tsx';
import { AchievementSheet, type AchievementSheetState } from './achievement-sheet.tsx';
import { CareerSummaryCard } from './career-summary.tsx';
import { DeleteCareerDialog, type CareerDeletion } from './delete-career-dialog.tsx';
import { GoalList } from './goal-list.tsx';
import { GoalSheet, type GoalSheetState } from './goal-sheet.tsx';
import { SkillList } from './skill-list.tsx';
import { SkillSheet, type SkillSheetState } from './skill-sheet.tsx';

/** /career: the progress summary, goals with milestones, skills with their targets, and the achievements log. */
export default function CareerPage() {
  const { t } = useTranslation('career');
  const { user } = useCurrentUser();
  const today = useToday(user);
  const summary = useCareerSummary();
  const goals = useGoals();
  const skills = useSkills();
  const log = useAchievements();
  useFailureToast([summary, goals, skills, log], {
    title: t('errors.loadFailed'),
    description: t('errors.generic'),
  });

  const [goalSheet, setGoalSheet] = useState<GoalSheetState | null>(null);
  const [skillSheet, setSkillSheet] = useState<SkillSheetState | null>(null);
  const [achievementSheet, setAchievementSheet] = useState<AchievementSheetState | null>(null);
  const [deleting, setDeleting] = useState<CareerDeletion | null>(null);
  const achievements = useMemo(() => log.data?.pages.flatMap((page) => page.items), [log.data]);
  const addGoal = () => setGoalSheet({ mode: 'create' });

  return (
    <div className="grid gap-5">
      <AreaPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        addLabel={t('goals.add')}
        onAdd={addGoal}
        phone="below"
      />

      <CareerSummaryCard summary={summary.data} />

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
          <GoalList
            goals={goals.data}
            today={today}
            onAdd={addGoal}
            onEdit={(goal) => setGoalSheet({ mode: 'edit', goal })}
            onDelete={(goal) => setDeleting({ kind: 'goal', id: goal.id, name: goal.title })}
          />
        </div>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
          <SkillList
            skills={skills.data}
            onAdd={() => setSkillSheet({ mode: 'create' })}
            onEdit={(skill) => setSkillSheet({ mode: 'edit', skill })}
            onDelete={(skill) => setDeleting({ kind: 'skill', id: skill.id, name: skill.name })}
          />
          <AchievementList
            achievements={achievements}
            goals={goals.data ?? []}
            hasMore={log.hasNextPage}
            loadingMore={log.isFetchingNextPage}
            onLoadMore={() => {
              log
                .fetchNextPage()
                .catch(() => toast({ title: t('errors.loadFailed'), variant: 'destructive' }));
            }}
            onAdd={() => setAchievementSheet({ mode: 'create' })}
            onEdit={(achievement) => setAchievementSheet({ mode: 'edit', achievement })}
            onDelete={(a) => setDeleting({ kind: 'achievement', id: a.id, name: a.title })}
          />
        </div>
      </div>

      <GoalSheet state={goalSheet} onClose={() => setGoalSheet(null)} />
      <SkillSheet state={skillSheet} onClose={() => setSkillSheet(null)} />
      <AchievementSheet
        state={achievementSheet}
        goals={goals.data ?? []}
        today={today}
        onClose={() => setAchievementSheet(null)}
      />
      <DeleteCareerDialog
        item={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </div>
  );
}
