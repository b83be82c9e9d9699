import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { BellRing, X } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { cn } from '../../../lib/utils.ts';
import { formatShort } from '../format.ts';
import { useRestTimer } from '../hooks/use-rest-timer.ts';

/** The rest lengths offered between sets, in seconds. */
export const REST_PRESETS = [30, 60, 90, 120, 180] as const;

/** A countdown between sets, with presets and cancel; it beeps and vibrates at the end. */
export function RestTimerCard() {
  const { t } = useTranslation('fitness');
  const ids = useId();
  const rest = useRestTimer();
  const label = (seconds: number) =>
    seconds < 120 ? t('rest.seconds', { count: seconds }) : t('rest.minutes', { count: seconds / 60 });
  const counting = rest.remaining !== null;
  const progress = counting && rest.length ? (rest.remaining! / rest.length) * 100 : 0;

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader>
        <CardTitle id={`${ids}-title`}>{t('rest.title')}</CardTitle>
        <CardDescription>{t('rest.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div role="group" aria-label={t('rest.presets')} className="grid grid-cols-5 gap-2">
          {REST_PRESETS.map((seconds) => (
            <Button
              key={seconds}
              variant={counting && rest.length === seconds ? 'default' : 'outline'}
              size="sm"
              className="px-0"
              aria-label={t('rest.preset', { label: label(seconds) })}
              onClick={() => rest.start(seconds)}
            >
              {label(seconds)}
            </Button>
          ))}
        </div>
        <div className="flex items-center justify-between gap-3 rounded-2xl bg-muted/60 px-4 py-3">
          {counting ? (
            <>
              <div className="grid gap-1.5">
                <p className="sr-only" id={`${ids}-left`}>
                  {t('rest.remaining')}
                </p>
                <div role="timer" aria-labelledby={`${ids}-left`} className="text-3xl font-bold tabular-nums">
                  {formatShort(rest.remaining!)}
                </div>
                <div aria-hidden="true" className="h-1.5 w-40 overflow-hidden rounded-full bg-background">
                  <div className="h-full rounded-full bg-primary" style={{ width: `${progress}%` }} />
                </div>
              </div>
              <Button variant="ghost" onClick={rest.cancel}>
                <X aria-hidden="true" />
                {t('rest.cancel')}
              </Button>
            </>
          ) : (
            <p
              role="status"
              className={cn(
                'flex items-center gap-2 text-sm',
                rest.finished
                  ? 'font-semibold text-emerald-700 dark:text-emerald-300'
                  : 'text-muted-foreground',
              )}
            >
              {rest.finished ? <BellRing aria-hidden="true" className="size-4" /> : null}
              {rest.finished ? t('rest.done') : t('rest.idle')}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
