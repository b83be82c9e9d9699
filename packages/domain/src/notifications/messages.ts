import type { Locale } from '../auth/user.schema';
import type { PushPayload, TimerKind } from './notifications.schema';

/**
 * The text of each notification, in the user's language (English unless the profile says Italian). A message
 * holds only what its text shows: a habit's name, never a note or an amount.
 */
export type NotificationMessage =
  | { kind: 'habit'; habitId: string; habitName: string; day: string }
  | { kind: 'mood'; day: string }
  | { kind: 'timer'; timerId: string; timer: TimerKind }
  | { kind: 'test'; id: string };

const texts = {
  en: {
    habitTitle: (name: string) => `Time for ${name}`,
    habitBody: 'Tap Done once it’s done.',
    done: 'Done',
    moodTitle: 'How are you feeling?',
    moodBody: 'Log today’s mood in a tap.',
    focusTitle: 'Focus session complete',
    focusBody: 'Time for a break.',
    restTitle: 'Break’s over',
    restBody: 'Ready to focus again?',
    testTitle: 'Notifications work',
    testBody: 'This is a test notification from Track. Grow.',
  },
  it: {
    habitTitle: (name: string) => `È ora di: ${name}`,
    habitBody: 'Tocca Fatto quando hai finito.',
    done: 'Fatto',
    moodTitle: 'Come ti senti?',
    moodBody: 'Registra l’umore di oggi con un tocco.',
    focusTitle: 'Sessione di concentrazione finita',
    focusBody: 'È ora di una pausa.',
    restTitle: 'Pausa finita',
    restBody: 'Pronto a concentrarti di nuovo?',
    testTitle: 'Le notifiche funzionano',
    testBody: 'Questa è una notifica di prova di Track. Grow.',
  },
} as const;

/** The push payload of a message; `id` names the delivery (the same on every device and retry). */
export function pushPayloadOf(message: NotificationMessage, locale: Locale | null, id: string): PushPayload {
  const t = texts[locale ?? 'en'];
  switch (message.kind) {
    case 'habit':
      return {
        v: 1,
        id,
        kind: 'habit',
        title: t.habitTitle(message.habitName),
        body: t.habitBody,
        tag: `habit:${message.habitId}:${message.day}`,
        url: '/habits',
        actions: [
          {
            action: 'done',
            title: t.done,
            url: `/api/habits/${message.habitId}/completions/${message.day}`,
            method: 'PUT',
            body: { completed: true },
          },
        ],
      };
    case 'mood':
      return {
        v: 1,
        id,
        kind: 'mood',
        title: t.moodTitle,
        body: t.moodBody,
        tag: `mood:${message.day}`,
        url: '/mood',
        actions: [],
      };
    case 'timer':
      return {
        v: 1,
        id,
        kind: 'timer',
        title: message.timer === 'focus' ? t.focusTitle : t.restTitle,
        body: message.timer === 'focus' ? t.focusBody : t.restBody,
        tag: `timer:${message.timerId}`,
        url: '/focus',
        actions: [],
      };
    case 'test':
      return {
        v: 1,
        id,
        kind: 'test',
        title: t.testTitle,
        body: t.testBody,
        tag: `test:${message.id}`,
        url: '/profile',
        actions: [],
      };
  }
}

/**
 * How long a push service keeps a message for a device that is offline (seconds), and how urgently it wakes the
 * device: a reminder hours late is noise, a timer's end matters now.
 */
export const deliveryOptions: Record<
  NotificationMessage['kind'],
  { ttl: number; urgency: 'low' | 'normal' | 'high' }
> = {
  habit: { ttl: 60 * 60, urgency: 'normal' },
  mood: { ttl: 3 * 60 * 60, urgency: 'low' },
  timer: { ttl: 10 * 60, urgency: 'high' },
  test: { ttl: 5 * 60, urgency: 'normal' },
};
