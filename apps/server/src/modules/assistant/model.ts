import type { AssistantAction, ChatTurn } from '@track-grow/domain/assistant';
import OpenAI from 'openai';
import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { AiConfig } from '../../app';
import { todayFor } from '../../lib/user-day';
import type { UserRow } from '../auth/types';
import type { AreaDeps } from '../areas';
import { intentOfCall, openAiTools } from './model-tools';
import { CommandRefused, runIntent } from './tools';

/** Rounds of tool calls before the model must answer with what it has. */
export const MAX_TOOL_ROUNDS = 5;

/** The endpoint failed, timed out or answered nothing usable: the route answers 502 with SPEC.md 8's text. */
export class ModelUnavailable extends Error {}

export interface ModelOptions {
  /** The whole exchange, every round included, must end within this (default 30 s). */
  timeoutMs: number;
}

const clients = new WeakMap<AiConfig, OpenAI>();
function clientOf(ai: AiConfig): OpenAI {
  let client = clients.get(ai);
  if (!client) {
    // Local servers (Ollama, llama.cpp) take any key; the SDK insists on one.
    client = new OpenAI({ baseURL: ai.baseUrl, apiKey: ai.apiKey ?? 'none', maxRetries: 0 });
    clients.set(ai, client);
  }
  return client;
}

/** The system prompt: who the user is, their date, time zone and currency, and how to answer. */
export function systemPrompt(user: UserRow, today: string): string {
  return [
    "You are the assistant inside Track. Grow., the user's personal tracker of habits, tasks, money, mood,",
    'notes, focus, workouts, books and wellness.',
    `The user is ${user.firstName}. Today is ${today} in their time zone ${user.timezone}; their currency is`,
    `${user.currency}; their week starts on ${user.weekStart === 1 ? 'Monday' : 'Sunday'}.`,
    "Answer questions about their data only from the tools' results, never from guesses; to log something, call the",
    'tool and say what was saved. Keep answers short, in Markdown without HTML, and in the language the user writes in.',
  ].join(' ');
}

async function complete(
  client: OpenAI,
  ai: AiConfig,
  messages: ChatCompletionMessageParam[],
  signal: AbortSignal,
  withTools: boolean,
) {
  try {
    return await client.chat.completions.create(
      { model: ai.model, messages, ...(withTools ? { tools: openAiTools } : {}) },
      { signal },
    );
  } catch (error) {
    throw new ModelUnavailable(signal.aborted ? 'timed out' : (error as Error).message);
  }
}

/**
 * One answer of the model, with the assistant's tools: at most MAX_TOOL_ROUNDS rounds of tool calls (each run
 * with the user's data and rights), then a last answer without tools; the whole exchange bounded by a timeout.
 */
export async function modelChat(
  deps: AreaDeps & { ai: AiConfig },
  user: UserRow,
  message: string,
  history: readonly ChatTurn[],
  options: ModelOptions,
): Promise<{ response: string; actions: AssistantAction[] }> {
  const client = clientOf(deps.ai);
  const signal = AbortSignal.timeout(options.timeoutMs);
  const messages: ChatCompletionMessageParam[] = [
    { role: 'system', content: systemPrompt(user, todayFor(user, deps.clock)) },
    ...history.map((turn) => ({ role: turn.role, content: turn.content })),
    { role: 'user', content: message },
  ];
  const actions: AssistantAction[] = [];
  for (let round = 0; round <= MAX_TOOL_ROUNDS; round++) {
    const completion = await complete(client, deps.ai, messages, signal, round < MAX_TOOL_ROUNDS);
    const reply = completion.choices[0]?.message;
    if (!reply) throw new ModelUnavailable('no choice in the answer');
    const calls = (reply.tool_calls ?? []).filter((call) => call.type === 'function');
    if (calls.length === 0) {
      const response = reply.content?.trim() ?? '';
      if (response === '') throw new ModelUnavailable('an empty answer');
      return { response, actions };
    }
    messages.push({ role: 'assistant', content: reply.content ?? null, tool_calls: calls });
    for (const call of calls) {
      const read = intentOfCall(call.function.name, call.function.arguments);
      let content: string;
      if ('error' in read) content = JSON.stringify({ error: read.error });
      else {
        try {
          const outcome = await runIntent(deps, user, read.intent);
          actions.push(...outcome.actions);
          content = JSON.stringify(outcome.result);
        } catch (error) {
          if (!(error instanceof CommandRefused)) throw error;
          content = JSON.stringify({ error: `Not saved: ${error.message}` });
        }
      }
      messages.push({ role: 'tool', tool_call_id: call.id, content });
    }
  }
  throw new ModelUnavailable('no answer after the tool rounds');
}

/** A chat title made by the model (no tools), or null when it fails: the caller falls back to the rules. */
export async function modelTitle(
  ai: AiConfig,
  firstMessage: string,
  timeoutMs: number,
): Promise<string | null> {
  try {
    const completion = await clientOf(ai).chat.completions.create(
      {
        model: ai.model,
        messages: [
          {
            role: 'system',
            content:
              'Write a title of at most 5 words for a chat that begins with the user message below. Answer with the title only, in the language of the message.',
          },
          { role: 'user', content: firstMessage },
        ],
      },
      { signal: AbortSignal.timeout(timeoutMs) },
    );
    return completion.choices[0]?.message.content ?? null;
  } catch {
    return null;
  }
}
