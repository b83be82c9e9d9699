import type { TFunction } from 'i18next';
import type { Insight } from '@track-grow/domain/dashboard';

/**
 * One insight as a sentence: "On days you sleep 7 h or more your mood averages 4.1, against 3.4 otherwise
 * (23 and 41 days)." Averages keep one decimal, written the language's way (4.1, 4,1).
 */
export function insightSentence(insight: Insight, t: TFunction<'dashboard'>, language: string): string {
  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return t(`insights.measure.${insight.measure}`, {
    condition: t(`insights.factor.${insight.factor}`),
    with: decimal.format(insight.withAverage),
    without: decimal.format(insight.withoutAverage),
    withDays: insight.withDays,
    withoutDays: insight.withoutDays,
  });
}
