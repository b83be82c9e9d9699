import { useTranslation } from 'react-i18next';
import { Plus, Target } from 'lucide-react';
import type { Goal } from '@track-grow/domain/career';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { cn } from '../../../lib/utils.ts';
import { formatDay } from '../format.ts';
import { useMilestoneToggle } from '../hooks/use-milestone-toggle.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';
import { RowActions } from '../../../components/ui/row-actions.tsx';

interface GoalListProps {
  goals: readonly Goal[] | undefined;
  today: string;
  onAdd: () => void;
  onEdit: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
}

/** The goals, active ones first, each with its progress and its milestones to tick. */
export function GoalList({ goals, today, onAdd, onEdit, onDelete }: GoalListProps) {
  const { t } = useTranslation('career');
  const order = (g: Goal) =>
    g.status === 'in_progress' ? 0 : g.status === 'not_started' ? 1 : g.status === 'completed' ? 2 : 3;
  const sorted = goals ? [...goals].sort((a, b) => order(a) - order(b)) : undefined;
  return (
    <Card aria-labelledby="career-goals-title">
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id="career-goals-title">{t('goals.title')}</CardTitle>
        {sorted && sorted.length > 0 ? (
          <Button size="sm" variant="outline" onClick={onAdd}>
            <Plus aria-hidden="true" />
            {t('goals.add')}
          </Button>
        ) : null}
      </CardHeader>
      <CardContent>
        {!sorted ? (
          <div className="grid gap-3" role="status" aria-label={t('loading')}>
            {[0, 1].map((i) => (
              <Skeleton key={i} className="h-28" />
            ))}
          </div>
        ) : sorted.length === 0 ? (
          <Empty
            icon={<Target aria-hidden="true" className="size-8 text-muted-foreground" />}
            text={t('goals.empty')}
          >
            <Button size="sm" onClick={onAdd}>
              <Plus aria-hidden="true" />
              {t('goals.add')}
            </Button>
          </Empty>
        ) : (
          <ul className="grid gap-3">
            {sorted.map((goal) => (
              <GoalItem key={goal.id} goal={goal} today={today} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

export function Empty({
  icon,
  text,
  children,
}: {
  icon: React.ReactNode;
  text: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-8 text-center">
      {icon}
      <p className="text-sm text-muted-foreground">{text}</p>
      {children}
    </div>
  );
}

function GoalItem({
  goal,
  today,
  onEdit,
  onDelete,
}: {
  goal: Goal;
  today: string;
  onEdit: (goal: Goal) => void;
  onDelete: (goal: Goal) => void;
}) {
  const { t, i18n } = useTranslation('career');
  const { toggle, pending } = useMilestoneToggle();
  const done = goal.milestones.filter((m) => m.done).length;
  const open = goal.status === 'not_started' || goal.status === 'in_progress';
  const overdue = open && goal.targetDate !== null && goal.targetDate < today;
  return (
    <li className="grid gap-3 rounded-2xl border border-border p-4" aria-label={goal.title}>
      <div className="flex items-start gap-2">
        <div className="grid min-w-0 flex-1 gap-1">
          <h3 className="text-base font-semibold wrap-anywhere">{goal.title}</h3>
          <p className="flex flex-wrap gap-x-2 text-xs text-muted-foreground">
            <span>{t(`statuses.${goal.status}`)}</span>
            {goal.targetDate ? (
              <span className={cn(overdue && 'font-medium text-danger')}>
                {t(overdue ? 'goals.overdue' : 'goals.target', {
                  date: formatDay(goal.targetDate, i18n.language),
                })}
              </span>
            ) : null}
          </p>
        </div>
        <RowActions
          editLabel={t('goals.edit', { title: goal.title })}
          deleteLabel={t('goals.delete', { title: goal.title })}
          onEdit={() => onEdit(goal)}
          onDelete={() => onDelete(goal)}
        />
      </div>
      {goal.description ? (
        <p className="text-sm text-muted-foreground wrap-anywhere">{goal.description}</p>
      ) : null}
      <div className="flex items-center gap-3">
        <ProgressBar
          percent={goal.progress}
          label={t('goals.progressLabel', { title: goal.title })}
          reached={false}
          animated
          className="h-2 w-full bg-secondary"
        />
        <span className="w-12 text-right text-sm font-semibold tabular-nums">{goal.progress}%</span>
      </div>
      {goal.milestones.length > 0 ? (
        <fieldset className="grid gap-1">
          <legend className="mb-1 text-xs font-medium text-muted-foreground">
            {t('goals.milestonesDone', { done, total: goal.milestones.length })}
          </legend>
          {goal.milestones.map((milestone) => (
            <label
              key={milestone.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-2 hover:bg-secondary/60"
            >
              <input
                type="checkbox"
                className="size-5 shrink-0 accent-primary"
                checked={
                  pending?.milestoneId === milestone.id ? (pending.done ?? milestone.done) : milestone.done
                }
                aria-busy={pending?.milestoneId === milestone.id || undefined}
                onChange={(event) => toggle(goal, milestone.id, event.target.checked)}
              />
              <span
                className={cn(
                  'min-w-0 text-sm wrap-anywhere',
                  milestone.done && 'text-muted-foreground line-through',
                )}
              >
                {milestone.title}
              </span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </li>
  );
}
