import { useTranslation } from 'react-i18next';
import type { FocusSessionType, PomodoroStatus } from '@track-grow/domain/focus';
import { cn } from '../../../lib/utils.ts';
import { formatClock } from '../format.ts';

const RADIUS = 88;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

const tones: Record<FocusSessionType, string> = {
  focus: 'text-primary',
  shortBreak: 'text-emerald-500 dark:text-emerald-400',
  longBreak: 'text-sky-500 dark:text-sky-400',
};

interface TimerRingProps {
  secondsLeft: number;
  totalSeconds: number;
  sessionType: FocusSessionType;
  status: PomodoroStatus;
  completed: number;
  total: number;
}

/**
 * The large ring: the arc is the time left of the session; inside, mm:ss, the session type and the cycle's
 * progress. Screen readers hear the time once a minute or when the state changes, never every second.
 */
export function TimerRing({
  secondsLeft,
  totalSeconds,
  sessionType,
  status,
  completed,
  total,
}: TimerRingProps) {
  const { t } = useTranslation('focus');
  const fraction = totalSeconds > 0 ? Math.min(1, Math.max(0, secondsLeft / totalSeconds)) : 0;
  const type = t(`sessionTypes.${sessionType}`);
  const minutesLeft = Math.ceil(secondsLeft / 60);
  return (
    <div className="relative mx-auto aspect-square w-full max-w-72 sm:max-w-80">
      <svg viewBox="0 0 200 200" className="size-full -rotate-90" aria-hidden="true">
        <circle cx="100" cy="100" r={RADIUS} fill="none" strokeWidth="10" className="stroke-muted" />
        <circle
          cx="100"
          cy="100"
          r={RADIUS}
          fill="none"
          strokeWidth="10"
          strokeLinecap="round"
          stroke="currentColor"
          strokeDasharray={CIRCUMFERENCE}
          strokeDashoffset={CIRCUMFERENCE * (1 - fraction)}
          className={cn('transition-[stroke-dashoffset] duration-700 ease-linear', tones[sessionType])}
        />
      </svg>
      <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 text-center">
        <span className={cn('text-sm font-semibold tracking-wide uppercase', tones[sessionType])}>
          {type}
        </span>
        <span
          role="timer"
          aria-label={t('timer.label')}
          className="text-5xl font-bold tabular-nums tracking-tight sm:text-6xl"
        >
          {formatClock(secondsLeft)}
        </span>
        <span className="text-sm text-muted-foreground">
          <span aria-hidden="true">{t('timer.progress', { completed, total })}</span>
          <span className="sr-only">{t('timer.progressLabel', { completed, total })}</span>
        </span>
      </div>
      <p className="sr-only" aria-live="polite" aria-atomic="true">
        {t('timer.announce', { type, state: t(`states.${status}`), count: minutesLeft })}
      </p>
    </div>
  );
}
