import {
  counted,
  daysFromToday,
  duration,
  lastDays,
  number,
  periodText,
  plain,
  relativeDay,
} from './answer-format';
import { budget, income, spending } from './money-answers';
import type { AnswerContext, AssistantResult, TaskWhen } from './intent.types';

type DataResult = Extract<
  AssistantResult,
  {
    kind:
      | 'spending'
      | 'income'
      | 'budget'
      | 'habitsToday'
      | 'streaks'
      | 'mood'
      | 'tasksDue'
      | 'focus'
      | 'workouts'
      | 'books'
      | 'wellness';
  }
>;
type Result<K extends DataResult['kind']> = Extract<DataResult, { kind: K }>;

/** Items a list shows before "and N more". */
const LIST_MAX = 5;

const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function habitsToday(result: Result<'habitsToday'>, context: AnswerContext): string {
  const en = context.language === 'en';
  const all = result.done.length + result.remaining.length;
  if (all === 0) return en ? "You don't have any habits for today." : 'Non hai abitudini per oggi.';
  if (result.remaining.length === 0) {
    return en
      ? `All **${all}** habits are done today. Well done!`
      : `Tutte le **${all}** abitudini sono fatte oggi. Ottimo!`;
  }
  const lines = [
    en
      ? `**${result.done.length} of ${all}** habits done today.`
      : `**${result.done.length} su ${all}** abitudini fatte oggi.`,
  ];
  if (result.done.length > 0)
    lines.push('', en ? 'Done:' : 'Fatte:', ...result.done.map((n) => `- ${plain(n)}`));
  lines.push('', en ? 'Still to do:' : 'Da fare:', ...result.remaining.map((n) => `- ${plain(n)}`));
  return lines.join('\n');
}

function streaks(result: Result<'streaks'>, context: AnswerContext): string {
  const en = context.language === 'en';
  const ranked = [...result.habits]
    .filter((h) => h.longest > 0 || h.current > 0)
    .sort((a, b) => b.longest - a.longest || b.current - a.current || a.name.localeCompare(b.name));
  const best = ranked[0];
  if (best === undefined) {
    return en
      ? 'No streaks yet. Complete a habit to start one.'
      : "Nessuna serie ancora. Completa un'abitudine per iniziarne una.";
  }
  const days = (n: number) => (en ? counted(n, 'day', 'days', 'en') : counted(n, 'giorno', 'giorni', 'it'));
  const head = en
    ? `Your longest streak is **${plain(best.name)}** with **${days(best.longest)}**.`
    : `La tua serie più lunga è **${plain(best.name)}** con **${days(best.longest)}**.`;
  const list = ranked
    .slice(0, LIST_MAX)
    .map((h) =>
      en
        ? `- ${plain(h.name)}: longest ${days(h.longest)}, current ${days(h.current)}`
        : `- ${plain(h.name)}: record ${days(h.longest)}, attuale ${days(h.current)}`,
    );
  return [head, '', ...list].join('\n');
}

/** The mood trend against the same span before: up, down or about the same (to one decimal). */
function moodTrend(average: number, previous: number, days: number, context: AnswerContext): string {
  const en = context.language === 'en';
  const before = number(previous, context.language, 1);
  const span = en
    ? days <= 1
      ? 'the day before'
      : `the ${days} days before`
    : days <= 1
      ? 'giorno prima'
      : `${days} giorni precedenti`;
  const diff = Math.round((average - previous) * 10) / 10;
  if (diff > 0)
    return en ? `That's up from ${before} ${span}.` : `In aumento rispetto a ${before} (${span}).`;
  if (diff < 0) return en ? `That's down from ${before} ${span}.` : `In calo rispetto a ${before} (${span}).`;
  return en ? `About the same as ${span} (${before}).` : `Più o meno come prima (${before}, ${span}).`;
}

function mood(result: Result<'mood'>, context: AnswerContext): string {
  const en = context.language === 'en';
  const span = lastDays(result.days, context.language);
  if (result.average === null || result.count === 0) {
    return en ? `You haven't logged any mood ${span}.` : `Non hai registrato l'umore ${span}.`;
  }
  const avg = `**${number(result.average, context.language, 1)}/5**`;
  const count = en
    ? counted(result.count, 'entry', 'entries', 'en')
    : counted(result.count, 'voce', 'voci', 'it');
  const head = en
    ? `Your average mood ${span} is ${avg} (${count}).`
    : `Il tuo umore medio ${span} è ${avg} (${count}).`;
  if (result.previousAverage === null) return head;
  return `${head} ${moodTrend(result.average, result.previousAverage, result.days, context)}`;
}

