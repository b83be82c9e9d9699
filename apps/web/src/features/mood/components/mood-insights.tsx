import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Lightbulb } from 'lucide-react';
import { dailyMoods, moodInsights, type Mood } from '@track-grow/domain/mood';
import { userDay } from '@track-grow/domain/shared';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { habitDaysQueryOptions, taskCompletionsQueryOptions } from '../api/get-insight-sources.ts';

/**
 * "What goes with better days", from the user's own data (domain moodInsights): days with every habit done
 * and days with a task completed against the others. Shown only when both sides have enough days and the
 * averages differ; otherwise nothing is said. The sources are optional: if one cannot be read, it is left out.
 */
export function MoodInsights({ moods, timeZone, dayStartHour }: { moods: readonly Mood[]; timeZone: string; dayStartHour: number }) {
  const { t } = useTranslation('mood');
  const habitDays = useQuery(habitDaysQueryOptions);
  const completions = useQuery(taskCompletionsQueryOptions);

  const insights = useMemo(() => {
    if (habitDays.isPending || completions.isPending) return [];
    return moodInsights({
      daily: dailyMoods(moods),
      ...(habitDays.data ? { habitDays: habitDays.data.days } : {}),
      ...(completions.data
        ? { taskCompletionDays: [...new Set(completions.data.map((instant) => userDay(new Date(instant), timeZone, dayStartHour)))] }
        : {}),
    });
  }, [moods, habitDays.data, habitDays.isPending, completions.data, completions.isPending, timeZone, dayStartHour]);

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
