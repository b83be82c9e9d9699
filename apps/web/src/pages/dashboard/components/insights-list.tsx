import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { insightsQuery } from '../../../features/dashboard/api/get-insights.ts';
import { insightSentence } from '../insight-sentence.ts';
import { LoadFailed } from './load-failed.tsx';

/** What goes with better days, strongest first, each with the days it compares. */
export function InsightsList() {
  const { t, i18n } = useTranslation('dashboard');
  const insights = useQuery(insightsQuery);
  return (
    <Card aria-labelledby="insights-title">
      <CardHeader>
        <CardTitle id="insights-title">{t('insights.title')}</CardTitle>
        {insights.data ? (
          <CardDescription>{t('insights.over', { count: insights.data.days })}</CardDescription>
        ) : null}
      </CardHeader>
      <CardContent>
        {insights.isPending ? (
          <Skeleton className="h-24" />
        ) : insights.isError ? (
          <LoadFailed onRetry={() => void insights.refetch()} />
        ) : insights.data.insights.length === 0 ? (
          <p className="rounded-xl bg-muted/60 p-4 text-sm text-muted-foreground">{t('insights.empty')}</p>
        ) : (
          <ul className="grid gap-3 text-sm">
            {insights.data.insights.map((insight) => (
              <li key={`${insight.factor}-${insight.measure}`} className="rounded-xl bg-muted/40 p-3">
                {insightSentence(insight, t, i18n.language)}
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
