import { useTranslation } from 'react-i18next';
import type { BookSummary } from '@track-grow/domain/books';
import { GoalCard, GoalProgress } from '../../../components/ui/goal-card.tsx';
import { goalSheetTexts } from '../../../components/ui/goal-sheet.tsx';
import { useUpdateUser } from '../../../lib/use-update-user.ts';

/** The profile's reading goal bounds (packages/domain's preferences schema). */
const GOAL_MIN = 1;
const GOAL_MAX = 500;
/** What the sheet offers while no goal is set: a book a month. */
const SUGGESTED_GOAL = 12;

/** The books finished this year (in the user's zone) against the yearly goal, and a way to set it. */
export function ReadingGoalCard({ summary }: { summary: BookSummary | undefined }) {
  const { t } = useTranslation('books');
  const update = useUpdateUser();
  const goal = summary?.goal ?? null;
  const done = summary?.completedThisYear ?? 0;

  return (
    <GoalCard
      title={t('goal.title')}
      editLabel={goal === null ? t('goal.set') : t('goal.change')}
      loading={!summary}
      loadingLabel={t('loading')}
      skeletons={['h-7 w-48', 'h-3']}
      // The profile's yearly reading goal (preferences.readingGoal); the summary is read again after.
      sheet={{
        goal: goal ?? SUGGESTED_GOAL,
        min: GOAL_MIN,
        max: GOAL_MAX,
        texts: goalSheetTexts(t),
        save: async (books) => {
          await update.mutateAsync({ preferences: { readingGoal: books } });
        },
      }}
    >
      {!summary ? null : goal === null ? (
        <p className="text-lg font-semibold">{t('goal.noGoal', { count: done, year: summary.year })}</p>
      ) : (
        <GoalProgress
          done={done}
          goal={goal}
          text={t('goal.books', { done, goal, year: summary.year })}
          label={t('goal.progress')}
          reachedText={t('goal.reached')}
        />
      )}
    </GoalCard>
  );
}
