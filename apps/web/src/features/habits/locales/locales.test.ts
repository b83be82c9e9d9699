import { describe, expect, it } from 'vitest';
import en from './en.json';
import it_ from './it.json';

type Tree = { [key: string]: string | Tree };

/** Keys with i18next's plural suffixes folded (Italian and English both use _one/_other here). */
function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

describe('habits catalogues', () => {
  const english = flatten(en);
  const italian = flatten(it_);

  it('have the same keys, none empty, with the same placeholders', () => {
    expect([...italian.keys()].sort()).toEqual([...english.keys()].sort());
    const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();
    for (const [key, value] of english) {
      expect(value.trim(), key).not.toBe('');
      expect(placeholders(italian.get(key) ?? ''), key).toEqual(placeholders(value));
    }
  });

  it('hold SPEC.md 8’s toggle failure verbatim', () => {
    expect(english.get('errors.toggleFailed')).toBe('Failed to toggle habit');
  });
});
