import type { AssistantPeriod } from './intent.types';

/** Phrases of each period on the padded folded words (" how much this week "); the earlier ones win. */
const PERIOD_PHRASES: readonly [AssistantPeriod, RegExp][] = [
  [
    'lastWeek',
    / (?:last|previous|prior) week | settimana (?:scorsa|passata|precedente) | (?:scorsa|passata) settimana /u,
  ],
  ['lastMonth', / (?:last|previous|prior) month | mese (?:scorso|passato|precedente) | scorso mese /u],
  ['yesterday', / yesterday | ieri /u],
  ['today', / today | tonight | oggi | stasera | stamattina /u],
  ['week', / (?:this|past|current) week | weekly | week | (?:questa )?settimana | settimanale /u],
  ['month', / (?:this|past|current) month | monthly | month | (?:questo )?mese | mensile /u],
  ['year', / (?:this|current) year | year | ytd | quest anno | (?:quest )?anno | annuale /u],
];

/** "last 10 days", "past 3 days", "negli ultimi 14 giorni", "10 days". */
const DAYS_RE = / (?:(?:last|past|ultimi|scorsi) )?(\d{1,4}) (?:days|day|giorni|giorno) /u;

/** A longest look-back the tools are asked for (a year and a day of leap). */
export const MAX_DAYS = 366;

export interface PeriodReading {
  period: AssistantPeriod | null;
  /** "last 10 days" as a number of days (1–366). */
  days: number | null;
}

/** The period a question names, from its folded words; nulls when it names none. */
export function readPeriod(words: readonly string[]): PeriodReading {
  const padded = ` ${words.join(' ')} `;
  const daysMatch = DAYS_RE.exec(padded);
  const days = daysMatch ? Math.min(Math.max(Number(daysMatch[1]), 1), MAX_DAYS) : null;
  if (days !== null) {
    const period: AssistantPeriod = days <= 1 ? 'today' : days <= 7 ? 'week' : days <= 31 ? 'month' : 'year';
    return { period, days };
  }
  for (const [period, re] of PERIOD_PHRASES) if (re.test(padded)) return { period, days: null };
  return { period: null, days: null };
}

/** The days of a look-back question (mood, wellness) for a period: a week unless another is named. */
export function daysOfPeriod(reading: PeriodReading): number {
  if (reading.days !== null) return reading.days;
  switch (reading.period) {
    case 'today':
      return 1;
    case 'yesterday':
      return 2;
    case 'month':
    case 'lastMonth':
      return 30;
    case 'year':
      return 365;
    case 'week':
    case 'lastWeek':
    case null:
      return 7;
  }
}
