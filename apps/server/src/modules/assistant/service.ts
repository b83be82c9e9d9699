import {
  answerText,
  fallbackTitle,
  limitTitle,
  parseMessage,
  refusalText,
  ruleTitle,
  type ChatRequest,
  type ChatResponse,
} from '@track-grow/domain/assistant';
import { todayFor } from '../../lib/user-day';
import type { UserRow } from '../auth/types';
import type { AreaDeps } from '../areas';
import { modelChat, modelTitle } from './model';
import { CommandRefused, runIntent } from './tools';

const DEFAULT_TIMEOUT_MS = 30_000;

/** The built-in assistant: the message read into an intent, run with the user's data, answered in its language. */
export async function builtInChat(deps: AreaDeps, user: UserRow, message: string): Promise<ChatResponse> {
  const { intent, language } = parseMessage(message, { locale: user.locale ?? 'en' });
  try {
    const { result, actions } = await runIntent(deps, user, intent);
    const response = answerText(result, {
      language,
      currency: user.currency,
      today: todayFor(user, deps.clock),
    });
    return actions.length > 0 ? { response, actions } : { response };
  } catch (error) {
    if (error instanceof CommandRefused) return { response: refusalText(error.message, language) };
    throw error;
  }
}

/** POST /api/ai-assistant/chat: an answer (the model's with an endpoint, else the built-in one), or a title. */
export async function chat(deps: AreaDeps, user: UserRow, request: ChatRequest): Promise<ChatResponse> {
  const timeoutMs = deps.aiTimeoutMs ?? DEFAULT_TIMEOUT_MS;
  if (request.purpose === 'title') {
    const made = deps.ai ? await modelTitle(deps.ai, request.message, timeoutMs) : null;
    const title = made === null ? '' : limitTitle(made);
    return { response: title || ruleTitle(request.message) || fallbackTitle(request.message) };
  }
  if (!deps.ai) return builtInChat(deps, user, request.message);
  const answer = await modelChat({ ...deps, ai: deps.ai }, user, request.message, request.history ?? [], {
    timeoutMs,
  });
  return answer.actions.length > 0 ? answer : { response: answer.response };
}
