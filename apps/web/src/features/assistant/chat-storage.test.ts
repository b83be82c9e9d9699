import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ChatHistoryEntry, ChatMessage } from '@track-grow/domain/assistant';
import { useStoredValue } from '../../lib/use-stored-value.ts';
import {
  chatHistoryKey,
  chatMessagesKey,
  parseChatMessages,
  readChatHistory,
  readChatMessages,
  writeChatHistory,
  writeChatMessages,
} from './chat-storage.ts';

const USER = 'user-1';
const msg = (n: number): ChatMessage => ({
  id: `m${n}`,
  role: n % 2 ? 'user' : 'assistant',
  content: `message ${n}`,
  timestamp: new Date(Date.UTC(2026, 0, 1, 0, n)).toISOString(),
});
const entry = (n: number): ChatHistoryEntry => ({
  id: `h${n}`,
  messages: [msg(1), msg(2)],
  timestamp: new Date(Date.UTC(2026, 0, 1, n)).toISOString(),
  title: `Chat ${n}`,
});

afterEach(() => localStorage.clear());

describe('the chat kept on the device', () => {
  it('keeps the last 50 messages, per user', () => {
    writeChatMessages(
      USER,
      Array.from({ length: 60 }, (_, i) => msg(i + 1)),
    );
    const kept = readChatMessages(USER);
    expect(kept).toHaveLength(50);
    expect(kept[0]!.id).toBe('m11');
    expect(kept.at(-1)!.id).toBe('m60');
    expect(readChatMessages('user-2')).toEqual([]);
    expect(localStorage.getItem(chatMessagesKey(USER))).not.toBeNull();
  });

  it('keeps the 20 newest history entries (newest first)', () => {
    writeChatHistory(
      USER,
      Array.from({ length: 25 }, (_, i) => entry(25 - i)),
    );
    const kept = readChatHistory(USER);
    expect(kept).toHaveLength(20);
    expect(kept[0]!.id).toBe('h25');
    expect(kept.at(-1)!.id).toBe('h6');
  });

  it.each([
    ['not JSON', '{oops'],
    ['not a list', '{"id":"m1"}'],
    ['a message without a role', JSON.stringify([{ id: 'm1', content: 'hi', timestamp: 'now' }])],
    ['a wrong role', JSON.stringify([{ ...msg(1), role: 'system' }])],
  ])('reads corrupt or invalid storage (%s) as an empty chat', (_, raw) => {
    localStorage.setItem(chatMessagesKey(USER), raw);
    localStorage.setItem(chatHistoryKey(USER), raw);
    expect(readChatMessages(USER)).toEqual([]);
    expect(readChatHistory(USER)).toEqual([]);
    expect(parseChatMessages(null)).toEqual([]);
  });

  it('follows a change made in another tab (the storage event)', () => {
    const { result } = renderHook(() => parseChatMessages(useStoredValue(chatMessagesKey(USER))));
    expect(result.current).toEqual([]);
    act(() => {
      localStorage.setItem(chatMessagesKey(USER), JSON.stringify([msg(1)]));
      window.dispatchEvent(new StorageEvent('storage', { key: chatMessagesKey(USER) }));
    });
    expect(result.current).toEqual([msg(1)]);
  });
});
