import { money, plain, relativeDay, safeAmount } from './answer-format';
import { greetingText, helpText } from './assistant-help';
import { categoryLabel } from './categories';
import { dataAnswer } from './data-answers';
import type { AnswerContext, AssistantResult } from './intent.types';

export { greetingText, helpText } from './assistant-help';

type Result<K extends AssistantResult['kind']> = Extract<AssistantResult, { kind: K }>;

/** The answer to what a command did. */
function commandAnswer(
  result: Result<
    | 'taskAdded'
    | 'transactionAdded'
    | 'moodLogged'
    | 'noteAdded'
    | 'habitCompleted'
    | 'habitNotFound'
    | 'greeting'
    | 'help'
    | 'unknown'
  >,
  context: AnswerContext,
): string {
  const en = context.language === 'en';
  switch (result.kind) {
    case 'taskAdded': {
      const title = `**${plain(result.title)}**`;
      if (result.dueDate === null)
        return en ? `Added the task ${title}.` : `Ho aggiunto l'attività ${title}.`;
      const day = relativeDay(result.dueDate, context);
      const time = result.dueTime === null ? '' : en ? ` at ${result.dueTime}` : ` alle ${result.dueTime}`;
      return en
        ? `Added the task ${title}, due ${day}${time}.`
        : `Ho aggiunto l'attività ${title}, per ${day}${time}.`;
    }
    case 'transactionAdded': {
      const amount = `**${money(safeAmount(result.amount), context)}**`;
      const category = plain(categoryLabel(result.category, context.language));
      const what = result.description === null ? '' : ` — ${plain(result.description)}`;
      const day = relativeDay(result.date, context);
      if (result.type === 'expense') {
        return en
          ? `Logged an expense of ${amount} in ${category}${what}, ${day}.`
          : `Ho registrato una spesa di ${amount} in ${category}${what}, ${day}.`;
      }
      return en
        ? `Logged income of ${amount} in ${category}${what}, ${day}.`
        : `Ho registrato un'entrata di ${amount} in ${category}${what}, ${day}.`;
    }
    case 'moodLogged': {
      const day = relativeDay(result.date, context);
      return en
        ? `Mood **${result.rating}/5** logged for ${day}.`
        : `Umore **${result.rating}/5** registrato per ${day}.`;
    }
    case 'noteAdded':
      return en
        ? `Saved the note **${plain(result.title)}**.`
        : `Ho salvato la nota **${plain(result.title)}**.`;
    case 'habitCompleted': {
      const name = `**${plain(result.name)}**`;
      if (result.alreadyDone) return en ? `${name} was already done today.` : `${name} era già fatta oggi.`;
      return en ? `Nice work! ${name} is done for today.` : `Ottimo! ${name} è fatta per oggi.`;
    }
    case 'habitNotFound': {
      const head = en
        ? `I couldn't find a habit called **${plain(result.name)}**.`
        : `Non ho trovato un'abitudine chiamata **${plain(result.name)}**.`;
      if (result.names.length === 0) {
        return `${head} ${en ? "You don't have any habits yet." : 'Non hai ancora abitudini.'}`;
      }
      const list = result.names.map((name) => `- ${plain(name)}`);
      return [head, en ? 'Your habits:' : 'Le tue abitudini:', ...list].join('\n');
    }
    case 'greeting':
      return greetingText(result.firstName, context.language);
    case 'help':
      return helpText(context.language);
    case 'unknown':
      return `${en ? "I didn't understand that." : 'Non ho capito.'}\n\n${helpText(context.language)}`;
  }
}

/** The built-in assistant's answer to a result: short markdown in the context's language, currency and dates. */
export function answerText(result: AssistantResult, context: AnswerContext): string {
  switch (result.kind) {
    case 'taskAdded':
    case 'transactionAdded':
    case 'moodLogged':
    case 'noteAdded':
    case 'habitCompleted':
    case 'habitNotFound':
    case 'greeting':
    case 'help':
    case 'unknown':
      return commandAnswer(result, context);
    case 'spending':
    case 'income':
    case 'budget':
    case 'habitsToday':
    case 'streaks':
    case 'mood':
    case 'tasksDue':
    case 'focus':
    case 'workouts':
    case 'books':
    case 'wellness':
      return dataAnswer(result, context);
  }
}
