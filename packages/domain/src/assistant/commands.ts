import { parseQuickExpense } from '../money';
import { categoryOfWords, isIncomeCategory } from './categories';
import type { AssistantLanguage, Intent, ParsedMessage } from './intent.types';
import { languageOfWords } from './language';
import { afterPrefix, foldText, wordsOf } from './message-text';

/** A command's prefix (on the folded text) and the language of its words. */
type Prefix = readonly [RegExp, AssistantLanguage];

const TASK_PREFIXES: readonly Prefix[] = [
  [/^(?:add|new|create|make)\s+(?:a\s+)?(?:new\s+)?(?:task|todo|to-do|to do|reminder)\b[\s:,-]*/u, 'en'],
  [/^remind\s+me\s+(?:to|about|of)\b\s*/u, 'en'],
  [/^(?:todo|to-do|to do|task)\s*:\s*/u, 'en'],
  [
    /^(?:aggiungi|nuova|nuovo|crea)\s+(?:(?:una|un|un')\s*)?(?:nuova\s+|nuovo\s+)?(?:attivita|compito|promemoria|cosa da fare)\b[\s:,-]*/u,
    'it',
  ],
  [/^ricordami\s+(?:di\s+|che\s+)?/u, 'it'],
  [/^(?:attivita|compito|promemoria|da fare)\s*:\s*/u, 'it'],
];

const NOTE_PREFIXES: readonly Prefix[] = [
  [/^(?:add|new|create|make|take|write)\s+(?:a\s+)?(?:new\s+|quick\s+)?note\b[\s:,-]*/u, 'en'],
  [/^note(?:\s+to\s+self)?\s*[:-]\s*/u, 'en'],
  [/^(?:aggiungi|nuova|crea|scrivi|prendi)\s+(?:una\s+)?(?:nuova\s+)?nota\b[\s:,-]*/u, 'it'],
  [/^(?:nota|appunto|annota)\b[\s:-]*/u, 'it'],
];

const HABIT_PREFIXES: readonly Prefix[] = [
  [
    /^(?:i\s+)?(?:(?:just\s+)?(?:done|did|completed|finished)|(?:i've|i\s+have)\s+(?:just\s+)?(?:done|completed|finished)|complete|mark|check\s+off|tick\s+off)\b[\s:,-]*/u,
    'en',
  ],
  [
    /^(?:(?:ho\s+)?(?:appena\s+)?(?:fatto|fatta|completato|completata|finito|finita)|completa|segna|spunta)\b[\s:,-]*/u,
    'it',
  ],
];

/** Words before a habit's name ("did the yoga", "ho fatto la meditazione") and after it ("… today", "… as done"). */
const HABIT_ARTICLE = /^(?:the|my|il|lo|la|i|gli|le|l['’])\s+|^l['’]/iu;
const HABIT_TAIL = /[\s,]+(?:today|for today|as done|as complete|oggi|per oggi|come fatt[ao])$/iu;

const EXPENSE_PREFIXES: readonly Prefix[] = [
  [
    /^(?:i\s+)?(?:(?:just\s+)?(?:spent|spend|paid|pay|bought)|(?:add|log|new)\s+(?:an\s+)?expense|expense)\b[\s:,-]*/u,
    'en',
  ],
  [
    /^(?:(?:ho\s+)?(?:speso|pagato|comprato)|(?:aggiungi|registra|nuova)\s+(?:una\s+)?(?:spesa|uscita)|uscita)\b[\s:,-]*/u,
    'it',
  ],
];

const INCOME_PREFIXES: readonly Prefix[] = [
  [
    /^(?:i\s+)?(?:(?:just\s+)?(?:earned|received|made|got\s+paid)|(?:add|log|new)\s+(?:an\s+)?income|income)\b[\s:,-]*/u,
    'en',
  ],
  [
    /^(?:(?:ho\s+)?(?:guadagnato|ricevuto|incassato)|(?:aggiungi|registra|nuova)\s+(?:una\s+)?entrata|entrata|incasso)\b[\s:,-]*/u,
    'it',
  ],
];

const MOOD_PREFIXES: readonly Prefix[] = [
  [
    /^(?:(?:log|record|set|rate|track)\s+(?:my\s+)?mood|(?:my\s+)?mood(?:\s+today)?(?:\s+(?:is|was))?)\b[\s:=-]*/u,
    'en',
  ],
  [
    /^(?:(?:registra|segna|imposta)\s+(?:il\s+)?(?:mio\s+)?umore|(?:il\s+)?(?:mio\s+)?umore(?:\s+di\s+oggi)?(?:\s+e)?)\b[\s:=-]*/u,
    'it',
  ],
];
/** The rating first ("4", "4/5", "4 out of 5"), then an optional note. */
const RATING_RE = /^(\d+(?:[.,]\d+)?)(?:\s*\/\s*5|\s+(?:out\s+of|su|di)\s+5)?(?=$|[\s,.;:!-])[\s,.;:!-]*/u;
const EXPLICIT_MOOD = /^(?:log|record|set|rate|track|registra|segna|imposta)\b/u;

/** A number of days, weeks or months: a period in a question. */
const LOOK_BACK = /\b\d+\s+(?:days?|weeks?|months?|giorni|giorno|settimane|mesi)\b/u;

/** A currency after a price ("30 euro"). */
const CURRENCY_WORD = /^(?:euro|euros|eur|usd|gbp|chf|dollars?|\p{Sc})$/iu;
/** A connector left at the end of a description once the price after it is taken ("2 coffees for"). */
const TRAILING_CONNECTOR = /\s+(?:for|per|at|a|da|on)$/iu;

/** A minus just before an amount ("-5", "-$5", "$-5"), not a range's dash ("12-15") nor a " - " apart. */
const NEGATIVE_AMOUNT = /(?:^|\s)\p{Sc}?[-−–]\p{Sc}?\d/u;

/** Words that join an amount to what it was for ("on lunch", "per pranzo"). */
const CONNECTOR =
  /^(?:on|for|at|in|to|per|di|a|al|alla|allo|ai|su|da|dal|dalla)\s+(?:(?:the|a|an|il|lo|la|i|gli|le|un|una|uno)\s+|l')?/iu;

function matchPrefix(text: string, folded: string, prefixes: readonly Prefix[]) {
  for (const [re, language] of prefixes) {
    const match = re.exec(folded);
    if (match) return { rest: afterPrefix(text, match), language };
  }
  return null;
}

const command = (intent: Intent, language: AssistantLanguage): ParsedMessage => ({ intent, language });
const unknown = (language: AssistantLanguage): ParsedMessage => command({ kind: 'unknown' }, language);

/**
 * The amount is the first number ("spent 12 on 2 coffees"), unless a price ends the line ("bought 2 coffees
 * for 7.50"): put it last, where the quick expense line looks for it.
 */
function amountLast(rest: string): string {
  const tokens = rest.split(/\s+/u);
  const numeric = (token: string | undefined) => token !== undefined && /\d/u.test(token);
  let last = tokens.length - 1;
  while (last > 0 && CURRENCY_WORD.test(tokens[last]!)) last--;
  const price = numeric(tokens[last]) && /^(?:for|per|at|a|da)$/iu.test(tokens[last - 1] ?? '');
  const at = price ? last : tokens.findIndex(numeric);
  if (at < 0) return rest;
  const [amount] = tokens.splice(at, 1);
  return [...tokens, amount].join(' ');
}

/**
 * "spent 12.50 on lunch", "+2000 salary", "guadagnato 200 freelance": read by the money area's quick expense
 * line, its amount in the language of the verb. Null when no amount follows the verb (a question, then).
 */
function transaction(text: string, folded: string, locale: AssistantLanguage): ParsedMessage | null {
  const expense = matchPrefix(text, folded, EXPENSE_PREFIXES);
  const income = expense ? null : matchPrefix(text, folded, INCOME_PREFIXES);
  const signed = /^\+\s*[\p{Sc}]?\s*\d/u.test(folded);
  const found = expense ?? income ?? (signed ? { rest: text, language: null } : null);
  // "spent in the last 7 days" is a question about a period, not 7 spent.
  if (!found || !/\d/u.test(found.rest) || LOOK_BACK.test(foldText(found.rest))) return null;
  const type = expense ? 'expense' : 'income';
  const language = found.language ?? languageOfWords(wordsOf(folded), locale);
  // "spent -5 on coffee": the verb says which way the money went; a sign on top of it is a slip, never +5.
  const typed = text.trimEnd();
  const signAfterVerb = /[-−–]\s*$/u.test(typed.slice(0, typed.length - found.rest.length));
  if ((signAfterVerb && /^\p{Sc}?\s*\d/u.test(found.rest)) || NEGATIVE_AMOUNT.test(found.rest))
    return command({ kind: 'refused', reason: 'money.signedAmount' }, language);
  const line = signed ? found.rest : `${type === 'income' ? 'income ' : ''}${amountLast(found.rest)}`;
  // "1.500,00" after an English verb can only be Italian marks, and "1,500.00" after an Italian one English;
  // "12.555" stays refused rather than guessed.
  const first = parseQuickExpense(line, language);
  const bothMarks = /\d\.\d+,\d|\d,\d+\.\d/u.test(line);
  const read = first.ok || !bothMarks ? first : parseQuickExpense(line, language === 'en' ? 'it' : 'en');
  if (!read.ok)
    return read.problem === 'empty' || read.problem === 'noAmount'
      ? unknown(language)
      : command({ kind: 'refused', reason: read.problem }, language);
  const description = read.description?.replace(CONNECTOR, '').replace(TRAILING_CONNECTOR, '').trim() || null;
  const guessed =
    read.category === 'Other' ? categoryOfWords(wordsOf(foldText(description ?? ''))) : read.category;
  const fits = guessed !== null && (guessed === 'Gifts' || isIncomeCategory(guessed) === (type === 'income'));
  return command(
    { kind: 'addTransaction', type, amount: read.amount, description, category: fits ? guessed : null },
    language,
  );
}

function mood(text: string, folded: string): ParsedMessage | null {
  const found = matchPrefix(text, folded, MOOD_PREFIXES);
  if (!found) return null;
  // "mood 7 days" asks about the last 7 days.
  if (LOOK_BACK.test(foldText(found.rest))) return null;
  const rating = RATING_RE.exec(found.rest);
  // "log mood" with no rating, or one outside 1–5, is no command; a bare "mood" is the mood question.
  if (!rating) return EXPLICIT_MOOD.test(folded) ? unknown(found.language) : null;
  const value = Number(rating[1]!.replace(',', '.'));
  if (![1, 2, 3, 4, 5].includes(value)) return unknown(found.language);
  const note = found.rest.slice(rating[0].length).trim();
  return command({ kind: 'logMood', rating: value as 1 | 2 | 3 | 4 | 5, note: note || null }, found.language);
}

function withText(
  text: string,
  folded: string,
  prefixes: readonly Prefix[],
  make: (rest: string) => Intent,
): ParsedMessage | null {
  const found = matchPrefix(text, folded, prefixes);
  if (!found) return null;
  return found.rest === '' ? unknown(found.language) : command(make(found.rest), found.language);
}

/** "meditate done", "yoga fatto": a short line ending in a done word, not a question ("habits done?"). */
const HABIT_DONE_AFTER: readonly Prefix[] = [
  [/\s+(?:done|completed|finished)$/u, 'en'],
  [/\s+(?:fatt[oa]|completat[oa]|finit[oa])$/u, 'it'],
];
const NOT_A_HABIT =
  /^(?:what|which|how|are|is|were|was|have|has|all|everything|ok|okay|i|i'm|im|it's|that's|quali|quale|cosa|che|come|quante|quanti|sono|tutto)\b|\b(?:habits?|tasks?|abitudin[ei]|attivita|compiti)\b/u;

function habitDone(text: string, folded: string): ParsedMessage | null {
  const line = folded.replace(/[\s.!]+$/u, '');
  if (wordsOf(line).length > 5 || NOT_A_HABIT.test(line)) return null;
  for (const [re, language] of HABIT_DONE_AFTER) {
    const match = re.exec(line);
    if (match) {
      const name = text.slice(0, match.index).replace(HABIT_ARTICLE, '').trim();
      return name === '' ? null : command({ kind: 'completeHabit', name }, language);
    }
  }
  return null;
}

function habit(text: string, folded: string): ParsedMessage | null {
  // "did I spend…", "did you…" are questions, not a habit called "I spend".
  if (/^did\s+(?:i|you|we)\b/u.test(folded)) return null;
  const found = matchPrefix(text, folded, HABIT_PREFIXES);
  if (!found) return null;
  const name = found.rest
    .replace(/[\s.!?]+$/u, '')
    .replace(HABIT_TAIL, '')
    .replace(HABIT_ARTICLE, '')
    .trim();
  return name === '' ? unknown(found.language) : command({ kind: 'completeHabit', name }, found.language);
}

/** A command in the message, or null when it is none (then it is read as a question). */
export function readCommand(text: string, folded: string, locale: AssistantLanguage): ParsedMessage | null {
  return (
    withText(text, folded, TASK_PREFIXES, (rest) => ({ kind: 'addTask', text: rest })) ??
    withText(text, folded, NOTE_PREFIXES, (rest) => ({ kind: 'addNote', content: rest })) ??
    transaction(text, folded, locale) ??
    mood(text, folded) ??
    habit(text, folded) ??
    habitDone(text, folded)
  );
}
