import { categoryOfWord } from './categories';
import type { AssistantPeriod, Intent, TaskWhen } from './intent.types';
import { daysOfPeriod, readPeriod, type PeriodReading } from './periods';

/** A set of folded words from a space-separated list. */
const words = (list: string): ReadonlySet<string> => new Set(list.split(/\s+/u).filter(Boolean));

/** The words that make a question about each area (English and Italian), in the order they are tried. */
const BUDGET = words('budget budgets budgetto sforato sforata');
const INCOME = words(`earn earned earning earnings income incomes make made salary guadagnato guadagnata
  guadagni guadagno guadagnare entrate entrata incassato incassi incasso ricavi stipendio`);
const SPENDING =
  words(`spend spent spending expenses expense spendings costs cost paid pay buy bought purchases
  purchased speso spesa spese spendere uscite uscita pagato comprato`);
/** Time spent is not money spent ("how much time did I spend reading"). */
const TIME = words('time hours hour minutes tempo ore ora minuti');
const STREAKS = words('streak streaks serie striscia strisce fila row');
const HABITS = words('habit habits abitudine abitudini');
const MOOD = words('mood moods feel feeling feelings felt umore sentito sentita sento sentiti');
const TASKS = words(`task tasks todo todos due overdue deadline deadlines attivita compiti compito scade
  scadono scadenza scadenze scaduto scaduta scaduti scadute ritardo`);
const FOCUS = words(
  'focus focused focusing pomodoro pomodori pomodoros concentrazione concentrato concentrata',
);
const WORKOUTS = words(`workout workouts exercise exercised exercising training trained gym run runs ran
  fitness worked allenamenti allenamento allenato allenata allenarmi allenata esercizio esercizi palestra sport`);
const WELLNESS = words(`sleep slept sleeping water hydration wellness wellbeing steps meditation meditated
  meditate dormito dormire sonno acqua benessere passi meditazione meditato`);
const BOOKS = words('book books reading read novel novels libro libri leggendo lettura letto letti leggere');

/** "late" only says overdue next to a task word: "how late did I sleep" is about sleep. */
const OVERDUE = words('overdue late ritardo scaduto scaduta scaduti scadute');
const TOMORROW = words('tomorrow domani');

/** Words after "spend on"/"speso per" that are not a category ("on average", "per month"). */
const NOT_CATEGORY = words(`average total all everything this last past each every so far my the media totale
  tutto questa questo quest ogni il la lo le gli i mio mia week month year today yesterday days settimana mese
  anno oggi ieri giorni that it day giorno weekly monthly settimanale mensile category categories categoria
  categorie`);
const FOR_CATEGORY = words('on for per');

/** The category asked about: a known one anywhere, or the word after "on"/"for"/"per" (a user's own). */
function spendingCategory(list: readonly string[]): string | null {
  const at = list.findIndex((word) => FOR_CATEGORY.has(word));
  let after = at >= 0 ? list.slice(at + 1).find((word) => !NOT_CATEGORY.has(word)) : undefined;
  if (after !== undefined && /^\d/u.test(after)) after = undefined;
  if (after !== undefined) {
    const known = categoryOfWord(after);
    if (known !== null) return known;
  }
  for (const word of list) {
    if (SPENDING.has(word)) continue;
    const known = categoryOfWord(word);
    if (known !== null) return known;
  }
  return after === undefined ? null : after.charAt(0).toUpperCase() + after.slice(1);
}

function tasksWhen(list: readonly string[], reading: PeriodReading): TaskWhen {
  if (list.some((word) => OVERDUE.has(word))) return 'overdue';
  if (list.some((word) => TOMORROW.has(word))) return 'tomorrow';
  const upcoming = list.includes('upcoming') || list.includes('prossimi') || list.includes('next');
  if (upcoming || (reading.period !== null && reading.period !== 'today' && reading.period !== 'yesterday')) {
    return 'week';
  }
  return 'today';
}

const has = (list: readonly string[], set: ReadonlySet<string>) => list.some((word) => set.has(word));

/** Phrases a single word does not make: "what do I have to do", "cosa devo fare", "did I work out". */
const TASK_PHRASE = / (?:have|need|got) to do | to do | (?:devo|dobbiamo|ho da) fare | da fare /u;
const WORKOUT_PHRASE = / work(?:ed|ing)? out /u;

/**
 * A data question from its folded words, or null. Periods default to the month for money (a budget's span)
 * and to the week for focus and workouts; mood and wellness look back 7 days unless another span is named.
 */
export function readQuestion(list: readonly string[]): Intent | null {
  const reading = readPeriod(list);
  const padded = ` ${list.join(' ')} `;
  const period = (fallback: AssistantPeriod): AssistantPeriod => reading.period ?? fallback;
  if (has(list, BUDGET)) return { kind: 'budget' };
  if (has(list, INCOME)) return { kind: 'income', period: period('month') };
  if (has(list, SPENDING) && !has(list, TIME)) {
    return { kind: 'spending', period: period('month'), category: spendingCategory(list) };
  }
  if (has(list, STREAKS)) return { kind: 'streaks' };
  if (has(list, HABITS)) return { kind: 'habitsToday' };
  if (has(list, MOOD)) return { kind: 'mood', days: daysOfPeriod(reading) };
  if (has(list, TASKS) || TASK_PHRASE.test(padded)) {
    return { kind: 'tasksDue', when: tasksWhen(list, reading) };
  }
  if (has(list, FOCUS)) return { kind: 'focus', period: period('week') };
  if (has(list, WORKOUTS) || WORKOUT_PHRASE.test(padded)) return { kind: 'workouts', period: period('week') };
  if (has(list, WELLNESS)) return { kind: 'wellness', days: daysOfPeriod(reading) };
  if (has(list, BOOKS)) return { kind: 'books' };
  return null;
}
