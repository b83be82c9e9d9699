import { fallbackTitle, limitTitle } from '@track-grow/domain/assistant';
import { assistantApi } from '@track-grow/domain/assistant/api';
import { callApi } from '../../../lib/api-client.ts';

/**
 * A saved chat's title: POST /api/ai-assistant/chat with `purpose: 'title'` for its first user message, held
 * to SPEC.md 9's limits; SPEC.md 8's fallback when the call fails or gives nothing usable.
 */
export async function chatTitle(firstUserMessage: string | undefined): Promise<string> {
  if (!firstUserMessage?.trim()) return fallbackTitle(firstUserMessage);
  try {
    const { response } = await callApi(assistantApi.chat, { message: firstUserMessage, purpose: 'title' });
    return limitTitle(response) || fallbackTitle(firstUserMessage);
  } catch {
    return fallbackTitle(firstUserMessage);
  }
}
