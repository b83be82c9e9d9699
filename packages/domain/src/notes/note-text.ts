const CODE = '\uE000'; // marks where code and escaped characters go back, safe from the emphasis rules

/** The index just past the `]` closing the `[` at `open` (nested brackets, escapes), or -1. */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '\\') i++;
    else if (c === '[') depth++;
    else if (c === ']' && --depth === 0) return i + 1;
  }
  return -1;
}

/** The index just past a link's `(destination "title")` starting at `open`, or -1 when it is not one. */
function linkTarget(text: string, open: number): number {
  let i = open + 1;
  while (text[i] === ' ') i++;
  if (text[i] === '<') {
    const end = text.indexOf('>', i);
    if (end < 0) return -1;
    i = end + 1;
  } else {
    // A bare destination: no spaces, parentheses balanced ("…/Belém_(Lisbon)").
    let depth = 0;
    for (; i < text.length; i++) {
      const c = text[i]!;
      if (c === '\\') i++;
      else if (c === '(') depth++;
      else if (c === ')' && depth-- === 0) break;
      else if (/\s/.test(c)) break;
    }
  }
  while (text[i] === ' ') i++;
  const quote = text[i];
  if (quote === '"' || quote === "'" || quote === '(') {
    const end = text.indexOf(quote === '(' ? ')' : quote, i + 1);
    if (end < 0) return -1;
    i = end + 1;
    while (text[i] === ' ') i++;
  }
  return text[i] === ')' ? i + 1 : -1;
}

/** One line's inline markdown as words: links and images keep their text, code its content, no URLs or tags. */
function inlineText(text: string, codes: string[]): string {
  let out = '';
  for (let i = 0; i < text.length;) {
    const c = text[i]!;
    if (c === '\\' && /[!-/:-@[-`{-~]/.test(text[i + 1] ?? '')) {
      codes.push(text[i + 1]!);
      out += CODE;
      i += 2;
    } else if (c === '`') {
      const run = /^`+/.exec(text.slice(i))![0];
      const end = text.indexOf(run, i + run.length);
      if (end < 0) {
        out += run;
        i += run.length;
      } else {
        codes.push(text.slice(i + run.length, end).trim());
        out += CODE;
        i = end + run.length;
      }
    } else if (c === '[' || (c === '!' && text[i + 1] === '[')) {
      const open = c === '!' ? i + 1 : i;
      const close = closingBracket(text, open);
      const label = close < 0 ? '' : text.slice(open + 1, close - 1);
      const target = close < 0 ? -1 : text[close] === '(' ? linkTarget(text, close) : -1;
      const reference = close < 0 ? null : /^\[[^\]]*\]/.exec(text.slice(close));
      if (target > 0 || reference) {
        out += inlineText(label, codes);
        i = target > 0 ? target : close + reference![0].length;
      } else {
        out += c;
        i++;
      }
    } else if (c === '<') {
      const tag =
        /^<(?:([a-z][a-z0-9+.-]*:[^\s<>]*|[^\s<>@]+@[^\s<>]+)|\/?[a-z][a-z0-9-]*(?:\s[^<>]*)?\/?)>/i.exec(
          text.slice(i),
        );
      out += tag ? (tag[1] ?? '') : c; // an autolink keeps its address, an HTML tag goes
      i += tag ? tag[0].length : 1;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}

const BLOCK_MARKS =
  /^\s{0,3}(?:>\s?)*(?:#{1,6}(?:\s+|$)|[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+(?:\[[ xX]\]\s+)?)?/;
const RULE_OR_UNDERLINE = /^\s{0,3}(?:(?:[-*_]\s*){3,}|=+|-+)\s*$/;
const TABLE_DELIMITER = /^\s*\|?\s*:?-+:?\s*(?:\|\s*:?-+:?\s*)+\|?\s*$/;
const REFERENCE_DEFINITION = /^\s{0,3}\[[^\]]+\]:\s*\S+/;
const FENCE = /^\s{0,3}(`{3,}|~{3,})/;

/**
 * Markdown to the plain words a list shows: no heading marks, quotes, bullets, rules, emphasis or code marks;
 * links and images keep their text and lose their address; fenced code keeps its lines as written.
 */
export function plainText(markdown: string): string {
  const lines: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const fenceMark = FENCE.exec(line)?.[1];
    if (fence !== null) {
      if (fenceMark && fenceMark[0] === fence[0] && fenceMark.length >= fence.length) fence = null;
      else lines.push(line);
      continue;
    }
    if (fenceMark) {
      fence = fenceMark;
      continue;
    }
    if (RULE_OR_UNDERLINE.test(line) || TABLE_DELIMITER.test(line) || REFERENCE_DEFINITION.test(line)) {
      lines.push('');
      continue;
    }
    const codes: string[] = [];
    const words = inlineText(line.replace(BLOCK_MARKS, '').replace(/\s+#+\s*$/, ''), codes)
      .replace(/(\*\*|__|~~)(.+?)\1/g, '$2')
      .replace(/(^|[^\p{L}\p{N}])[*_](\S(?:.*?\S)?)[*_](?=$|[^\p{L}\p{N}])/gu, '$1$2')
      .replace(/^\s*\|\s*|\s*\|\s*$/g, '')
      .replace(/\s+\|\s+/g, ' · ');
    let next = 0;
    lines.push(words.replace(new RegExp(CODE, 'g'), () => codes[next++] ?? ''));
  }
  return lines.join('\n').replace(/[ \t]+/g, ' ');
}

/** Cuts at a word boundary and marks the cut with "…". */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * How much of a note a title or an excerpt reads: far more than they show, and a bound on the markdown scan,
 * which a long note of unclosed brackets would make slow on every render of the list.
 */
export const PREVIEW_SOURCE_CHARS = 4000;
const head = (content: string) => content.slice(0, PREVIEW_SOURCE_CHARS);

/** A title for a note that has none: its first non-empty line, as plain text, at most `max` characters. */
export function titleFromContent(content: string, max = 80): string {
  const line = plainText(head(content))
    .split('\n')
    .map((l) => l.trim())
    .find((l) => l.length > 0);
  return line ? truncateWords(line, max) : '';
}

/** What a list shows as a note's title: its own, else one from its first line ('' for an empty note: the screen says "Untitled"). */
export const noteDisplayTitle = (note: { title: string; content: string }): string =>
  note.title.trim() || titleFromContent(note.content);

/**
 * A short plain-text preview of the body; without a title of its own, the line used as the title is left out.
 * Lines are joined with a middle dot so short list items stay apart.
 */
export function noteExcerpt(note: { title: string; content: string }, max = 140): string {
  const lines = plainText(head(note.content))
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const body = note.title.trim() ? lines : lines.slice(1);
  return truncateWords(body.join(' · '), max);
}
