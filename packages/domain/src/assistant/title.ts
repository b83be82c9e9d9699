import { CHAT_TITLE_CHARS, CHAT_TITLE_WORDS, UNTITLED_CHAT } from './assistant.schema';

const cut = (text: string) => text.slice(0, CHAT_TITLE_CHARS).trim();

/** A title as SPEC.md 9 allows it: at most 5 words, cut to 50 characters; '' when nothing is left. */
export function limitTitle(text: string): string {
  const line = (text.split('\n').find((l) => l.trim() !== '') ?? '').trim();
  // A model's "Title: …", quotes and closing punctuation are not part of the title.
  const bare = line
    .replace(/^(title|titolo)\s*:\s*/i, '')
    .replace(/^["'“”‘’«»*#\s]+|["'“”‘’«»*\s.!?:;,]+$/gu, '');
  return cut(bare.split(/\s+/u).filter(Boolean).slice(0, CHAT_TITLE_WORDS).join(' '));
}

/** SPEC.md 8's fallback: the first 50 characters of the first user message, or "Untitled Chat". */
export function fallbackTitle(firstUserMessage: string | undefined): string {
  return cut((firstUserMessage ?? '').replace(/\s+/gu, ' ').trim()) || UNTITLED_CHAT;
}

/** The built-in rules' title of a chat from its first user message: its first words, capitalised. */
export function ruleTitle(firstUserMessage: string): string {
  const title = limitTitle(firstUserMessage);
  return title === '' ? fallbackTitle(firstUserMessage) : title.charAt(0).toUpperCase() + title.slice(1);
}
