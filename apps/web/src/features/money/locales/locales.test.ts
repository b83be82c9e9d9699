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

describe('the money catalogues', () => {
  it('have the same keys, none empty', () => {
    expect([...italian.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, value] of [...english, ...italian]) expect(value.trim(), key).not.toBe('');
  });

  it('keep the same interpolation placeholders', () => {
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, value] of english)
      expect(placeholders(italian.get(key) ?? ''), key).toEqual(placeholders(value));
  });

  it('name every default category of the domain, and SPEC.md’s alert titles verbatim', async () => {
    const { defaultCategories } = await import('@track-grow/domain/money');
    for (const category of defaultCategories)
      expect(english.has(`categories.${category}`), category).toBe(true);
    expect(english.get('alerts.title.weekly-exceeded')).toBe('Weekly Budget Exceeded');
    expect(english.get('alerts.title.monthly-exceeded')).toBe('Monthly Budget Exceeded');
  });
});
