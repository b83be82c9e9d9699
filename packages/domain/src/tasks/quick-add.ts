import {
  comingWeekday,
  englishForItalians,
  englishReading,
  italianReading,
  readDates,
  type DatePick,
  type DateReading,
} from './quick-add-dates';
import { ITALIAN_PRIORITIES, ITALIAN_RECURRENCE, ITALIAN_WEEKDAY_INDEX } from './quick-add-it';
import type { TaskPriority, TaskRecurrence } from './tasks.schema';

export interface QuickAddOptions {
  /** The user's today ('yyyy-MM-dd'): every relative date counts from it, never from the machine's clock. */
  today: string;
  /** 0 = Sunday, 1 = Monday: where "next week" and "next friday" begin. */
  weekStart: number;
  /** The user's wall-clock time ('HH:mm'), for "in 2 hours"; without it such phrases set no time. */
  now?: string | undefined;
  /** Read 3/12 as 3 December (most of the world) instead of March 12 (United States). */
  dayFirst?: boolean | undefined;
  /**
   * The profile's language (default English). Italian reads Italian dates (always day first), "!alta" and
   * "ogni lunedì", and still understands the English ones when the text holds no Italian date.
   */
  locale?: 'en' | 'it' | null | undefined;
}

export interface QuickAdd {
  title: string;
  dueDate: string | null;
  dueTime: string | null;
  /** Null when the text names none (the task then gets the default, medium). */
  priority: TaskPriority | null;
  tags: string[];
  /** From "every day|week|month|<weekday>"; null when the text names none. */
  recurrence: Exclude<TaskRecurrence, 'none'> | null;
  /** Text written like a date that is no real day ("31/02"): kept in the title, and said so. */
  notADate?: string;
}

/** A day written with digits: "31/02", "02/31/2026", "31.02.2026", "2026-02-31" (not "12.50" nor "10-40"). */
const DATE_LIKE =
  /(?<![\p{L}\p{N}/.-])(?:(\d{1,2})\/(\d{1,2})(?:\/(\d{2}|\d{4}))?|(\d{1,2})[.-](\d{1,2})[.-](\d{2}|\d{4})|(\d{4})-(\d{1,2})-(\d{1,2}))(?![\p{L}\p{N}/.-])/gu;

const isRealDay = (year: number, month: number, day: number) =>
  month >= 1 && month <= 12 && day >= 1 && day <= new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * The first date-like text of the title that is no real day, in the user's order (day first in Italian or
 * when set, else month first); a leap year stands in for a missing year, so "29/02" is a day.
 */
function unreadDate(title: string, dayFirst: boolean): string | undefined {
  for (const m of title.matchAll(DATE_LIKE)) {
    const [a, b, y] = m[1] ? [m[1], m[2], m[3]] : m[4] ? [m[4], m[5], m[6]] : [m[9], m[8], m[7]];
    const first = Number(a);
    const second = Number(b);
    // Two numbers over 31 are no date at all ("50/50").
    if (first > 31 || second > 31) continue;
    const iso = m[7] !== undefined;
    const [day, month] = iso || dayFirst ? [first, second] : [second, first];
    const year = y === undefined ? 2000 : y.length === 2 ? 2000 + Number(y) : Number(y);
    if (!isRealDay(year, month, day)) return m[0];
  }
  return undefined;
}

/**
 * Priority tokens. The digits follow Todoist's p1–p4: !1 is the most important.
 * Deliberately only with "!", so "high" or "1" as words stay in the title.
 */
const PRIORITIES: Record<string, TaskPriority> = {
  urgent: 'urgent',
  '1': 'urgent',
  high: 'high',
  '2': 'high',
  medium: 'medium',
  med: 'medium',
  '3': 'medium',
  low: 'low',
  '4': 'low',
};
const END = String.raw`(?=$|[\s.,;:!?])`;
const priorityRe = (words: string) => new RegExp(String.raw`(?<=^|\s)!(${words})${END}`, 'giu');
/** A tag is "#" and up to 40 letters, digits, "_" or "-"; a longer one stays in the title. */
const TAG_RE = new RegExp(String.raw`(?<=^|\s)#([\p{L}\p{N}][\p{L}\p{N}_-]{0,39})${END}`, 'gu');
const MAX_TAGS = 20;

