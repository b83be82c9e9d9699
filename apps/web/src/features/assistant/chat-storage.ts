import {
  CHAT_KEEP_HISTORY,
  CHAT_KEEP_MESSAGES,
  chatHistoryEntrySchema,
  chatMessageSchema,
  type ChatHistoryEntry,
  type ChatMessage,
} from '@track-grow/domain/assistant';
import { readStorage } from '../../lib/storage.ts';
import { writeStoredValue } from '../../lib/use-stored-value.ts';

/** SPEC.md 3: the chat and its history are kept per user on the device. */
export const chatMessagesKey = (userId: string) => `chatMessages-${userId}`;
export const chatHistoryKey = (userId: string) => `chatHistory-${userId}`;

const messagesSchema = chatMessageSchema.array();
const historySchema = chatHistoryEntrySchema.array();

/** What a key holds, checked by the domain's schema: anything unreadable or invalid is an empty list. */
function parseList<T>(
  raw: string | null,
  schema: { safeParse(data: unknown): { success: true; data: T[] } | { success: false } },
): T[] {
  if (raw === null) return [];
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export const parseChatMessages = (raw: string | null): ChatMessage[] => parseList(raw, messagesSchema);
export const parseChatHistory = (raw: string | null): ChatHistoryEntry[] => parseList(raw, historySchema);

export function readChatMessages(userId: string): ChatMessage[] {
  return parseChatMessages(readStorage(chatMessagesKey(userId)));
}

export function readChatHistory(userId: string): ChatHistoryEntry[] {
  return parseChatHistory(readStorage(chatHistoryKey(userId)));
}

/** Keeps the last 50 messages (SPEC.md 9). */
export function writeChatMessages(userId: string, messages: readonly ChatMessage[]): void {
  writeStoredValue(chatMessagesKey(userId), JSON.stringify(messages.slice(-CHAT_KEEP_MESSAGES)));
}

/** History is newest first; the 20 newest entries are kept (SPEC.md 9). */
export function writeChatHistory(userId: string, history: readonly ChatHistoryEntry[]): void {
  writeStoredValue(chatHistoryKey(userId), JSON.stringify(history.slice(0, CHAT_KEEP_HISTORY)));
}

/** Each change starts from what is stored now, so a change in another tab or component is never undone. */
export function changeChatMessages(userId: string, edit: (current: ChatMessage[]) => ChatMessage[]): void {
  writeChatMessages(userId, edit(readChatMessages(userId)));
}

export function changeChatHistory(
  userId: string,
  edit: (current: ChatHistoryEntry[]) => ChatHistoryEntry[],
): void {
  writeChatHistory(userId, edit(readChatHistory(userId)));
}

let lastId = 0;
/** A message or history id unique on this device (crypto.randomUUID needs a secure context). */
export function newChatId(now: Date = new Date()): string {
  lastId += 1;
  return `${now.getTime().toString(36)}-${lastId.toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}
