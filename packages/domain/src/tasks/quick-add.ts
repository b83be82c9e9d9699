import * as chrono from 'chrono-node';
import { addDays, startOfWeek, weekdayOf } from '../shared/day';
import type { TaskPriority, TaskRecurrence } from './task.schema';

export interface QuickAddOptions {
  /** The user's today ('yyyy-MM-dd'): every relative date counts from it, never from the machine's clock. */
  today: string;
  /** 0 = Sunday, 1 = Monday: where "next week" and "next friday" begin. */
  weekStart: number;
  /** The user's wall-clock time ('HH:mm'), for "in 2 hours"; without it such phrases set no time. */
  now?: string | undefined;
  /** Read 3/12 as 3 December (most of the world) instead of March 12 (United States). */
  dayFirst?: boolean | undefined;
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
const PRIORITY_RE = new RegExp(String.raw`(?<=^|\s)!(urgent|high|medium|med|low|[1-4])${END}`, 'giu');
/** A tag is "#" and up to 40 letters, digits, "_" or "-"; a longer one stays in the title. */
const TAG_RE = new RegExp(String.raw`(?<=^|\s)#([\p{L}\p{N}][\p{L}\p{N}_-]{0,39})${END}`, 'gu');
const MAX_TAGS = 20;

const WEEKDAY = String.raw`(sun|mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?)(?:day)?`;
const RECURRENCE_RE = new RegExp(String.raw`(?<=^|\s)(?:every|each)\s+(?:(day|week|month)|${WEEKDAY})${END}`, 'giu');
const WEEKDAY_INDEX: Record<string, number> = { sun: 0, mon: 1, tue: 2, tues: 2, wed: 3, wednes: 3, thu: 4, thur: 4, thurs: 4, fri: 5, sat: 6, satur: 6 };

/** Words chrono would read as a date that are, alone, far more often something else ("Sat exam", "sun cream"). */
const AMBIGUOUS = new Set(['sun', 'sat', 'wed', 'mon', 'now']);
/** Words that lead into a due date and go with it: "by friday", "due tomorrow", "on 12 march", "at 9". */
const CONNECTOR_BEFORE = /(?:^|\s)(?:due\s+by|due\s+on|by|due|on|at|before|until|till)\s+$/i;
/** Phrases about the past are never a due date: "notes from last friday" keeps its words. */
const PAST = /\b(?:last|ago|yesterday|past|previous)\b/i;
const CLOCK_UNITS = /\b(?:hours?|hrs?|minutes?|mins?)\b/i;

interface Span {
  start: number;
  end: number;
}

/** A date found by chrono; its span is in the squeezed text's positions. */
interface DatePick extends Span {
  date: string;
  time: string | null;
  /** A time with no day ("at 5pm"): the date is only today by default. */
  timeOnly: boolean;
}

const pad = (n: number) => String(n).padStart(2, '0');
const dateOf = (y: number, m: number, d: number) => `${String(y).padStart(4, '0')}-${pad(m)}-${pad(d)}`;

function minutesOf(time: string): number {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** The first `weekday` on or after `date`. */
const comingWeekday = (date: string, weekday: number) => addDays(date, (weekday - weekdayOf(date) + 7) % 7);

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

function readDate(result: chrono.ParsedResult, scan: string, options: QuickAddOptions, reference: Date): DatePick | undefined {
  const { today, weekStart } = options;
  const s = result.start;
  const text = result.text.toLowerCase().trim();
  let start = result.index;
  const end = result.index + result.text.trimEnd().length;
  const before = scan.slice(0, start);
  const connector = CONNECTOR_BEFORE.exec(before);

  if (PAST.test(text)) return undefined;
  if (AMBIGUOUS.has(text) && !connector) return undefined;

  const hasDay = s.isCertain('day');
  const hasWeekday = s.isCertain('weekday');
  const hasHour = s.isCertain('hour');
  let date: string;
  let timeOnly = false;
  let time: string | null = hasHour ? `${pad(s.get('hour') ?? 0)}:${pad(s.get('minute') ?? 0)}` : null;

  if (CLOCK_UNITS.test(text) && hasHour) {
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
    date = /\bnext\b/.test(text)
      ? addDays(startOfWeek(today, weekStart), 7 + ((weekday - weekStart + 7) % 7))
      : comingWeekday(today, weekday);
  } else if (/\bnext\s+week\b/.test(text)) {
    date = addDays(startOfWeek(today, weekStart), 7);
  } else if (hasDay) {
    date = dateOf(s.get('year') ?? Number(today.slice(0, 4)), s.get('month') ?? 1, s.get('day') ?? 1);
    // chrono reads "the day after tomorrow" as "tomorrow" and leaves "day after" behind.
    const dayAfter = /(?:^|\s)((?:the\s+)?day\s+after\s+)$/i.exec(before);
    if (dayAfter?.[1] && text.startsWith('tomorrow')) {
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

  const lead = start === result.index ? connector : CONNECTOR_BEFORE.exec(scan.slice(0, start));
  if (lead) start -= lead[0].trimStart().length;
  return { start, end, date, time, timeOnly };
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
 * tags ["home"]. Dates are read by chrono-node against the user's `today` (noon, so no daylight-saving edge
 * moves the day); words that are not part of the date, priority, tags or repetition stay in the title.
 * When several dates appear, one is the due date (see choosePick) and the others stay in the title.
 */
export function parseQuickAdd(input: string, options: QuickAddOptions): QuickAdd {
  const text = input.normalize('NFC');
  const spans: Span[] = [];

  let priority: TaskPriority | null = null;
  for (const m of text.matchAll(PRIORITY_RE)) {
    priority = PRIORITIES[m[1]!.toLowerCase()] ?? priority;
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
  for (const m of text.matchAll(RECURRENCE_RE)) {
    const unit = m[1]?.toLowerCase();
    recurrence = unit === 'day' ? 'daily' : unit === 'month' ? 'monthly' : 'weekly';
    recurrenceWeekday = m[2] ? (WEEKDAY_INDEX[m[2].toLowerCase()] ?? null) : null;
    spans.push({ start: m.index, end: m.index + m[0].length });
  }

  const { scan, origin } = squeeze(text, spans);
  const [y, mo, d] = options.today.split('-').map(Number) as [number, number, number];
  // Local noon of the user's day: chrono's components are then that calendar day in any machine time zone.
  const reference = new Date(y, mo - 1, d, 12, 0, 0, 0);
  const parser = options.dayFirst ? chrono.en.GB : chrono.en.casual;
  const picks = parser
    .parse(scan, { instant: reference }, { forwardDate: true })
    .map((result) => readDate(result, scan, options, reference))
    .filter((p) => p !== undefined);
  const pick = choosePick(picks, scan);
  if (pick) spans.push({ start: origin[pick.start]!, end: origin[pick.end - 1]! + 1 });

  let dueDate = pick && !(pick.timeOnly && recurrenceWeekday !== null) ? pick.date : null;
  if (recurrence && dueDate === null) {
    dueDate = recurrenceWeekday === null ? options.today : comingWeekday(options.today, recurrenceWeekday);
  }

  return { title: cleanTitle(text, spans), dueDate, dueTime: pick?.time ?? null, priority, tags, recurrence };
}