const WEEKDAY = String.raw`(sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?`;
const RECURRENCE = String.raw`(?:every|each)\s+(?:(day|week|month)|${WEEKDAY})`;
const recurrenceRe = (phrases: string) => new RegExp(String.raw`(?<=^|\s)(?:${phrases})${END}`, 'giu');
const WEEKDAY_INDEX: Record<string, number> = {
  sun: 0,
  mon: 1,
  tue: 2,
  tues: 2,
  wed: 3,
  wednes: 3,
  thu: 4,
  thur: 4,
  thurs: 4,
  fri: 5,
  sat: 6,
  satur: 6,
};

/** One language's tokens: priorities, the repetition phrase and the date readings, tried in order. */
interface Language {
  priorities: Record<string, TaskPriority>;
  priority: RegExp;
  recurrence: RegExp;
  dates: readonly DateReading[];
}

const english: Language = {
  priorities: PRIORITIES,
  priority: priorityRe('urgent|high|medium|med|low|[1-4]'),
  recurrence: recurrenceRe(RECURRENCE),
  dates: [englishReading],
};

/** Italian, with the English tokens kept: "!high", "every monday" and English dates still work. */
const italian: Language = {
  priorities: { ...PRIORITIES, ...ITALIAN_PRIORITIES },
  priority: priorityRe('urgente|alta|media|bassa|urgent|high|medium|med|low|[1-4]'),
  recurrence: recurrenceRe(`${RECURRENCE}|${ITALIAN_RECURRENCE}`),
  dates: [italianReading, englishForItalians],
};

/** A repetition's unit by its first three letters: day/giorno, week/settimana, month/mese. */
const UNITS: Record<string, Exclude<TaskRecurrence, 'none'>> = {
  day: 'daily',
  gio: 'daily',
  wee: 'weekly',
  set: 'weekly',
  mon: 'monthly',
  mes: 'monthly',
};

/** Groups: English unit, English weekday, then (Italian profiles) Italian unit, Italian weekday. */
function recurrenceOf(m: RegExpMatchArray): {
  recurrence: Exclude<TaskRecurrence, 'none'>;
  weekday: number | null;
} {
  const unit = (m[1] ?? m[3])?.toLowerCase().slice(0, 3);
  if (unit) return { recurrence: UNITS[unit] ?? 'weekly', weekday: null };
  const weekday = m[2]
    ? WEEKDAY_INDEX[m[2].toLowerCase()]
    : ITALIAN_WEEKDAY_INDEX[m[4]?.toLowerCase().slice(0, 3) ?? ''];
  return { recurrence: 'weekly', weekday: weekday ?? null };
}

interface Span {
  start: number;
  end: number;
}

const inSpans = (i: number, spans: readonly Span[]) => spans.some((s) => i >= s.start && i < s.end);

/**
 * The text chrono reads: `text` without the spans already taken (priority, tags, repetition), with runs of
 * spaces closed up (chrono misreads "12 march      pay"). `origin[i]` is the position in `text` of scan[i].
 */
function squeeze(text: string, spans: readonly Span[]): { scan: string; origin: number[] } {
  let scan = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    if (inSpans(i, spans)) continue;
    const ch = text[i]!;
    if (/\s/.test(ch) && (scan === '' || /\s$/.test(scan))) continue;
    scan += ch;
    origin.push(i);
  }
  return { scan, origin };
}

const BLANK = /^[\s,.;:!?\-–—]*$/;

/**
 * A due date is typed at either end of a task ("pay rent friday", "tomorrow: call mom"); one in the middle is
 * more likely part of the title ("call mom tomorrow about friday party"). So: the last date that ends the
 * text, else one that starts it, else the first.
 */
