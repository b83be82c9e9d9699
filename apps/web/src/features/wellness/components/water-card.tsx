import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GlassWater, Minus } from 'lucide-react';
import { goalProgress, WELLNESS_GOALS, WELLNESS_LIMITS } from '@track-grow/domain/wellness';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { errorMessage } from '../../../lib/server-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useAddWater } from '../api/add-water.ts';
import { ProgressBar } from '../../../components/ui/progress-bar.tsx';

/** The day's glasses against the 8-glass goal: one tap adds a glass (shown at once), another removes one. */
export function WaterCard({ day, glasses }: { day: string; glasses: number }) {
  const { t } = useTranslation('wellness');
  const ids = useId();
  const addWater = useAddWater();
  const goal = WELLNESS_GOALS.waterGlasses;
  const percent = goalProgress(glasses, goal);
  const tap = (delta: number) =>
    addWater.mutate(
      { date: day, delta },
      {
        onError: (error) =>
          toast({
            title: t('water.failed'),
            description: errorMessage(error, t('form.tryAgain')),
            variant: 'destructive',
          }),
      },
    );

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <CardTitle id={`${ids}-title`} className="flex items-center gap-2">
          <GlassWater aria-hidden="true" className="size-5 text-sky-500" />
          {t('water.title')}
        </CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3">
        {/* On a narrow phone the buttons go under the count rather than out of the card. */}
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p
            className="text-2xl font-bold whitespace-nowrap tabular-nums"
            aria-live="polite"
            data-testid="water-count"
          >
            {t('water.glasses', { count: glasses })}
          </p>
          <div className="flex items-center gap-2">
            <Button
              variant="outline"
              size="icon"
              aria-label={t('water.remove')}
              disabled={glasses <= WELLNESS_LIMITS.waterGlasses.min}
              onClick={() => tap(-1)}
            >
              <Minus aria-hidden="true" />
            </Button>
            {/* The label says "+1" itself: no plus icon beside it. */}
            <Button size="lg" disabled={glasses >= WELLNESS_LIMITS.waterGlasses.max} onClick={() => tap(1)}>
              {t('water.addShort')}
            </Button>
          </div>
        </div>
        <ProgressBar
          animated
          label={t('goals.water')}
          percent={percent}
          valueText={t('goals.waterValue', { value: glasses, goal })}
        />
        <p className="text-sm text-muted-foreground">
          {percent >= 100 ? t('goals.reached') : t('goals.waterValue', { value: glasses, goal })}
        </p>
      </CardContent>
    </Card>
  );
}
