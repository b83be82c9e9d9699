/** Markdown to the plain words a list shows: no heading marks, list bullets, emphasis, links or images. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[^\n]*\n?/g, ' ') // code fences
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1') // images → alt text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1') // links → their text
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+(?:\[[ xX]\]\s+)?|\d+[.)]\s+(?:\[[ xX]\]\s+)?)/gm, '')
    .replace(/(\*\*|__|~~|`)(.+?)\1/g, '$2')
    .replace(/(^|[^\p{L}\p{N}])[*_](\S(?:.*?\S)?)[*_](?=$|[^\p{L}\p{N}])/gmu, '$1$2')
    .replace(/[ \t]+/g, ' ');
}

/** Cuts at a word boundary and marks the cut with "…". */
export function truncateWords(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** A title for a note that has none: its first non-empty line, as plain text, at most `max` characters. */
export function titleFromContent(content: string, max = 80): string {
  const line = plainText(content)
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
  const lines = plainText(note.content)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const body = note.title.trim() ? lines : lines.slice(1);
  return truncateWords(body.join(' · '), max);
}
