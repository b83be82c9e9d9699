import { describe, expect, it } from 'vitest';
import { describeCatalogues } from '../../../test/catalogues.ts';
import en from './en.json';
import it_ from './it.json';

const { english } = describeCatalogues('home', en, it_);

describe('the home catalogues', () => {
  it('hold SPEC.md’s English strings verbatim', () => {
    const expected: Record<string, string> = {
      'reminders.title': 'Daily reminders',
      'reminders.habits.name': 'Habits',
      'reminders.mood.name': 'Log mood',
      'reminders.budget.name': 'Budget',
      'reminders.mood.done': '✓ Logged',
      'reminders.budget.done': '✓ Updated',
      'celebration.title': 'Fantastic Work!',
      'celebration.body': "You're making great progress today",
      'quickCapture.title': 'Quick Capture',
      'quickCapture.added': 'Quick note added',
      'quickCapture.addedDescription': 'Added to your notes for later organization',
      'quickCapture.deleted': 'Note deleted',
      'quickCapture.deletedDescription': 'Note removed successfully',
      'quickCapture.updated': 'Note updated',
      'quickCapture.updatedDescription': 'Changes saved successfully',
    };
    for (const [key, value] of Object.entries(expected)) expect(english.get(key), key).toBe(value);
    // The done card reads its name, then the count: "Habits 2/2 completed".
    expect(`${english.get('reminders.habits.name')} ${english.get('reminders.habits.done')}`).toMatch(
      /^Habits .* completed$/,
    );
  });
});
