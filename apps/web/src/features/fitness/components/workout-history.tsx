import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Dumbbell, Plus } from 'lucide-react';
import type { Workout } from '@track-grow/domain/fitness';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDay } from '../format.ts';
import { RowActions } from '../../../components/ui/row-actions.tsx';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';

interface WorkoutHistoryProps {
  workouts: readonly Workout[] | undefined;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onAdd: () => void;
  onEdit: (workout: Workout) => void;
  onDelete: (workout: Workout) => void;
}

/** The user's workouts, newest first, a page at a time. */
export function WorkoutHistory({
  workouts,
  hasMore,
  loadingMore,
  onLoadMore,
  onAdd,
  onEdit,
  onDelete,
}: WorkoutHistoryProps) {
  const { t, i18n } = useTranslation('fitness');
  const ids = useId();
  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id={`${ids}-title`}>{t('history.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!workouts ? (
          <div className="grid gap-3" role="status" aria-label={t('loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : workouts.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-8 text-center">
            <Dumbbell aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="text-sm text-muted-foreground">{t('history.empty')}</p>
            <Button size="sm" onClick={onAdd}>
              <Plus aria-hidden="true" />
              {t('log.open')}
            </Button>
          </div>
        ) : (
          <div className="grid gap-4">
            <ul className="grid divide-y divide-border">
              {workouts.map((workout) => (
                <li key={workout.id} className="flex items-center gap-2 py-2.5">
                  <div className="grid min-w-0 flex-1 gap-0.5">
                    <p className="truncate text-sm font-semibold">{workout.name}</p>
                    <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                      <span>{formatDay(workout.date, i18n.language)}</span>
                      <span>· {t(`types.${workout.type}`)}</span>
                      <span>· {t('history.minutes', { count: workout.duration })}</span>
                      {workout.calories !== null ? (
                        <span>· {t('history.calories', { count: workout.calories })}</span>
                      ) : null}
                      <span>· {t(`difficulties.${workout.difficulty}`)}</span>
                      {workout.exercises.length > 0 ? (
                        <span>· {t('history.exercises', { count: workout.exercises.length })}</span>
                      ) : null}
                    </p>
                  </div>
                  <RowActions
                    editLabel={t('history.edit', { name: workout.name })}
                    deleteLabel={t('history.delete', { name: workout.name })}
                    onEdit={() => onEdit(workout)}
                    onDelete={() => onDelete(workout)}
                  />
                </li>
              ))}
            </ul>
            {hasMore ? (
              <LoadMoreButton
                loading={loadingMore}
                onClick={onLoadMore}
                label={t('history.loadMore')}
                loadingLabel={t('loading')}
              />
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
