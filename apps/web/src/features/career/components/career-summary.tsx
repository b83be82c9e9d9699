import { useTranslation } from 'react-i18next';
import type { CareerSummary } from '@track-grow/domain/career';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDay } from '../format.ts';

/** The figures at the top: goals active and completed, average progress, next target, skills, this year. */
export function CareerSummaryCard({ summary }: { summary: CareerSummary | undefined }) {
  const { t, i18n } = useTranslation('career');
  const figures = summary
    ? [
        { label: t('summary.activeGoals'), value: String(summary.activeGoals) },
        { label: t('summary.completedGoals'), value: String(summary.completedGoals) },
        {
          label: t('summary.averageProgress'),
          value: summary.averageProgress === null ? t('summary.none') : `${summary.averageProgress}%`,
        },
        {
          label: t('summary.nextTarget'),
          value: summary.nextTargetDate
            ? formatDay(summary.nextTargetDate, i18n.language)
            : t('summary.none'),
        },
        {
          label: t('summary.skillsAtTarget'),
          value: t('summary.skillsOf', { count: summary.skillsAtTarget, total: summary.skills }),
        },
        { label: t('summary.achievementsThisYear'), value: String(summary.achievementsThisYear) },
      ]
    : null;
  return (
    <Card aria-labelledby="career-summary-title">
      <CardHeader>
        <CardTitle id="career-summary-title">{t('summary.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!figures ? (
          <div
            className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6"
            role="status"
            aria-label={t('loading')}
          >
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : (
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
            {figures.map((figure) => (
              <div key={figure.label} className="grid gap-1 rounded-2xl bg-secondary/60 p-3">
                <dt className="text-xs text-muted-foreground">{figure.label}</dt>
                <dd className="text-lg font-semibold tabular-nums">{figure.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