function choosePick(picks: DatePick[], scan: string): DatePick | undefined {
  const atEnd = picks.filter((p) => BLANK.test(scan.slice(p.end)));
  if (atEnd.length > 0) return atEnd[atEnd.length - 1];
  return picks.find((p) => BLANK.test(scan.slice(0, p.start))) ?? picks[0];
}

const GAP = '\u0000';

function cleanTitle(text: string, spans: readonly Span[]): string {
  let out = '';
  for (let i = 0; i < text.length; i++) out += inSpans(i, spans) ? GAP : text[i];
  let title = out
    // Where a date or token was cut out before punctuation, the punctuation closes up: "mom tomorrow, then" → "mom, then".
    .replace(new RegExp(`\\s*${GAP}[\\s${GAP}]*(?=[,;:.!?])`, 'g'), '')
    .replaceAll(GAP, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Punctuation left dangling at either end: "pay rent, friday" → "pay rent".
  let previous;
  do {
    previous = title;
    title = title.replace(/^[\s,;:\-–—]+/, '').replace(/[\s,;:\-–—]+$/, '');
  } while (title !== previous);
  return title;
}

/**
 * Reads a typed task: "pay rent friday !high #home" → title "pay rent", due the coming Friday, priority high,
 * tags ["home"]; in Italian, "pagare affitto venerdì !alta". Dates are read by chrono-node (quick-add-dates.ts)
 * against the user's `today`; words that are not part of the date, priority, tags or repetition stay in the title.
 * When several dates appear, one is the due date (see choosePick) and the others stay in the title.
 */
export function parseQuickAdd(input: string, options: QuickAddOptions): QuickAdd {
  const text = input.normalize('NFC');
  const spans: Span[] = [];

  const language = options.locale === 'it' ? italian : english;
  let priority: TaskPriority | null = null;
  for (const m of text.matchAll(language.priority)) {
    priority = language.priorities[m[1]!.toLowerCase()] ?? priority;
    spans.push({ start: m.index, end: m.index + m[0].length });
  }

  const tags: string[] = [];
  for (const m of text.matchAll(TAG_RE)) {
    const tag = m[1]!.toLowerCase();
    if (tags.length >= MAX_TAGS && !tags.includes(tag)) continue;
    if (!tags.includes(tag)) tags.push(tag);
    spans.push({ start: m.index, end: m.index + m[0].length });
  }

  let recurrence: QuickAdd['recurrence'] = null;
  let recurrenceWeekday: number | null = null;
  for (const m of text.matchAll(language.recurrence)) {
    ({ recurrence, weekday: recurrenceWeekday } = recurrenceOf(m));
    spans.push({ start: m.index, end: m.index + m[0].length });
  }

  const { scan, origin } = squeeze(text, spans);
  const [y, mo, d] = options.today.split('-').map(Number) as [number, number, number];
  // Local noon of the user's day: chrono's components are then that calendar day in any machine time zone.
  const reference = new Date(y, mo - 1, d, 12, 0, 0, 0);
  const picks = readDates(language.dates, scan, options, reference);
  const pick = choosePick(picks, scan);
  if (pick) spans.push({ start: origin[pick.start]!, end: origin[pick.end - 1]! + 1 });

  let dueDate = pick && !(pick.timeOnly && recurrenceWeekday !== null) ? pick.date : null;
  if (recurrence && dueDate === null) {
    dueDate = recurrenceWeekday === null ? options.today : comingWeekday(options.today, recurrenceWeekday);
  }

  const title = cleanTitle(text, spans);
  const notADate = unreadDate(title, options.dayFirst === true || options.locale === 'it');
  return {
    title,
    dueDate,
    dueTime: pick?.time ?? null,
    priority,
    tags,
    recurrence,
    ...(notADate === undefined ? {} : { notADate }),
  };
}
