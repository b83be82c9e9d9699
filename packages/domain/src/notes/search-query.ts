/**
 * How GET /api/notes?q= searches (PostgreSQL full-text search with the 'simple' configuration): the words
 * before the last go to websearch_to_tsquery (quotes for phrases, "or", "-word" all work), and the last word,
 * still being typed, matches as a prefix, so "gro" finds "groceries".
 */
export interface NoteSearchTerms {
  /** Text for websearch_to_tsquery('simple', …); null when there is none. */
  words: string | null;
  /** A lexeme of letters and digits only (safe inside to_tsquery) to match as a prefix; null when none. */
  prefix: string | null;
  /** How the prefix joins the words: "milk or gro" is either. */
  join: 'and' | 'or';
}

const WORD = /^[\p{L}\p{N}]+$/u;

export function noteSearchTerms(q: string): NoteSearchTerms | null {
  const text = q.trim();
  if (text === '') return null;
  const match = /^([\s\S]*?)(\S+)$/.exec(text);
  const last = match?.[2] ?? '';
  // A finished word, a phrase, a negation or punctuation: no prefix, the whole text is the query.
  if (/\s$/.test(q) || !WORD.test(last)) return { words: text, prefix: null, join: 'and' };
  let head = (match?.[1] ?? '').trim();
  let join: NoteSearchTerms['join'] = 'and';
  if (/(?:^|\s)or$/i.test(head)) {
    join = 'or';
    head = head.slice(0, -2).trim();
  }
  return { words: head === '' ? null : head, prefix: last.toLowerCase(), join };
}
