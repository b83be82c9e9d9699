import { useTranslation } from 'react-i18next';
import { formatMoodAverage, moodFace, type MoodSummary } from '@track-grow/domain/mood';
import { cn } from '../../../lib/utils.ts';
import { faceIcon, faceTone } from '../faces.ts';

type Period = 'week' | 'month' | 'year';
const periods: readonly Period[] = ['week', 'month', 'year'];

/** SPEC.md 9: the average with one decimal and a face (≥ 4 happy, ≥ 3 neutral, else sad), "-" with no entries. */
export function MoodAverages({ summary }: { summary: MoodSummary }) {
  const { t } = useTranslation('mood');
  return (
    <section aria-labelledby="mood-averages-title" className="grid gap-2">
      <h2 id="mood-averages-title" className="sr-only">
        {t('averages.title')}
      </h2>
      <ul className="grid grid-cols-3 gap-2 sm:gap-3">
        {periods.map((period) => {
          const { average, days } = summary[period];
          const face = moodFace(average);
          const Icon = face ? faceIcon[face] : null;
          return (
            <li
              key={period}
              className="grid gap-2 rounded-2xl border border-border bg-card p-3 sm:p-4"
              data-testid={`mood-average-${period}`}
            >
              <span className="text-xs font-semibold text-muted-foreground">{t(`averages.${period}`)}</span>
              <span className="flex items-center gap-2">
                {Icon && face ? (
                  <span
                    className={cn(
                      'flex size-9 shrink-0 items-center justify-center rounded-full',
                      faceTone[face],
                    )}
                  >
                    <Icon aria-hidden="true" className="size-5" strokeWidth={2} />
                    <span className="sr-only">{t(`faces.${face}`)}</span>
                  </span>
                ) : null}
                <span className="text-2xl font-bold tabular-nums">{formatMoodAverage(average)}</span>
              </span>
              <span className="text-xs text-muted-foreground">{t('averages.days', { count: days })}</span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
