import type { AssistantLanguage, ParsedMessage } from './intent.types';

/** Reads a typed message (English or Italian) into an intent. */
export function parseMessage(message: string, options: { locale: AssistantLanguage }): ParsedMessage {
  throw new Error(`parseMessage is not built yet (${message.length}, ${options.locale})`);
}
