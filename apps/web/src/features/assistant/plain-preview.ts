import { CHAT_PANEL_CHARS } from '@track-grow/domain/assistant';

/**
 * Markdown as plain text: links and images keep their words; HTML tags and markers (#, *, _, `, >, list
 * bullets) go, as the page's renderer drops raw HTML.
 */
export function plainText(markdown: string): string {
  return markdown
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/^\s{0,3}(#{1,6}\s+|>\s?|[-*+]\s+|\d+[.)]\s+)/gm, '')
    .replace(/(\*\*|__|~~|`+)/g, '')
    .replace(/(^|[\s(])[*_](\S[^*_]*?)[*_](?=[\s).,!?:;]|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
}

/** SPEC.md 9: the panel shows each message cut to 150 characters, with "…" when it was longer. */
export function panelPreview(markdown: string): string {
  const text = plainText(markdown);
  return text.length > CHAT_PANEL_CHARS ? `${text.slice(0, CHAT_PANEL_CHARS)}…` : text;
}