const NOTHING_DUE: Record<TaskWhen, [string, string]> = {
  today: ['Nothing due today.', 'Niente in scadenza oggi.'],
  tomorrow: ['Nothing due tomorrow.', 'Niente in scadenza domani.'],
  week: ['Nothing due this week.', 'Niente in scadenza questa settimana.'],
  overdue: ['No overdue tasks. Nice!', 'Nessuna attività in ritardo. Ottimo!'],
};

/** The list of a tasks answer: at most 5, each with its day unless the question named it, then "and N more". */
function taskLines(
  tasks: Result<'tasksDue'>['tasks'],
  total: number,
  named: number | null,
  context: AnswerContext,
): string[] {
  const en = context.language === 'en';
  const shown = tasks.slice(0, LIST_MAX);
  const list = shown.map((task) => {
    const said = named !== null && task.dueDate !== null && daysFromToday(task.dueDate, context) === named;
    const day = task.dueDate === null || said ? null : relativeDay(task.dueDate, context);
    const when = [day, task.dueTime].filter((part) => part !== null).join(', ');
    return `- ${plain(task.title)}${when === '' ? '' : ` (${when})`}`;
  });
  const more = total - shown.length;
  if (more > 0) list.push(en ? `- and ${number(more, 'en')} more` : `- e altre ${number(more, 'it')}`);
  return list;
}

const countedTasks = (total: number, en: boolean) =>
  `**${en ? counted(total, 'task', 'tasks', 'en') : counted(total, 'attività', 'attività', 'it')}**`;

/**
 * Today's tasks, then the overdue ones (which /tasks' Today view shows too): "Nothing due today" never hides
 * three overdue tasks.
 */
function overdueLines(result: Result<'tasksDue'>, context: AnswerContext): string[] {
  const overdue = result.overdue;
  if (!overdue || Math.max(overdue.total, overdue.tasks.length) === 0) return [];
  const en = context.language === 'en';
  const total = Math.max(overdue.total, overdue.tasks.length);
  const count = countedTasks(total, en);
  const none = Math.max(result.total, result.tasks.length) === 0;
  const head = none
    ? en
      ? `Nothing due today, but you have ${count} overdue:`
      : `Niente in scadenza oggi, ma hai ${count} in ritardo:`
    : en
      ? `And ${count} overdue:`
      : `E ${count} in ritardo:`;
  return [...(none ? [] : ['']), head, ...taskLines(overdue.tasks, total, null, context)];
}

function tasksDue(result: Result<'tasksDue'>, context: AnswerContext): string {
  const en = context.language === 'en';
  const total = Math.max(result.total, result.tasks.length);
  const overdue = overdueLines(result, context);
  if (total === 0) return overdue.length > 0 ? overdue.join('\n') : NOTHING_DUE[result.when][en ? 0 : 1];
  const count = countedTasks(total, en);
  const head = {
    today: en ? `You have ${count} due today:` : `Hai ${count} in scadenza oggi:`,
    tomorrow: en ? `You have ${count} due tomorrow:` : `Hai ${count} in scadenza domani:`,
    week: en ? `You have ${count} due this week:` : `Hai ${count} in scadenza questa settimana:`,
    overdue: en ? `You have ${count} overdue:` : `Hai ${count} in ritardo:`,
  }[result.when];
  // The day the question named goes without saying; any other (an overdue one among today's) is shown.
  const named = result.when === 'today' ? 0 : result.when === 'tomorrow' ? 1 : null;
  return [head, ...taskLines(result.tasks, total, named, context), ...overdue].join('\n');
}

function focus(result: Result<'focus'>, context: AnswerContext): string {
  const en = context.language === 'en';
  const period = periodText(result.period, context.language);
  if (result.sessions === 0 && result.minutes === 0) {
    return en ? `No focus sessions ${period}.` : `Nessuna sessione di concentrazione ${period}.`;
  }
  const sessions = en
    ? counted(result.sessions, 'session', 'sessions', 'en')
    : counted(result.sessions, 'sessione', 'sessioni', 'it');
  return en
    ? `You focused for **${duration(result.minutes)}** ${period} (${sessions}).`
    : `Tempo di concentrazione ${period}: **${duration(result.minutes)}** (${sessions}).`;
}

