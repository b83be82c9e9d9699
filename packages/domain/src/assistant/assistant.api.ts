import { endpoint } from '../shared';
import { chatRequestSchema, chatResponseSchema } from './assistant.schema';

/** /api/ai-assistant/*: the assistant's answers and chat titles. */
export const assistantApi = {
  chat: endpoint('POST', '/api/ai-assistant/chat', { body: chatRequestSchema, output: chatResponseSchema }),
} as const;
