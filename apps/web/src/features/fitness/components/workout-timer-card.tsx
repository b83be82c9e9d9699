import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pause, Play, RotateCw, Square, Trophy } from 'lucide-react';
import {
  defaultWorkoutName,
  FITNESS_DEFAULTS,
  workoutTypes,
  type WorkoutType,
} from '@track-grow/domain/fitness';
import { Button } from '../../../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../../components/ui/card.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { cn } from '../../../lib/utils.ts';
import { formatElapsed } from '../format.ts';
import { useElapsedSeconds, useWorkoutTimer } from '../hooks/use-workout-timer.ts';

const MAX_PLANNED_MINUTES = 1440;

/** The planned minutes as typed, or null when they are not 1 to 1440 whole minutes. */
function plannedMinutes(text: string): number | null {
  const value = Number(text.trim());
  return text.trim() !== '' && Number.isInteger(value) && value >= 1 && value <= MAX_PLANNED_MINUTES
    ? value
    : null;
}

/** SPEC.md's workout timer: type, title and planned duration; start, pause, resume and stop. */
export function WorkoutTimerCard() {
  const { t } = useTranslation('fitness');
  const ids = useId();
  const timer = useWorkoutTimer();
  const { timer: state, saving, saveFailed } = timer;
  const seconds = useElapsedSeconds(state);
  const [type, setType] = useState<WorkoutType>(FITNESS_DEFAULTS.workoutType);
  const [title, setTitle] = useState('');
  const [planned, setPlanned] = useState(String(FITNESS_DEFAULTS.plannedDuration));
  const [plannedError, setPlannedError] = useState(false);

  const idle = state.state === 'idle';
  const shownType = idle ? type : state.workoutType;
  const plannedSeconds = (idle ? (plannedMinutes(planned) ?? 0) : state.plannedDuration) * 60;
  const percent = plannedSeconds > 0 ? Math.min(100, Math.round((seconds / plannedSeconds) * 100)) : 0;
  const reached = !idle && plannedSeconds > 0 && seconds >= plannedSeconds;
  const typeOptions = workoutTypes.map((value) => ({ value, label: t(`types.${value}`) }));

  const start = () => {
    const minutes = plannedMinutes(planned);
    if (minutes === null) {
      setPlannedError(true);
      return;
    }
    timer.start({ workoutType: type, title: title.trim(), plannedDuration: minutes });
  };

  return (
    <Card aria-labelledby={`${ids}-title`}>
      <CardHeader className="flex-row items-center justify-between gap-3">
        <CardTitle id={`${ids}-title`}>{t('timer.title')}</CardTitle>
        {!idle ? (
          <span
            className={cn(
              'rounded-full px-2.5 py-0.5 text-xs font-semibold',
              state.state === 'running'
                ? 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300'
                : 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
            )}
          >
            {state.state === 'running' ? t('timer.running') : t('timer.paused')}
          </span>
        ) : null}
      </CardHeader>
      <CardContent className="grid gap-5">
        {idle ? (
          <div className="grid gap-4 min-[360px]:grid-cols-2">
            {/* Type and planned minutes side by side (stacked below 360 px, where "Strength" would not fit), the
                optional title below: labels never squeeze. */}
            <div className="grid gap-1.5">
              <Label htmlFor={`${ids}-type`}>{t('timer.type')}</Label>
              <Select
                id={`${ids}-type`}
                value={type}
                options={typeOptions}
                onChange={(event) => setType(event.target.value as WorkoutType)}
              />
            </div>
            <TextField
              label={t('timer.plannedDuration')}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_PLANNED_MINUTES}
              value={planned}
              onChange={(event) => {
                setPlanned(event.target.value);
                setPlannedError(false);
              }}
              error={plannedError ? t('timer.plannedInvalid') : undefined}
            />
            <TextField
              className="min-[360px]:col-span-2"
              label={t('timer.name')}
              value={title}
              maxLength={100}
              placeholder={defaultWorkoutName(type)}
              onChange={(event) => setTitle(event.target.value)}
            />
          </div>
        ) : (
          <p className="text-sm text-muted-foreground">
            <span className="font-semibold text-foreground">
              {state.title.trim() || defaultWorkoutName(state.workoutType)}
            </span>{' '}
            · {t(`types.${shownType}`)} · {t('timer.planned', { minutes: state.plannedDuration })}
          </p>
        )}

        <div className="grid justify-items-center gap-3 py-2">
          <p className="sr-only" id={`${ids}-elapsed`}>
            {t('timer.elapsed')}
          </p>
          {/* A timer role is not announced as it changes: screen readers read it when they reach it. */}
          <div
            role="timer"
            aria-labelledby={`${ids}-elapsed`}
            className="text-6xl font-bold tracking-tight tabular-nums sm:text-7xl"
          >
            {formatElapsed(seconds)}
          </div>
          <div
            role="progressbar"
            aria-label={t('timer.progress')}
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={percent}
            aria-valuetext={t('timer.progressText', {
              minutes: Math.floor(seconds / 60),
              planned: plannedSeconds / 60,
            })}
            className="h-2.5 w-full max-w-md overflow-hidden rounded-full bg-muted"
          >
            <div
              className={cn(
                'h-full rounded-full transition-[width] duration-500',
                reached ? 'bg-emerald-500' : 'bg-primary',
              )}
              style={{ width: `${percent}%` }}
            />
          </div>
          {reached ? (
            <p
              role="status"
              className="flex items-center gap-2 text-sm font-medium text-emerald-700 dark:text-emerald-300"
            >
              <Trophy aria-hidden="true" className="size-4" />
              {t('timer.plannedReached')}
            </p>
          ) : null}
        </div>

        {saveFailed ? (
          <div
            role="alert"
            className="grid gap-3 rounded-2xl border border-destructive/30 bg-destructive/5 p-4 text-sm"
          >
            <p className="font-medium">{t('timer.notSaved')}</p>
            <Button variant="outline" className="justify-self-start" onClick={() => void timer.stop()}>
              <RotateCw aria-hidden="true" />
              {t('timer.retry')}
            </Button>
          </div>
        ) : null}

        <div className="grid grid-cols-2 gap-3">
          {idle ? (
            <Button size="lg" className="col-span-2" onClick={start}>
              <Play aria-hidden="true" />
              {t('timer.start')}
            </Button>
          ) : (
            <>
              {state.state === 'running' ? (
                <Button size="lg" variant="outline" disabled={saving} onClick={timer.pause}>
                  <Pause aria-hidden="true" />
                  {t('timer.pause')}
                </Button>
              ) : (
                <Button size="lg" variant="outline" disabled={saving} onClick={timer.resume}>
                  <Play aria-hidden="true" />
                  {t('timer.resume')}
                </Button>
              )}
              <Button size="lg" variant="destructive" disabled={saving} onClick={() => void timer.stop()}>
                <Square aria-hidden="true" />
                {saving ? t('timer.saving') : t('timer.stop')}
              </Button>
            </>
          )}
        </div>
        <p className="text-center text-xs text-muted-foreground">{t('timer.minimumHint')}</p>
      </CardContent>
    </Card>
  );
}
