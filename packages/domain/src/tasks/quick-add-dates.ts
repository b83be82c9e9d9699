import * as chrono from 'chrono-node';
import { addDays, startOfWeek, weekdayOf } from '../shared/day';
import { ITALIAN_NEXT_WEEK, parseItalianDates } from './quick-add-it';

export interface DateOptions {
  today: string;
  weekStart: number;
  now?: string | undefined;
  dayFirst?: boolean | undefined;
}

/** A date found by chrono; its span is in the squeezed text's positions. */
export interface DatePick {
  start: number;
  end: number;
  date: string;
  time: string | null;
  /** A time with no day ("at 5pm"): the date is only today by default. */
  timeOnly: boolean;
}

/** What one language's reading needs besides chrono's parse: the words around and inside a date. */
export interface DateReading {
  parse(scan: string, reference: Date, dayFirst: boolean): chrono.ParsedResult[];
  /** Words chrono would read as a date that are, alone, far more often something else ("Sat exam", "sun cream"). */
  ambiguous: ReadonlySet<string>;
  /** Words that lead into a due date and go with it: "by friday", "due tomorrow", "entro venerdì". */
  connectorBefore: RegExp;
  /** Phrases about the past are never a due date: "notes from last friday" keeps its words. */
  past: RegExp;
  /** A span of clock time ("in 2 hours"), counted on the user's own clock. */
  clockSpan: RegExp;
  /** "next friday": the Friday of next week. */
  next: RegExp;
  nextWeek: RegExp;
  /** What chrono leaves before "tomorrow" in "the day after tomorrow" ("dopo domani"). */
  dayAfter: RegExp;
  tomorrow: RegExp;
}

export const englishReading: DateReading = {
  parse: (scan, reference, dayFirst) =>
    (dayFirst ? chrono.en.GB : chrono.en.casual).parse(scan, { instant: reference }, { forwardDate: true }),
  ambiguous: new Set(['sun', 'sat', 'wed', 'mon', 'now']),
  connectorBefore: /(?:^|\s)(?:due\s+by|due\s+on|by|due|on|at|before|until|till)\s+$/i,
  past: /\b(?:last|ago|yesterday|past|previous)\b/i,
  clockSpan: /\b(?:hours?|hrs?|minutes?|mins?)\b/i,
  next: /\bnext\b/,
  nextWeek: /\bnext\s+week\b/,
  dayAfter: /(?:^|\s)((?:the\s+)?day\s+after\s+)$/i,
  tomorrow: /^tomorrow/,
};

const word = (words: string) => new RegExp(String.raw`(?<![\p{L}\p{N}])(?:${words})(?![\p{L}\p{N}])`, 'iu');

export const italianReading: DateReading = {
  parse: (scan, reference) => parseItalianDates(scan, reference),
  // Abbreviations that are also words or names: "mar" (sea), "Gio", "Dom"; with "entro", "di", "per"… they are days.
  ambiguous: new Set(['mar', 'gio', 'dom']),
  connectorBefore:
    /(?:^|\s)(?:(?:entro|per|prima\s+di|di|del|della|a|al|alla|alle|il|la|lo|da|dal|dalla|nel|nella)\s+|l['’]\s*)+$/i,
  past: word(String.raw`ieri|scors[oa]|fa|passat[oa]`),
  clockSpan: /^(?:tra|fra|entro)\s.*(?:^|[\s'’])(?:or[ae]|minut[oi]|min|second[oi]|sec)(?![\p{L}])/iu,
  next: word('prossim[oa]'),
  nextWeek: ITALIAN_NEXT_WEEK,
  dayAfter: /(?:^|\s)(dopo\s+)$/i,
  tomorrow: /^domani/i,
};

/** English read in an Italian profile (the hint once asked for English dates): "tue" is Italian for "your". */
export const englishForItalians: DateReading = {
  ...englishReading,
  ambiguous: new Set([...englishReading.ambiguous, 'tue']),
};

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The first `weekday` on or after `date`. */
export const comingWeekday = (date: string, weekday: number) =>
  addDays(date, (weekday - weekdayOf(date) + 7) % 7);

function readDate(
  reading: DateReading,
  result: chrono.ParsedResult,
  scan: string,
  options: DateOptions,
  reference: Date,
): DatePick | undefined {
  const { today, weekStart } = options;
  const s = result.start;
  const text = result.text.toLowerCase().trim();
  let start = result.index;
  const end = result.index + result.text.trimEnd().length;
  const before = scan.slice(0, start);
  const connector = reading.connectorBefore.exec(before);

  if (reading.past.test(text)) return undefined;
  if (reading.ambiguous.has(text) && !connector) return undefined;

  const hasDay = s.isCertain('day');
  const hasWeekday = s.isCertain('weekday');
  const hasHour = s.isCertain('hour');
  let date: string;
  let timeOnly = false;
  let time: string | null = hasHour ? `${pad(s.get('hour') ?? 0)}:${pad(s.get('minute') ?? 0)}` : null;

  if (reading.clockSpan.test(text) && hasHour) {
    // "in 2 hours": chrono measured it from noon; move the same span of time onto the user's clock.
    const minutes = Math.round((result.start.date().getTime() - reference.getTime()) / 60_000);
    if (options.now === undefined) {
      date = addDays(today, Math.floor((12 * 60 + minutes) / 1440));
      time = null;
    } else {
      const total = minutesOf(options.now) + minutes;
      date = addDays(today, Math.floor(total / 1440));
      const inDay = ((total % 1440) + 1440) % 1440;
      time = `${pad(Math.floor(inDay / 60))}:${pad(inDay % 60)}`;
    }
  } else if (hasWeekday && !hasDay) {
    const weekday = s.get('weekday') ?? 0;
    // "next friday" is the Friday of next week (weeks begin on the user's week start); "friday" and
    // "this friday" are the coming one, today included.
    date = reading.next.test(text)
      ? addDays(startOfWeek(today, weekStart), 7 + ((weekday - weekStart + 7) % 7))
      : comingWeekday(today, weekday);
  } else if (reading.nextWeek.test(text)) {
    date = addDays(startOfWeek(today, weekStart), 7);
  } else if (hasDay) {
    date = dateOf(s.get('year') ?? Number(today.slice(0, 4)), s.get('month') ?? 1, s.get('day') ?? 1);
    // chrono reads "the day after tomorrow" as "tomorrow" and leaves "day after" behind.
    const dayAfter = reading.dayAfter.exec(before);
    if (dayAfter?.[1] && reading.tomorrow.test(text)) {
      date = addDays(date, 1);
      start -= dayAfter[1].length;
    }
  } else if (hasHour) {
    // A time alone ("at 5pm") is today.
    date = today;
    timeOnly = true;
  } else {
    // A month or a year alone ("march", "2027") is not a due date.
    return undefined;
  }

  const lead = start === result.index ? connector : reading.connectorBefore.exec(scan.slice(0, start));
  if (lead) start -= lead[0].trimStart().length;
  return { start, end, date, time, timeOnly };
}

/**
 * Every date the readings find in the squeezed text, counted from the user's `today` (noon of that day is
 * chrono's reference, so no daylight-saving edge moves the day). The first reading that finds any wins.
 */
export function readDates(
  readings: readonly DateReading[],
  scan: string,
  options: DateOptions,
  reference: Date,
): DatePick[] {
  for (const reading of readings) {
    const picks = reading
      .parse(scan, reference, options.dayFirst ?? false)
      .map((result) => readDate(reading, result, scan, options, reference))
      .filter((p) => p !== undefined);
    if (picks.length > 0) return picks;
  }
  return [];
}
