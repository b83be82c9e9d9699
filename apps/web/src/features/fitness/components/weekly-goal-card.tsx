import { useTranslation } from 'react-i18next';
import { Flame } from 'lucide-react';
import type { WorkoutSummary } from '@track-grow/domain/fitness/api';
import { GoalCard, GoalProgress } from '../../../components/ui/goal-card.tsx';
import { goalSheetTexts } from '../../../components/ui/goal-sheet.tsx';
import { useUpdateUser } from '../../../lib/use-update-user.ts';

/** The profile's weekly goal bounds (packages/domain's preferences schema). */
const GOAL_MIN = 10;
const GOAL_MAX = 5000;

/** This week's minutes against the weekly goal, the workouts and calories, and a way to change the goal. */
export function WeeklyGoalCard({ summary }: { summary: WorkoutSummary | undefined }) {
  const { t } = useTranslation('fitness');
  const update = useUpdateUser();

  return (
    <GoalCard
      title={t('goal.title')}
      editLabel={t('goal.change')}
      loading={!summary}
      loadingLabel={t('loading')}
      skeletons={['h-7 w-40', 'h-3', 'h-5 w-56']}
      // The profile's weekly goal (preferences.fitnessWeeklyGoalMinutes); the summary is read again after.
      sheet={{
        goal: summary?.goalMinutes ?? GOAL_MIN,
        min: GOAL_MIN,
        max: GOAL_MAX,
        texts: goalSheetTexts(t),
        save: async (minutes) => {
          await update.mutateAsync({ preferences: { fitnessWeeklyGoalMinutes: minutes } });
        },
      }}
    >
      {summary ? (
        <GoalProgress
          done={summary.weekMinutes}
          goal={summary.goalMinutes}
          text={t('goal.minutes', { minutes: summary.weekMinutes, goal: summary.goalMinutes })}
          label={t('goal.progress')}
          reachedText={t('goal.reached')}
        >
          <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
            <span>{t('goal.workouts', { count: summary.weekWorkouts })}</span>
            <span className="flex items-center gap-1">
              <Flame aria-hidden="true" className="size-4 text-orange-500" />
              {t('goal.calories', { count: summary.weekCalories })}
            </span>
          </p>
        </GoalProgress>
      ) : null}
    </GoalCard>
  );
}
