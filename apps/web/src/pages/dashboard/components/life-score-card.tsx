import { useTranslation } from 'react-i18next';
import { MoveRight, TrendingDown, TrendingUp } from 'lucide-react';
import type { LifeScore } from '@track-grow/domain/dashboard';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';

const trendIcon = { up: TrendingUp, down: TrendingDown, flat: MoveRight } as const;
const trendTone = {
  up: 'text-emerald-600 dark:text-emerald-400',
  down: 'text-rose-600 dark:text-rose-400',
  flat: 'text-muted-foreground',
} as const;

/** The life score in large, with its trend against the 7 days before, said in words as well as by the arrow. */
export function LifeScoreCard({ lifeScore }: { lifeScore: LifeScore }) {
  const { t } = useTranslation('dashboard');
  const { currentScore, previousScore, trend } = lifeScore;
  const Icon = trendIcon[trend];
  const trendText =
    previousScore === null
      ? t('lifeScore.trend.noPrevious')
      : t(`lifeScore.trend.${trend}`, { previous: previousScore });
  return (
    <Card aria-labelledby="life-score-title">
      <CardHeader>
        <CardTitle id="life-score-title">{t('lifeScore.title')}</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {currentScore === null ? (
          <>
            <p aria-hidden="true" className="text-6xl font-bold tracking-tight text-muted-foreground">
              -
            </p>
            <p className="text-sm text-muted-foreground">{t('lifeScore.none')}</p>
          </>
        ) : (
          <>
            <p className="flex items-baseline gap-2">
              <span className="text-6xl font-bold tracking-tight tabular-nums">{currentScore}</span>
              <span className="text-sm text-muted-foreground">{t('lifeScore.outOf')}</span>
            </p>
            <p className={cn('flex items-center gap-2 text-sm font-medium', trendTone[trend])}>
              <Icon aria-hidden="true" className="size-5" />
              {trendText}
            </p>
          </>
        )}
      </CardContent>
    </Card>
  );
}
