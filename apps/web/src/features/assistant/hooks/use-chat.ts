import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  CHAT_MESSAGE_MAX,
  fallbackTitle,
  type AssistantAction,
  type ChatHistoryEntry,
  type ChatMessage,
} from '@track-grow/domain/assistant';
import type { User } from '@track-grow/domain/auth';
import { ApiError } from '../../../lib/api-client.ts';
import { invalidateAreas } from '../../../lib/query-keys.ts';
import { errorMessage } from '../../../lib/server-errors.ts';
import { useStoredValue } from '../../../lib/use-stored-value.ts';
import { chatTitle } from '../api/chat-title.ts';
import { sendChatMessage } from '../api/send-chat.ts';
import {
  changeChatHistory,
  changeChatMessages,
  chatHistoryKey,
  chatMessagesKey,
  newChatId,
  parseChatHistory,
  parseChatMessages,
  readChatMessages,
  writeChatMessages,
} from '../chat-storage.ts';
import '../i18n.ts';

/** Messages waiting for an answer, per user: shared by the panel and the page of this tab. */
const pendingByUser = new Map<string, number>();
const pendingListeners = new Set<() => void>();

function changePending(userId: string, delta: number): void {
  pendingByUser.set(userId, Math.max(0, (pendingByUser.get(userId) ?? 0) + delta));
  for (const listener of pendingListeners) listener();
}

function subscribePending(listener: () => void): () => void {
  pendingListeners.add(listener);
  return () => pendingListeners.delete(listener);
}

/** Whether the message is one a user may send: not blank (SPEC.md 5) and within the server's limit. */
export function canSend(text: string): boolean {
  const message = text.trim();
  return message !== '' && message.length <= CHAT_MESSAGE_MAX;
}

const message = (role: ChatMessage['role'], content: string, actions?: AssistantAction[]): ChatMessage => ({
  id: newChatId(),
  role,
  content,
  timestamp: new Date().toISOString(),
  ...(actions && actions.length > 0 ? { actions } : {}),
});

/** Saves a chat to the top of the history: the fallback title at once, the server's title when it comes. */
function saveToHistory(userId: string, messages: ChatMessage[]): void {
  const first = messages.find((entry) => entry.role === 'user')?.content;
  const entry: ChatHistoryEntry = {
    id: newChatId(),
    messages,
    timestamp: new Date().toISOString(),
    title: fallbackTitle(first),
  };
  changeChatHistory(userId, (history) => [entry, ...history]);
  void chatTitle(first).then((title) =>
    changeChatHistory(userId, (history) =>
      history.map((saved) => (saved.id === entry.id ? { ...saved, title } : saved)),
    ),
  );
}

export interface Chat {
  /** The conversation, oldest first; a new chat holds the greeting. */
  messages: ChatMessage[];
  /** Saved chats, newest first. */
  history: ChatHistoryEntry[];
  /** An answer is on its way. */
  pending: boolean;
  /** Sends a message; false (and nothing sent) when it is blank or too long. */
  send: (text: string) => boolean;
  /** Empties the chat, saving it to history first when it holds more than the greeting. */
  clear: () => void;
  /** Makes a saved chat the current one (the current one is saved first, as by `clear`). */
  open: (entryId: string) => void;
  remove: (entryId: string) => void;
  clearHistory: () => void;
}

/**
 * The user's chat with the assistant (SPEC.md 2, 3): kept on the device per user, shared by the floating panel
 * and the page and across tabs (the storage event).
 */
export function useChat(user: Pick<User, 'id' | 'firstName'>): Chat {
  const { t } = useTranslation('assistant');
  const queryClient = useQueryClient();
  const userId = user.id;
  const rawMessages = useStoredValue(chatMessagesKey(userId));
  const rawHistory = useStoredValue(chatHistoryKey(userId));
  const stored = useMemo(() => parseChatMessages(rawMessages), [rawMessages]);
  const history = useMemo(() => parseChatHistory(rawHistory), [rawHistory]);
  const pending = useSyncExternalStore(
    subscribePending,
    () => (pendingByUser.get(userId) ?? 0) > 0,
    () => false,
  );

  const greeting = useMemo(
    () => ({ ...message('assistant', t('greeting', { name: user.firstName })), id: 'greeting' }),
    [t, user.firstName],
  );
  const messages = useMemo(() => (stored.length > 0 ? stored : [greeting]), [stored, greeting]);

  const send = useCallback(
    (text: string) => {
      if (!canSend(text)) return false;
      const saved = readChatMessages(userId);
      const earlier = saved.length > 0 ? saved : [greeting];
      const question = message('user', text.trim());
      writeChatMessages(userId, [...earlier, question]);
      // An answer joins the chat it was asked in: not a chat cleared or replaced meanwhile.
      const answer = (reply: ChatMessage) =>
        changeChatMessages(userId, (current) =>
          current.some((entry) => entry.id === question.id) ? [...current, reply] : current,
        );
      changePending(userId, 1);
      sendChatMessage(question.content, earlier)
        .then(
          ({ response, actions }) => {
            answer(message('assistant', response, actions));
            if (actions && actions.length > 0)
              void invalidateAreas(queryClient, [...new Set(actions.map((action) => action.area))]);
          },
          (error: unknown) => {
            const connectionError = t('connectionError');
            const rateLimited = error instanceof ApiError && error.status === 429;
            answer(
              message('assistant', rateLimited ? errorMessage(error, connectionError) : connectionError),
            );
          },
        )
        .finally(() => changePending(userId, -1));
      return true;
    },
    [userId, greeting, queryClient, t],
  );

  const clear = useCallback(() => {
    const current = readChatMessages(userId);
    writeChatMessages(userId, []);
    if (current.length > 1) saveToHistory(userId, current);
  }, [userId]);

  const open = useCallback(
    (entryId: string) => {
      const entry = history.find((saved) => saved.id === entryId);
      if (!entry) return;
      changeChatHistory(userId, (saved) => saved.filter((other) => other.id !== entryId));
      clear();
      writeChatMessages(userId, entry.messages);
    },
    [userId, history, clear],
  );

  const remove = useCallback(
    (entryId: string) => changeChatHistory(userId, (saved) => saved.filter((other) => other.id !== entryId)),
    [userId],
  );
  const clearHistory = useCallback(() => changeChatHistory(userId, () => []), [userId]);

  return { messages, history, pending, send, clear, open, remove, clearHistory };
}
