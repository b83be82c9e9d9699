import { describe, expect, it } from 'vitest';
import { describeCatalogues } from '../../../test/catalogues.ts';
import en from './en.json';
import it_ from './it.json';

const { english } = describeCatalogues('focus', en, it_);

describe('the focus catalogues', () => {
  it('hold SPEC.md’s English strings verbatim', () => {
    const expected: Record<string, string> = {
      'toasts.sessionSaved': 'Session Saved!',
      'toasts.focusComplete': 'Focus Session Complete!',
      'toasts.shortBreakNext': 'Time for a short break',
      'toasts.breakComplete': 'Break Complete!',
      'toasts.breakCompleteBody': 'Ready for your next focus session?',
      'toasts.allSlots': 'All Slots Complete',
      'toasts.error': 'Error',
      'toasts.saveFailed': 'Failed to save focus session',
      'toasts.minutesRecorded_other': '{{count}} minutes of focus recorded',
      defaultTitle: 'Focus Session',
      'sounds.beep.name': 'Modern Notification',
      'sounds.chime.name': 'Gentle Chime',
      'sounds.ding.name': 'Bright Ding',
      'sounds.pop.name': 'Quick Pop',
      'sounds.bell.name': 'Peaceful Bell',
    };
    for (const [key, value] of Object.entries(expected)) expect(english.get(key), key).toBe(value);
  });
});
