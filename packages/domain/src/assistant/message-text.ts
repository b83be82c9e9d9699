/**
 * How the assistant's parser sees a message: folded (lowercase, accents off) at the same length as the typed
 * text, so a prefix matched on the folded text cuts the typed one; and as plain words for the questions.
 */

const APOSTROPHES = new Set(['’', '‘', 'ʼ', '`', '´']);

/**
 * Lowercase without accents, one code unit for one code unit: a character whose folded form has another
 * length (Hangul syllables, "İ") stays as typed, so indexes into the result are indexes into `text`.
 */
export function foldText(text: string): string {
  let out = '';
  for (const char of text) {
    const folded = char.toLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
    // Typographic apostrophes ("I’ve", "un’attività") read as the plain one.
    out += APOSTROPHES.has(char) ? "'" : folded.length === char.length ? folded : char;
  }
  return out;
}

/** A polite opening ("please", "per favore") and a greeting before a real request ("hi, …"). */
const LEADING_PLEASE =
  /^(?:please|pls|plz|per\s+favore|perfavore|per\s+piacere|per\s+cortesia)\b[\s,.:;!-]*/u;

/** The message without surrounding space and a leading "please": the typed text and its folded twin. */
export function trimMessage(message: string): { text: string; folded: string } {
  let text = message.trim();
  let folded = foldText(text);
  const please = LEADING_PLEASE.exec(folded);
  if (please && please[0].length < folded.length) {
    text = text.slice(please[0].length).trim();
    folded = foldText(text);
  }
  return { text, folded };
}

/** The folded words of a text: letters and digits, apostrophes and punctuation as spaces ("what's" → what s). */
export const wordsOf = (folded: string): string[] =>
  folded.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== '');

/** The text after a prefix matched on its folded twin, trimmed; '' when nothing follows. */
export const afterPrefix = (text: string, match: RegExpExecArray): string =>
  text.slice(match.index + match[0].length).trim();
