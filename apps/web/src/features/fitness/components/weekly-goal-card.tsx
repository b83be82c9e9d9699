import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Flame, Pencil, Target } from 'lucide-react';
import type { WorkoutSummary } from '@track-grow/domain/fitness/api';
import { Button } from '../../../components/ui/button.tsx';
import { GoalSheet, type GoalSheetTexts } from '../../../components/ui/goal-sheet.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useUpdateUser } from '../../../lib/use-update-user.ts';
import { cn } from '../../../lib/utils.ts';

/** The profile's weekly goal bounds (packages/domain's preferences schema). */
const GOAL_MIN = 10;
const GOAL_MAX = 5000;

/** This week's minutes against the weekly goal, the workouts and calories, and a way to change the goal. */
export function WeeklyGoalCard({ summary }: { summary: WorkoutSummary | undefined }) {
  const { t } = useTranslation('fitness');
  const ids = useId();
  const [editing, setEditing] = useState(false);
  const percent = summary
    ? Math.min(100, Math.round((summary.weekMinutes / Math.max(1, summary.goalMinutes)) * 100))
    : 0;
  const reached = summary !== undefined && summary.weekMinutes >= summary.goalMinutes;

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id={`${ids}-title`}>{t('goal.title')}</CardTitle>
        <Button variant="outline" size="sm" disabled={!summary} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          {t('goal.change')}
        </Button>
      </CardHeader>
      <CardContent>
        {!summary ? (
          <div className="grid gap-3" role="status" aria-label={t('loading')}>
            <Skeleton className="h-7 w-40" />
            <Skeleton className="h-3" />
            <Skeleton className="h-5 w-56" />
          </div>
        ) : (
          <div className="grid gap-3">
            <p className="flex items-baseline gap-2 text-2xl font-bold tabular-nums">
              <Target aria-hidden="true" className="size-5 self-center text-primary" />
              {t('goal.minutes', { minutes: summary.weekMinutes, goal: summary.goalMinutes })}
            </p>
            <div
              role="progressbar"
              aria-label={t('goal.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t('goal.minutes', { minutes: summary.weekMinutes, goal: summary.goalMinutes })}
              className="h-3 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn('h-full rounded-full', reached ? 'bg-emerald-500' : 'bg-primary')}
                style={{ width: `${percent}%` }}
              />
            </div>
            <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
              <span>{t('goal.workouts', { count: summary.weekWorkouts })}</span>
              <span className="flex items-center gap-1">
                <Flame aria-hidden="true" className="size-4 text-orange-500" />
                {t('goal.calories', { count: summary.weekCalories })}
              </span>
            </p>
            {reached ? (
              <p className="text-sm font-semibold text-emerald-700 dark:text-emerald-300">
                {t('goal.reached')}
              </p>
            ) : null}
          </div>
        )}
      </CardContent>
      {summary ? (
        <WeeklyGoalSheet open={editing} goal={summary.goalMinutes} onClose={() => setEditing(false)} />
      ) : null}
    </Card>
  );
}

/** The profile's weekly goal (preferences.fitnessWeeklyGoalMinutes); the summary is read again after. */
function WeeklyGoalSheet({ open, goal, onClose }: { open: boolean; goal: number; onClose: () => void }) {
  const { t } = useTranslation('fitness');
  const texts: GoalSheetTexts = {
    title: t('goal.sheetTitle'),
    field: t('goal.field'),
    hint: t('goal.hint'),
    invalid: t('goal.invalid'),
    save: t('goal.save'),
    saved: t('goal.saved'),
    saveFailed: t('goal.saveFailed'),
    fallback: t('errors.generic'),
  };
  const update = useUpdateUser();
  return (
    <GoalSheet
      open={open}
      goal={goal}
      min={GOAL_MIN}
      max={GOAL_MAX}
      texts={texts}
      onClose={onClose}
      save={async (minutes) => {
        await update.mutateAsync({ preferences: { fitnessWeeklyGoalMinutes: minutes } });
      }}
    />
  );
}
