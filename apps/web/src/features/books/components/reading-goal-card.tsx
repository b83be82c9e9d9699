import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pencil, Target } from 'lucide-react';
import type { BookSummary } from '@track-grow/domain/books';
import { Button } from '../../../components/ui/button.tsx';
import { GoalSheet, type GoalSheetTexts } from '../../../components/ui/goal-sheet.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useUpdateUser } from '../../../lib/use-update-user.ts';
import { cn } from '../../../lib/utils.ts';

/** The profile's reading goal bounds (packages/domain's preferences schema). */
const GOAL_MIN = 1;
const GOAL_MAX = 500;
/** What the sheet offers while no goal is set: a book a month. */
const SUGGESTED_GOAL = 12;

/** The books finished this year (in the user's zone) against the yearly goal, and a way to set it. */
export function ReadingGoalCard({ summary }: { summary: BookSummary | undefined }) {
  const { t } = useTranslation('books');
  const ids = useId();
  const [editing, setEditing] = useState(false);
  const goal = summary?.goal ?? null;
  const done = summary?.completedThisYear ?? 0;
  const percent = goal ? Math.min(100, Math.round((done / goal) * 100)) : 0;
  const reached = goal !== null && done >= goal;

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id={`${ids}-title`}>{t('goal.title')}</CardTitle>
        <Button variant="outline" size="sm" disabled={!summary} onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          {goal === null ? t('goal.set') : t('goal.change')}
        </Button>
      </CardHeader>
      <CardContent>
        {!summary ? (
          <div className="grid gap-3" role="status" aria-label={t('loading')}>
            <Skeleton className="h-7 w-48" />
            <Skeleton className="h-3" />
          </div>
        ) : goal === null ? (
          <p className="text-lg font-semibold">{t('goal.noGoal', { count: done, year: summary.year })}</p>
        ) : (
          <div className="grid gap-3">
            <p className="flex items-baseline gap-2 text-2xl font-bold tabular-nums">
              <Target aria-hidden="true" className="size-5 self-center text-primary" />
              {t('goal.books', { done, goal, year: summary.year })}
            </p>
            <div
              role="progressbar"
              aria-label={t('goal.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              aria-valuetext={t('goal.books', { done, goal, year: summary.year })}
              className="h-3 overflow-hidden rounded-full bg-muted"
            >
              <div
                className={cn('h-full rounded-full', reached ? 'bg-emerald-500' : 'bg-primary')}
                style={{ width: `${percent}%` }}
              />
            </div>
            {reached ? (
              <p className="text-sm font-semibold text-emerald-700 dark:text-emerald-300">
                {t('goal.reached')}
              </p>
            ) : null}
          </div>
        )}
      </CardContent>
      {summary ? (
        <ReadingGoalSheet open={editing} goal={goal ?? SUGGESTED_GOAL} onClose={() => setEditing(false)} />
      ) : null}
    </Card>
  );
}

/** The profile's yearly reading goal (preferences.readingGoal); the summary is read again after. */
function ReadingGoalSheet({ open, goal, onClose }: { open: boolean; goal: number; onClose: () => void }) {
  const { t } = useTranslation('books');
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
      save={async (books) => {
        await update.mutateAsync({ preferences: { readingGoal: books } });
      }}
    />
  );
}
