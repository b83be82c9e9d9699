import type { ChatHistoryEntry, ChatMessage } from '@track-grow/domain/assistant';

/** The nth message of a stored chat: the assistant's when n is even, the user's when odd, a minute apart. */
export const makeMessage = (n: number, content = `message ${n}`): ChatMessage => ({
  id: `m${n}`,
  role: n % 2 ? 'user' : 'assistant',
  content,
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
});

/** A stored chat of these texts in order, the assistant's first. */
export const makeMessages = (contents: readonly string[]): ChatMessage[] =>
  contents.map((content, n) => makeMessage(n, content));

/** The nth chat of the history, an hour apart: the assistant's greeting and the user's question. */
export const makeSavedChat = (n: number, title = `Chat ${n}`): ChatHistoryEntry => ({
  id: `h${n}`,
  title,
  timestamp: new Date(Date.UTC(2026, 0, 1, n)).toISOString(),
  messages: makeMessages(['Hi', `asked in ${title}`]),
});
