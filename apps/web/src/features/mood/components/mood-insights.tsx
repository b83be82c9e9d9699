import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Lightbulb } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { moodInsightsQueryOptions } from '../api/get-mood-insights.ts';

/**
 * "What goes with better days", from the user's own data (GET /api/moods/insights, the domain's moodInsights
 * on the server): days with every habit done and days with a task completed against the others. The server
 * leaves out what the data cannot support, so an empty answer (or one that could not be read) says nothing.
 */
export function MoodInsights() {
  const { t } = useTranslation('mood');
  const insights = useQuery(moodInsightsQueryOptions).data ?? [];

  if (insights.length === 0) return null;
  return (
    <Card aria-labelledby="mood-insights-title" className="border-primary/25 bg-secondary/40">
      <CardHeader>
        <CardTitle id="mood-insights-title" className="flex items-center gap-2">
          <Lightbulb aria-hidden="true" className="size-4 text-primary" />
          {t('insights.title')}
        </CardTitle>
        <CardDescription>{t('insights.description')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3">
          {insights.map((insight) => (
            <li key={insight.factor} className="rounded-xl bg-card p-3 text-sm">
              <p className="font-medium">
                {t(`insights.${insight.factor}`, {
                  with: insight.withAverage.toFixed(1),
                  without: insight.withoutAverage.toFixed(1),
                })}
              </p>
              <p className="mt-1 text-xs text-muted-foreground">
                {t('insights.basis', { withDays: insight.withDays, withoutDays: insight.withoutDays })}
              </p>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
