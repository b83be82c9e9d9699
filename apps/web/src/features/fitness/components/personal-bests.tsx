import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Medal } from 'lucide-react';
import type { PersonalBest } from '@track-grow/domain/fitness/api';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatDay, formatKg, formatShort } from '../format.ts';

/** Per exercise: the heaviest weight (× reps) with its day, the most reps and the longest time. */
export function PersonalBests({ bests }: { bests: readonly PersonalBest[] | undefined }) {
  const { t, i18n } = useTranslation('fitness');
  const ids = useId();
  const day = (date: string) => t('bests.on', { date: formatDay(date, i18n.language) });

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <CardTitle id={`${ids}-title`}>{t('bests.title')}</CardTitle>
      </CardHeader>
      <CardContent>
        {!bests ? (
          <div className="grid gap-3" role="status" aria-label={t('loading')}>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} className="h-16" />
            ))}
          </div>
        ) : bests.length === 0 ? (
          <p className="flex items-center gap-3 rounded-2xl border border-dashed border-border px-4 py-6 text-sm text-muted-foreground">
            <Medal aria-hidden="true" className="size-6 shrink-0" />
            {t('bests.empty')}
          </p>
        ) : (
          <ul className="grid gap-3">
            {bests.map((best) => (
              <li key={best.name} className="grid gap-2 rounded-2xl bg-muted/50 p-3">
                <div className="flex items-baseline justify-between gap-3">
                  <h3 className="truncate font-semibold">{best.name}</h3>
                  <span className="shrink-0 text-xs text-muted-foreground">
                    {t('bests.times', { count: best.times })}
                  </span>
                </div>
                <dl className="grid gap-1 text-sm sm:grid-cols-3">
                  {best.heaviest ? (
                    <div>
                      <dt className="text-xs text-muted-foreground">{t('bests.heaviest')}</dt>
                      <dd>
                        <span className="font-semibold tabular-nums">
                          {best.heaviest.reps === null
                            ? t('bests.heaviestNoReps', {
                                weight: formatKg(best.heaviest.weightKg, i18n.language),
                              })
                            : t('bests.heaviestValue', {
                                weight: formatKg(best.heaviest.weightKg, i18n.language),
                                reps: best.heaviest.reps,
                              })}
                        </span>{' '}
                        <span className="text-xs text-muted-foreground">{day(best.heaviest.date)}</span>
                      </dd>
                    </div>
                  ) : null}
                  {best.mostReps ? (
                    <div>
                      <dt className="text-xs text-muted-foreground">{t('bests.mostReps')}</dt>
                      <dd>
                        <span className="font-semibold tabular-nums">
                          {t('bests.repsValue', { count: best.mostReps.reps })}
                        </span>{' '}
                        <span className="text-xs text-muted-foreground">{day(best.mostReps.date)}</span>
                      </dd>
                    </div>
                  ) : null}
                  {best.longest ? (
                    <div>
                      <dt className="text-xs text-muted-foreground">{t('bests.longest')}</dt>
                      <dd>
                        <span className="font-semibold tabular-nums">
                          {formatShort(best.longest.durationSec)}
                        </span>{' '}
                        <span className="text-xs text-muted-foreground">{day(best.longest.date)}</span>
                      </dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
