import type { AnswerContext, AssistantResult } from './intent.types';

/** The built-in assistant's answer to a result: short markdown in the context's language, currency and dates. */
export function answerText(result: AssistantResult, context: AnswerContext): string {
  throw new Error(`answerText is not built yet (${result.kind}, ${context.language})`);
}
