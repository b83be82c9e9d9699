import {
  CHAT_HISTORY_MAX,
  CHAT_TURN_MAX,
  type ChatMessage,
  type ChatResponse,
  type ChatTurn,
} from '@track-grow/domain/assistant';
import { assistantApi } from '@track-grow/domain/assistant/api';
import { callApi } from '../../../lib/api-client.ts';

/** The turns sent with a message as the model's context: the last 20, each cut to the schema's limit. */
export function historyTurns(messages: readonly ChatMessage[]): ChatTurn[] {
  return messages
    .slice(-CHAT_HISTORY_MAX)
    .map(({ role, content }) => ({ role, content: content.slice(0, CHAT_TURN_MAX) }));
}

/** POST /api/ai-assistant/chat: the answer to `message` (markdown) and what the assistant did. */
export function sendChatMessage(message: string, earlier: readonly ChatMessage[]): Promise<ChatResponse> {
  return callApi(assistantApi.chat, { message, history: historyTurns(earlier), purpose: 'chat' });
}
