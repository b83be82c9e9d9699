import type { AssistantLanguage } from './intent.types';

/** The built-in assistant's answer when an area's rules refuse a command: why, in the catalogue's words. */
export function refusalText(reason: string, language: AssistantLanguage): string {
  return language === 'it' ? `Non l'ho salvato: ${reason}` : `I didn't save that: ${reason}`;
}
