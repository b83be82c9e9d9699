import { readCommand } from './commands';
import type { AssistantLanguage, ParsedMessage } from './intent.types';
import { languageOfWords } from './language';
import { trimMessage, wordsOf } from './message-text';
import { readQuestion } from './questions';

/** A greeting alone ("hi there", "buongiorno!"), or before a request ("hi, what's due today"). */
const GREETING_RE =
  /^(?:(hi|hello|hey|hiya|howdy|yo|greetings|good\s+(?:morning|afternoon|evening|day))|(ciao|salve|buongiorno|buonasera|buon\s+pomeriggio|ehi|ehila))\b(?:\s+(?:there|all|again|assistant|a\s+tutti|assistente|di\s+nuovo))?[\s,.!:;-]*/u;

const HELP_EN =
  /^(?:help(?: me)?|commands|what can (?:you do|i (?:ask|say|do|type))|what do you do|what are you|how (?:does this|do you) work|how do i use (?:this|you)|(?:show )?examples)$|^how (?:do|can|should) i\b/u;
const HELP_IT =
  /^(?:aiuto|aiutami|comandi|(?:che )?cosa (?:sai|puoi) fare|cosa posso (?:chiedere|dire|fare|scrivere)|come funzion[ai]|come ti uso|esempi|istruzioni)$|^come (?:faccio|posso)\b/u;

function readRequest(text: string, folded: string, locale: AssistantLanguage): ParsedMessage {
  const list = wordsOf(folded);
  const joined = list.join(' ');
  if (HELP_EN.test(joined)) return { intent: { kind: 'help' }, language: 'en' };
  if (HELP_IT.test(joined)) return { intent: { kind: 'help' }, language: 'it' };
  const command = readCommand(text, folded, locale);
  if (command) return command;
  const question = readQuestion(list);
  return { intent: question ?? { kind: 'unknown' }, language: languageOfWords(list, locale) };
}

/**
 * Reads a typed message (English or Italian) into an intent: case, accents, punctuation, extra spaces and a
 * leading "please" or greeting do not matter. Commands keep the user's own words (a task's text goes to the
 * tasks' quick add as typed). Anything not understood is `unknown`; it never throws.
 */
export function parseMessage(message: string, options: { locale: AssistantLanguage }): ParsedMessage {
  let { text, folded } = trimMessage(message);
  let greeted: AssistantLanguage | null = null;
  // "hey ciao!", "hi, good morning": greetings one after another, then maybe a request.
  for (let greeting = GREETING_RE.exec(folded); greeting; greeting = GREETING_RE.exec(folded)) {
    greeted ??= greeting[1] !== undefined ? 'en' : 'it';
    ({ text, folded } = trimMessage(text.slice(greeting[0].length)));
  }
  if (greeted !== null && wordsOf(folded).length === 0) {
    return { intent: { kind: 'greeting' }, language: greeted };
  }
  // After "ciao," a request with no language-specific word ("ciao, budget") is Italian too.
  return readRequest(text, folded, greeted ?? options.locale);
}
