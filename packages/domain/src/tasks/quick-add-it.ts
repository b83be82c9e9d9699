import * as chrono from 'chrono-node';
import type { TaskPriority } from './tasks.schema';

/**
 * The Italian reading of quick add: chrono-node's Italian parser, fitted to how tasks are typed with a few
 * parsers and one refiner of our own (chrono's Parser/Refiner API), never by rewriting Italian into English.
 */

const NOT_LETTER_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const NOT_LETTER_AFTER = String.raw`(?![\p{L}\p{N}])`;

const QUARTERS: Record<string, number> = { mezza: 30, mezzo: 30, 'un quarto': 15, 'tre quarti': 45 };

/** "ore 7", "alle ore 18:30", "h 9", "alle 9 e mezza": chrono's Italian time parser knows only "alle 7" and "alle 9:30". */
const clockParser: chrono.Parser = {
  pattern: () =>
    new RegExp(
      String.raw`${NOT_LETTER_BEFORE}(?:(?:alle\s+)?(?:ore|h)|alle)\s*([01]?\d|2[0-3])(?:[:.]([0-5]\d)|\s+e\s+(mezz[ao]|un\s+quarto|tre\s+quarti))?${NOT_LETTER_AFTER}`,
      'iu',
    ),
  extract: (_context, match) => ({
    hour: Number(match[1]),
    minute: match[3] ? (QUARTERS[match[3].toLowerCase().replace(/\s+/g, ' ')] ?? 0) : Number(match[2] ?? 0),
  }),
};

/** "settimana prossima" without its article, which chrono misses (the date itself follows the week start, later). */
const nextWeekParser: chrono.Parser = {
  pattern: () =>
    new RegExp(String.raw`${NOT_LETTER_BEFORE}(?:la\s+)?settimana\s+prossima${NOT_LETTER_AFTER}`, 'iu'),
  extract: (context) => {
    const ref = context.refDate;
    return { year: ref.getFullYear(), month: ref.getMonth() + 1, day: ref.getDate() };
  },
};

/** "fine mese", "entro la fine del mese": the month's last day, as English "end of month". */
const endOfMonthParser: chrono.Parser = {
  pattern: () =>
    new RegExp(
      String.raw`${NOT_LETTER_BEFORE}(?:la\s+)?fine\s+(?:del\s+|di\s+)?mese${NOT_LETTER_AFTER}`,
      'iu',
    ),
  extract: (context) => {
    const ref = context.refDate;
    const last = new Date(ref.getFullYear(), ref.getMonth() + 1, 0, 12);
    return { year: last.getFullYear(), month: last.getMonth() + 1, day: last.getDate() };
  },
};

/** "ora" and "adesso" (now) are far more often "hour" and filler than a due time: "per ora", "un'ora". */
const NEVER = new Set(['ora', 'adesso']);
/** A span of time counts from today only when it says so: "tra 3 giorni", not "vacanza di 3 giorni". */
const RELATIVE_LEAD = /^(?:tra|fra|entro)\s/i;
export const ITALIAN_NEXT_WEEK = /(?:prossima\s+settimana|settimana\s+prossima)/i;
/** A clock time is written as one: "alle 9", "ore 7", "18:30", "mezzogiorno"; "lunedì 16" is the 16th, not 16:00. */
const CLOCK_MARK = new RegExp(
  String.raw`${NOT_LETTER_BEFORE}(?:alle?|dalle?|ore|h)\s*\d|\d[:.]\d|mezzogiorno|mezzanotte`,
  'iu',
);
const EVENING = new RegExp(String.raw`${NOT_LETTER_BEFORE}(?:sta)?sera${NOT_LETTER_AFTER}`, 'iu');
/** "stasera", "domani sera" with no clock time: 19:00, early enough to still be done that evening. */
export const EVENING_HOUR = 19;
/** chrono leaves "stamattina" without a day; it is today. */
const THIS_MORNING = /^(?:stamattina|stamani)$/i;
/** Italian writes days in lower case: "chiamare Domenica" is a person, "Domenica pranzo" (first word) a day. */
const CAPITALIZED = /^\p{Lu}/u;

function isName(result: chrono.ParsingResult): boolean {
  return result.index > 0 && result.start.isOnlyWeekdayComponent() && CAPITALIZED.test(result.text);
}

const quickAddRefiner: chrono.Refiner = {
  refine: (_context, results) =>
    results.filter((result) => {
      const text = result.text.trim();
      const start = result.start;
      if (NEVER.has(text.toLowerCase()) || isName(result)) return false;
      if (THIS_MORNING.test(text)) {
        const ref = result.refDate;
        start.assign('year', ref.getFullYear());
        start.assign('month', ref.getMonth() + 1);
        start.assign('day', ref.getDate());
      }
      if (result.tags().has('result/relativeDate')) {
        if (!RELATIVE_LEAD.test(text) && !ITALIAN_NEXT_WEEK.test(text)) return false;
        // "tra 2 mesi" leaves the day implied: it is today's day of the month, as meant.
        for (const unit of ['day', 'month', 'year'] as const) {
          const value = start.get(unit);
          if (!start.isCertain(unit) && value !== null) start.assign(unit, value);
        }
      } else if (start.isCertain('hour') && !CLOCK_MARK.test(text)) {
        start.delete(['hour', 'minute', 'second', 'meridiem']);
      } else if (start.get('hour') === 12 && /di\s+notte/i.test(text)) {
        start.assign('hour', 0); // "alle 12 di notte" is midnight
      }
      if (
        !start.isCertain('hour') &&
        (start.isCertain('day') || start.isCertain('weekday')) &&
        EVENING.test(text)
      ) {
        start.assign('hour', EVENING_HOUR);
        start.assign('minute', 0);
      }
      return true;
    }),
};

const italian = chrono.it.casual.clone();
italian.parsers.push(clockParser, nextWeekParser, endOfMonthParser);
italian.refiners.push(quickAddRefiner);

/** Italian dates are always written day first (3/12 is 3 December). */
export const parseItalianDates = (scan: string, reference: Date) =>
  italian.parse(scan, { instant: reference }, { forwardDate: true });

export const ITALIAN_PRIORITIES: Record<string, TaskPriority> = {
  urgente: 'urgent',
  alta: 'high',
  media: 'medium',
  bassa: 'low',
};

/** lunedì/lunedi/lun … domenica/dom; the first three letters name the day. */
export const ITALIAN_WEEKDAY = String.raw`(lun(?:ed[iìí])?|mar(?:ted[iìí])?|mer(?:coled[iìí])?|gio(?:ved[iìí])?|ven(?:erd[iìí])?|sab(?:ato)?|dom(?:enica)?)`;
export const ITALIAN_WEEKDAY_INDEX: Record<string, number> = {
  dom: 0,
  lun: 1,
  mar: 2,
  mer: 3,
  gio: 4,
  ven: 5,
  sab: 6,
};
/** "ogni giorno|settimana|mese|lunedì", "tutti i giorni", "tutte le settimane": the unit's first letters say which. */
export const ITALIAN_RECURRENCE = String.raw`(?:ogni|tutti\s+i|tutte\s+le)\s+(?:(giorn[oi]|settiman[ae]|mes[ei])|${ITALIAN_WEEKDAY})`;
