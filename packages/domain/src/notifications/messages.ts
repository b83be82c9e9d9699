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
  | {
      kind: 'task';
      taskId: string;
      taskTitle: string;
      /** The task's due date and time, and whether that is the day after the reminder's. */
      dueDate: string;
      dueTime: string;
      dueTomorrow: boolean;
    }
  | { kind: 'digest'; day: string; total: number; titles: readonly string[] }
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
    taskDue: (time: string, tomorrow: boolean) => (tomorrow ? `Due tomorrow at ${time}` : `Due at ${time}`),
    digestTitle: (n: number) => (n === 1 ? '1 task due today' : `${n} tasks due today`),
    andMore: (n: number) => ` and ${n} more`,
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
    taskDue: (time: string, tomorrow: boolean) =>
      tomorrow ? `Scade domani alle ${time}` : `Scade alle ${time}`,
    digestTitle: (n: number) => (n === 1 ? '1 attività in scadenza oggi' : `${n} attività in scadenza oggi`),
    andMore: (n: number) => ` e altre ${n}`,
  },
} as const;

/** The digest names this many tasks, then "and N more". */
export const DIGEST_TITLES = 3;

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
    case 'task':
      return {
        v: 1,
        id,
        kind: 'task',
        title: message.taskTitle,
        body: t.taskDue(message.dueTime, message.dueTomorrow),
        tag: `task:${message.taskId}:${message.dueDate}T${message.dueTime}`,
        url: '/tasks',
        actions: [
          {
            action: 'done',
            title: t.done,
            url: `/api/tasks/${message.taskId}`,
            method: 'PATCH',
            body: { status: 'completed' },
          },
        ],
      };
    case 'digest': {
      const shown = message.titles.slice(0, DIGEST_TITLES);
      const more = message.total - shown.length;
      return {
        v: 1,
        id,
        kind: 'digest',
        title: t.digestTitle(message.total),
        body: shown.join(', ') + (more > 0 ? t.andMore(more) : ''),
        tag: `digest:${message.day}`,
        url: '/tasks',
        actions: [],
      };
    }
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
  task: { ttl: 60 * 60, urgency: 'normal' },
  digest: { ttl: 3 * 60 * 60, urgency: 'low' },
  test: { ttl: 5 * 60, urgency: 'normal' },
};
