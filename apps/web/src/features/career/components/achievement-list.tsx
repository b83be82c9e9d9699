import { useTranslation } from 'react-i18next';
import { Plus, Trophy } from 'lucide-react';
import type { Achievement, Goal } from '@track-grow/domain/career';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDay } from '../format.ts';
import { Empty } from './goal-list.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';
import { LoadMoreButton } from '../../../components/ui/load-more-button.tsx';

interface AchievementListProps {
  achievements: readonly Achievement[] | undefined;
  goals: readonly Goal[];
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  onAdd: () => void;
  onEdit: (achievement: Achievement) => void;
  onDelete: (achievement: Achievement) => void;
}

/** The achievements log, newest first, a page at a time. */
export function AchievementList(props: AchievementListProps) {
  const { achievements, goals, hasMore, loadingMore, onLoadMore, onAdd, onEdit, onDelete } = props;
  const { t, i18n } = useTranslation('career');
  const goalTitle = new Map(goals.map((g) => [g.id, g.title]));
  return (
    <Card aria-labelledby="career-achievements-title">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id="career-achievements-title">{t('achievements.title')}</CardTitle>
        {achievements && achievements.length > 0 ? (
          <Button size="sm" variant="outline" onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t('achievements.add')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {!achievements ? (
          <div className="grid gap-3" role="status" aria-label={t('loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-12" />
            ))}
          </div>
        ) : achievements.length === 0 ? (
          <Empty
            icon={<Trophy aria-hidden="true" className="size-8 text-muted-foreground" />}
            text={t('achievements.empty')}
          >
            <Button size="sm" onClick={onAdd}>
              <Plus aria-hidden="true" />
              {t('achievements.add')}
            </Button>
          </Empty>
        ) : (
          <div className="grid gap-4">
            <ul className="grid divide-y divide-border">
              {achievements.map((a) => {
                const goal = a.goalId ? goalTitle.get(a.goalId) : undefined;
                return (
                  <li key={a.id} className="flex items-center gap-2 py-2.5">
                    <div className="grid min-w-0 flex-1 gap-0.5">
                      <p className="truncate text-sm font-semibold">{a.title}</p>
                      <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
                        <time dateTime={a.date}>{formatDay(a.date, i18n.language)}</time>
                        {goal ? (
                          <span className="min-w-0 wrap-anywhere">
                            {t('achievements.goal', { title: goal })}
                          </span>
                        ) : null}
                      </p>
                      {a.description ? (
                        <p className="text-xs text-muted-foreground wrap-anywhere">{a.description}</p>
                      ) : null}
                    </div>
                    <RowActions
                      editLabel={t('achievements.edit', { title: a.title })}
                      deleteLabel={t('achievements.delete', { title: a.title })}
                      onEdit={() => onEdit(a)}
                      onDelete={() => onDelete(a)}
                    />
                  </li>
                );
              })}
            </ul>
            {hasMore ? (
              <LoadMoreButton loading={loadingMore} onClick={onLoadMore} label={t('achievements.loadMore')} />
            ) : null}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
