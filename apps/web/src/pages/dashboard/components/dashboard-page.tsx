import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { dashboardAnalyticsQuery } from '../../../features/dashboard/api/get-dashboard-analytics.ts';
import '../../../features/dashboard/i18n.ts';
import { WidgetStrip } from '../../../features/widgets/components/widget-strip.tsx';
import { AreaBreakdown } from './area-breakdown.tsx';
import { InsightsList } from './insights-list.tsx';
import { LifeScoreCard } from './life-score-card.tsx';
import { LoadFailed } from './load-failed.tsx';
import { ScoreFormula } from './score-formula.tsx';
import { WeekTotals } from './week-totals.tsx';

/** /dashboard (DESIGN.md 1): the life score in detail, how it is made, the week's totals and the insights. */
export default function DashboardPage() {
  const { t } = useTranslation('dashboard');
  const analytics = useQuery(dashboardAnalyticsQuery);
  return (
    <div className="grid gap-6">
      <PageHeader title={t('page.title')} subtitle={t('page.subtitle')} />

      {analytics.isPending ? (
        <div role="status" aria-label={t('common.loading', { ns: 'translation' })} className="grid gap-6">
          <Skeleton className="h-40" />
          <Skeleton className="h-64" />
        </div>
      ) : analytics.isError ? (
        <LoadFailed onRetry={() => void analytics.refetch()} />
      ) : (
        <>
          <div className="grid gap-6 md:grid-cols-2">
            <LifeScoreCard lifeScore={analytics.data.lifeScore} />
            <AreaBreakdown areas={analytics.data.areas} />
          </div>
          <ScoreFormula />
          <WeekTotals totals={analytics.data.totals} />
        </>
      )}
      <InsightsList />
      <WidgetStrip />
    </div>
  );
}
