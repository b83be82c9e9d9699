import { describe, expect, it } from 'vitest';
import en from './en.json';
import it_ from './it.json';

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const english = flatten(en);
const italian = flatten(it_);

describe('the home catalogues', () => {
  it('have the same keys, none empty', () => {
    expect([...italian.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of [...english, ...italian]) expect(value.trim(), key).not.toBe('');
  });

  it('keep the same interpolation placeholders', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, value] of english)
      expect(placeholders(italian.get(key) ?? ''), key).toEqual(placeholders(value));
  });

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
      'alerts.title.weekly-exceeded': 'Weekly Budget Exceeded',
      'alerts.title.monthly-exceeded': 'Monthly Budget Exceeded',
    };
    for (const [key, value] of Object.entries(expected)) expect(english.get(key), key).toBe(value);
    expect(english.get('reminders.habits.done')).toMatch(/^Habits .* completed$/);
  });
});