function workouts(result: Result<'workouts'>, context: AnswerContext): string {
  const en = context.language === 'en';
  const period = periodText(result.period, context.language);
  if (result.count === 0)
    return en ? `No workouts logged ${period}.` : `Nessun allenamento registrato ${period}.`;
  const count = `**${en ? counted(result.count, 'workout', 'workouts', 'en') : counted(result.count, 'allenamento', 'allenamenti', 'it')}**`;
  const time =
    result.minutes > 0
      ? en
        ? `, ${duration(result.minutes)} in total`
        : `, ${duration(result.minutes)} in tutto`
      : '';
  return en ? `You did ${count} ${period}${time}.` : `Hai fatto ${count} ${period}${time}.`;
}

function books(result: Result<'books'>, context: AnswerContext): string {
  const en = context.language === 'en';
  const finished = en
    ? `Finished this year: **${number(result.finishedThisYear, 'en')}**.`
    : `Finiti quest'anno: **${number(result.finishedThisYear, 'it')}**.`;
  if (result.reading.length === 0) {
    return `${en ? "You're not reading anything right now." : 'Al momento non stai leggendo nulla.'} ${finished}`;
  }
  const list = result.reading.slice(0, LIST_MAX).map((book) => {
    const by = book.author === null ? '' : en ? ` by ${plain(book.author)}` : ` di ${plain(book.author)}`;
    const percent = book.percent === null ? '' : ` (${number(book.percent, context.language)}%)`;
    return `- **${plain(book.title)}**${by}${percent}`;
  });
  const more = result.reading.length - LIST_MAX;
  if (more > 0) list.push(en ? `- and ${more} more` : `- e altri ${more}`);
  return [en ? "You're reading:" : 'Stai leggendo:', ...list, '', finished].join('\n');
}

function wellness(result: Result<'wellness'>, context: AnswerContext): string {
  const en = context.language === 'en';
  const { language } = context;
  const span = lastDays(result.days, language);
  if (result.daysLogged === 0) {
    return en
      ? `You haven't logged any wellness data ${span}.`
      : `Non hai registrato dati di benessere ${span}.`;
  }
  const lines: string[] = [];
  if (result.sleepHours !== null)
    lines.push(
      `- ${en ? 'Sleep' : 'Sonno'}: **${number(result.sleepHours, language, 1)} h** ${en ? 'a night' : 'a notte'}`,
    );
  if (result.waterGlasses !== null)
    lines.push(
      `- ${en ? 'Water' : 'Acqua'}: **${number(result.waterGlasses, language, 1)}** ${en ? 'glasses a day' : 'bicchieri al giorno'}`,
    );
  if (result.meditationMinutes !== null)
    lines.push(
      `- ${en ? 'Meditation' : 'Meditazione'}: **${duration(result.meditationMinutes)}** ${en ? 'a day' : 'al giorno'}`,
    );
  if (result.steps !== null)
    lines.push(
      `- ${en ? 'Steps' : 'Passi'}: **${number(result.steps, language)}** ${en ? 'a day' : 'al giorno'}`,
    );
  const days = en
    ? counted(result.daysLogged, 'day', 'days', 'en')
    : counted(result.daysLogged, 'giorno', 'giorni', 'it');
  const head = en
    ? `${capital(span)}, on average (${days} logged):`
    : `${capital(span)}, in media (${days} registrati):`;
  return [head, ...lines].join('\n');
}

/** The answer to a data question. */
export function dataAnswer(result: DataResult, context: AnswerContext): string {
  switch (result.kind) {
    case 'spending':
      return spending(result, context);
    case 'income':
      return income(result, context);
    case 'budget':
      return budget(result, context);
    case 'habitsToday':
      return habitsToday(result, context);
    case 'streaks':
      return streaks(result, context);
    case 'mood':
      return mood(result, context);
    case 'tasksDue':
      return tasksDue(result, context);
    case 'focus':
      return focus(result, context);
    case 'workouts':
      return workouts(result, context);
    case 'books':
      return books(result, context);
    case 'wellness':
      return wellness(result, context);
  }
}
