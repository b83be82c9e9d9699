/**
 * SPEC.md 3/4: dismissedReminders_{userId}, celebrationSeen_{userId} and dismissedBudgetAlerts_{userId}
 * each hold a date plus a state, and reset each new calendar day (the user's day).
 */
export interface DailyState<T> {
  date: string;
  state: T;
}

export const dismissedRemindersKey = (userId: string) => `dismissedReminders_${userId}`;
export const celebrationSeenKey = (userId: string) => `celebrationSeen_${userId}`;
export const dismissedBudgetAlertsKey = (userId: string) => `dismissedBudgetAlerts_${userId}`;

export const reminderIds = ['habits', 'mood', 'budget', 'tasks'] as const;
export type ReminderId = (typeof reminderIds)[number];
export type DismissedReminders = Partial<Record<ReminderId, true>>;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Today's state from a stored value; anything else (another day, corrupt JSON, a wrong shape) is null. */
export function readDailyState<T>(
  raw: string | null,
  today: string,
  parseState: (state: unknown) => T | null,
): T | null {
  if (raw === null) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isRecord(parsed) || parsed.date !== today) return null;
  return parseState(parsed.state);
}

export const serializeDailyState = <T>(today: string, state: T): string =>
  JSON.stringify({ date: today, state });

export function parseDismissedReminders(state: unknown): DismissedReminders | null {
  if (!isRecord(state)) return null;
  const out: DismissedReminders = {};
  for (const id of reminderIds) if (state[id] === true) out[id] = true;
  return out;
}

export const parseSeen = (state: unknown): true | null => (state === true ? true : null);

export function parseDismissedAlerts(state: unknown): string[] | null {
  if (!Array.isArray(state)) return null;
  return state.filter((id): id is string => typeof id === 'string');
}
