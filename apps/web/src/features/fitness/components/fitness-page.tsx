import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Workout } from '@track-grow/domain/fitness';
import { AreaPageHeader } from '../../../components/ui/page-header.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateIntent } from '../../../lib/use-create-intent.ts';
import { useFailureToast } from '../../../lib/use-failure-toast.ts';
import { useToday } from '../../../lib/user-today.ts';
import '../i18n.ts';
import { useWorkoutSummary } from '../api/get-workout-summary.ts';
import { useWorkoutHistory } from '../api/get-workouts.ts';
import { DeleteWorkoutDialog } from './delete-workout-dialog.tsx';
import { PersonalBests } from './personal-bests.tsx';
import { RestTimerCard } from './rest-timer-card.tsx';
import { WeeklyGoalCard } from './weekly-goal-card.tsx';
import { WorkoutHistory } from './workout-history.tsx';
import { WorkoutSheet, type WorkoutSheetState } from './workout-sheet.tsx';
import { WorkoutTimerCard } from './workout-timer-card.tsx';

/** /fitness: the workout timer, a rest timer, the weekly goal, personal bests and the history. */
export default function FitnessPage() {
  const { t } = useTranslation('fitness');
  const { user } = useCurrentUser();
  const today = useToday(user);
  const summary = useWorkoutSummary();
  const history = useWorkoutHistory();
  useFailureToast([summary, history], { title: t('errors.loadFailed'), description: t('errors.generic') });

  // /fitness?new=1 (the Hub's "Quick add") opens the workout log sheet.
  const intent = useCreateIntent();
  const [sheet, setSheet] = useState<WorkoutSheetState | null>(intent ? { mode: 'create' } : null);
  const [deleting, setDeleting] = useState<Workout | null>(null);
  const workouts = useMemo(() => history.data?.pages.flatMap((page) => page.items), [history.data]);
  const add = () => setSheet({ mode: 'create' });

  return (
    <div className="grid gap-5">
      <AreaPageHeader
        title={t('title')}
        subtitle={t('subtitle')}
        addLabel={t('log.open')}
        onAdd={add}
        phone="below"
      />

      <div className="grid items-start gap-5 lg:grid-cols-[minmax(0,6fr)_minmax(0,5fr)]">
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
          <WorkoutTimerCard />
          <RestTimerCard />
        </div>
        <div className="grid min-w-0 grid-cols-[minmax(0,1fr)] gap-5">
          <WeeklyGoalCard summary={summary.data} />
          <PersonalBests bests={summary.data?.personalBests} />
        </div>
      </div>

      <WorkoutHistory
        workouts={workouts}
        hasMore={history.hasNextPage}
        loadingMore={history.isFetchingNextPage}
        onLoadMore={() => {
          history
            .fetchNextPage()
            .catch(() => toast({ title: t('errors.loadFailed'), variant: 'destructive' }));
        }}
        onAdd={add}
        onEdit={(workout) => setSheet({ mode: 'edit', workout })}
        onDelete={setDeleting}
      />

      <WorkoutSheet state={sheet} onClose={() => setSheet(null)} today={today} />
      <DeleteWorkoutDialog
        workout={deleting}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
      />
    </div>
  );
}
