import { useCallback, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'wouter';
import type { PomodoroOutput, TimerSound } from '@track-grow/domain/focus';
import { showSystemNotification } from '../../../lib/notifications.ts';
import { toast } from '../../../lib/toast.ts';
import { alertFocusEnd, soundPlayer } from '../sounds.ts';

const NOTIFICATION_TAG = 'focus-timer';

interface Message {
  variant: 'success' | 'default';
  title: string;
  description: string;
}

/** The one message of a batch of outputs: the last thing that happened, or a summary of what was missed. */
function messageOf(
  outputs: readonly PomodoroOutput[],
  t: ReturnType<typeof useTranslation<'focus'>>['t'],
): Message | null {
  const saved = outputs.filter((output) => output.type === 'saveSession');
  const focusEnds = outputs.filter((output) => output.type === 'focusComplete');
  if (focusEnds.length > 1) {
    const minutes = saved.reduce((sum, output) => sum + output.session.actualDuration, 0);
    return {
      variant: 'success',
      title: t('toasts.missed', { count: focusEnds.length }),
      description: t('toasts.minutesRecorded', { count: minutes }),
    };
  }
  const last = outputs.findLast((output) => output.type !== 'saveSession');
  if (!last) return null;
  switch (last.type) {
    case 'allSlotsComplete':
      return { variant: 'success', title: t('toasts.allSlots'), description: t('toasts.allSlotsBody') };
    case 'focusComplete':
      return {
        variant: 'success',
        title: t('toasts.focusComplete'),
        description: t(last.next === 'longBreak' ? 'toasts.longBreakNext' : 'toasts.shortBreakNext'),
      };
    case 'breakComplete':
      return {
        variant: 'success',
        title: t('toasts.breakComplete'),
        description: t('toasts.breakCompleteBody'),
      };
    case 'focusTooShort':
      return { variant: 'default', title: t('toasts.tooShort'), description: t('toasts.tooShortBody') };
  }
}

/**
 * What the user hears and sees when a session ends (SPEC.md 4 and 8): the sound (twice and a vibration for a
 * focus), one toast, and a system notification that opens /focus when the tab is hidden. Sessions replayed
 * after time away are told once, as a summary, with one sound.
 */
export function usePomodoroAlerts(): (outputs: readonly PomodoroOutput[], sound: TimerSound) => void {
  const { t } = useTranslation('focus');
  const [, navigate] = useLocation();
  const live = useRef({ t, navigate });
  useEffect(() => {
    live.current = { t, navigate };
  }, [t, navigate]);

  return useCallback((outputs, sound) => {
    const message = messageOf(outputs, live.current.t);
    if (!message) return;
    if (outputs.some((output) => output.type === 'focusComplete')) alertFocusEnd(sound);
    // The user's own stop needs no sound, only the word that nothing was saved.
    else if (!outputs.some((output) => output.type === 'focusTooShort')) void soundPlayer().play(sound);
    const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
    const notified =
      hidden &&
      showSystemNotification({
        title: message.title,
        body: message.description,
        tag: NOTIFICATION_TAG,
        onClick: () => live.current.navigate('/focus'),
      });
    if (!notified) toast(message);
  }, []);
}
