import { useTranslation } from 'react-i18next';
import { Dumbbell, Timer } from 'lucide-react';
import { Link } from 'wouter';
import { formatMmSs } from '@track-grow/domain/habits';
import { cn } from '../../lib/utils.ts';

/** A running or paused timer, as the floating button shows it. */
export interface ActiveSession {
  kind: 'focus' | 'fitness';
  /** What runs: "Focus", "Short break", "Cardio"… */
  label: string;
  state: 'running' | 'paused';
  /** Focus: time left; fitness: time elapsed. */
  seconds: number;
}

const pageOf = { focus: '/focus', fitness: '/fitness' } as const;

/**
 * SPEC.md 2: the session the floating button shows on `location`. Focus comes first when both run; a
 * session is never shown on its own page (there the other one, if any, shows).
 */
export function pickActiveSession(
  location: string,
  focus: ActiveSession | null,
  fitness: ActiveSession | null,
): ActiveSession | null {
  const onOwnPage = (session: ActiveSession) =>
    location === pageOf[session.kind] || location.startsWith(`${pageOf[session.kind]}/`);
  return [focus, fitness].find((session) => session !== null && !onOwnPage(session)) ?? null;
}

/** h:mm:ss past an hour, mm:ss below. */
export function formatSessionTime(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  if (seconds < 3600) return formatMmSs(seconds);
  const minutes = Math.floor(seconds / 60) % 60;
  return `${Math.floor(seconds / 3600)}:${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The round floating button of a running or paused focus or fitness session: its icon, time and what runs;
 * pressing it opens the session's page. It sits at the right, above the bottom bar when that shows.
 */
export function ActiveSessionButton({
  session,
  aboveBottomNav,
  abovePill = false,
}: {
  session: ActiveSession;
  aboveBottomNav: boolean;
  /** A running habit timer's pill floats at the same height: the button then rises above it. */
  abovePill?: boolean;
}) {
  const { t } = useTranslation();
  const time = formatSessionTime(session.seconds);
  const Icon = session.kind === 'focus' ? Timer : Dumbbell;
  const label = t(`activeSession.${session.kind}.${session.state}`, { label: session.label, time });
  return (
    <Link
      href={pageOf[session.kind]}
      aria-label={label}
      data-testid="active-session-button"
      className={cn(
        'fixed right-4 z-30 flex size-16 flex-col items-center justify-center rounded-full border-2 shadow-lg backdrop-blur-md transition-colors focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:outline-none sm:right-6',
        session.kind === 'focus'
          ? 'border-primary bg-primary text-primary-foreground hover:bg-primary/90'
          : 'border-emerald-600 bg-emerald-600 text-white hover:bg-emerald-700 dark:border-emerald-500 dark:bg-emerald-700',
        session.state === 'paused' && 'opacity-80',
        aboveBottomNav
          ? // Clear of the bar (4rem) and of its raised Add button, and of the habit pill above them.
            abovePill
            ? 'bottom-[calc(9.5rem+env(safe-area-inset-bottom))]'
            : 'bottom-[calc(5.5rem+env(safe-area-inset-bottom))]'
          : abovePill
            ? 'bottom-[calc(4.5rem+env(safe-area-inset-bottom))]'
            : 'bottom-[calc(1rem+env(safe-area-inset-bottom))]',
      )}
    >
      <Icon aria-hidden="true" className="size-4" />
      <span className="text-xs leading-tight font-semibold tabular-nums">{time}</span>
      <span className="max-w-[3.5rem] truncate text-[0.6rem] leading-tight" aria-hidden="true">
        {session.state === 'paused' ? t('activeSession.paused') : session.label}
      </span>
    </Link>
  );
}
