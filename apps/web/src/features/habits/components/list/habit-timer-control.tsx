import { Pause, Play, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import {
  formatMmSs,
  habitTimerStatus,
  type HabitTimerEvent,
  type HabitTimerState,
} from '@track-grow/domain/habits';
import { cn } from '../../../../lib/utils.ts';

/** SPEC.md 4's countdown: mm:ss left, start/stop, reset, and a thin bar of the time done. */
export function HabitTimerControl({
  name,
  color,
  timer,
  onEvent,
}: {
  name: string;
  color: string;
  timer: HabitTimerState;
  onEvent: (event: HabitTimerEvent) => void;
}) {
  const { t } = useTranslation('habits');
  const status = habitTimerStatus(timer);
  const total = timer.targetMinutes * 60;
  const left = Math.max(0, total - timer.elapsedSeconds);
  const running = status === 'running';
  const progress = Math.min(100, (100 * timer.elapsedSeconds) / total);

  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        onClick={() => onEvent({ type: running ? 'stop' : 'start' })}
        disabled={status === 'complete'}
        aria-label={running ? t('timer.stop', { name }) : t('timer.start', { name })}
        className={cn(
          'relative inline-flex h-9 cursor-pointer items-center gap-1.5 overflow-hidden rounded-full border px-3 text-sm font-semibold tabular-nums transition-colors disabled:cursor-default',
          running
            ? 'border-transparent bg-secondary text-secondary-foreground'
            : 'border-border bg-card hover:bg-accent',
        )}
      >
        {running ? (
          <Pause aria-hidden="true" className="size-4" />
        ) : (
          <Play aria-hidden="true" className="size-4" />
        )}
        <span role="timer" aria-label={t('timer.left', { time: formatMmSs(left) })}>
          {formatMmSs(left)}
        </span>
        <span
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 h-0.5 origin-left transition-transform duration-300"
          style={{ backgroundColor: color, transform: `scaleX(${progress / 100})` }}
        />
      </button>
      {status !== 'idle' ? (
        <button
          type="button"
          onClick={() => onEvent({ type: 'reset' })}
          aria-label={t('timer.reset', { name })}
          className="inline-flex size-9 cursor-pointer items-center justify-center rounded-full text-muted-foreground transition-colors hover:bg-accent hover:text-foreground"
        >
          <RotateCcw aria-hidden="true" className="size-4" />
        </button>
      ) : null}
    </div>
  );
}
