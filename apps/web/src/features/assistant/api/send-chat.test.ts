import { describe, expect, it } from 'vitest';
import { CHAT_HISTORY_MAX, CHAT_TURN_MAX, chatRequestSchema } from '@track-grow/domain/assistant';
import { makeMessage } from '../test-fixtures.ts';
import { historyTurns } from './send-chat.ts';

describe('the earlier turns sent with a message', () => {
  it('are the last 20, each cut to the schema’s limit, so the server takes them', () => {
    const messages = Array.from({ length: 30 }, (_, i) =>
      makeMessage(i, i === 29 ? 'x'.repeat(9000) : undefined),
    );
    const turns = historyTurns(messages);
    expect(turns).toHaveLength(CHAT_HISTORY_MAX);
    expect(turns[0]).toEqual({ role: 'assistant', content: 'message 10' });
    expect(turns.at(-1)!.content).toHaveLength(CHAT_TURN_MAX);
    expect(chatRequestSchema.safeParse({ message: 'hi', history: turns }).success).toBe(true);
  });
});
