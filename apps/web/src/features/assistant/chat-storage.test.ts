import { afterEach, describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
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
import { makeMessage, makeSavedChat } from './test-fixtures.ts';

const USER = 'user-1';
afterEach(() => localStorage.clear());

describe('the chat kept on the device', () => {
  it('keeps the last 50 messages, per user', () => {
    writeChatMessages(
      USER,
      Array.from({ length: 60 }, (_, i) => makeMessage(i + 1)),
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
      Array.from({ length: 25 }, (_, i) => makeSavedChat(25 - i)),
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
    ['a wrong role', JSON.stringify([{ ...makeMessage(1), role: 'system' }])],
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
      localStorage.setItem(chatMessagesKey(USER), JSON.stringify([makeMessage(1)]));
      window.dispatchEvent(new StorageEvent('storage', { key: chatMessagesKey(USER) }));
    });
    expect(result.current).toEqual([makeMessage(1)]);
  });
});
