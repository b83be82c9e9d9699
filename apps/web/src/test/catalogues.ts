import { describe, expect, it } from 'vitest';

type Tree = { [key: string]: string | Tree };

/** A catalogue's keys as dotted paths ("reminders.mood.done") with their texts. */
export function flattenCatalogue(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value);
    else for (const [k, v] of flattenCatalogue(value, `${prefix}${key}.`)) out.set(k, v);
  }
  return out;
}

const placeholders = (text: string) => (text.match(/\{\{\w+\}\}/g) ?? []).sort();

/**
 * The checks every pair of catalogues passes: English and Italian have the same keys, none empty, and each
 * Italian text keeps its English text's {{placeholders}}. Returns the flattened catalogues for further checks.
 */
export function describeCatalogues(name: string, en: Tree, it_: Tree) {
  const english = flattenCatalogue(en);
  const italian = flattenCatalogue(it_);
  describe(`the ${name} catalogues`, () => {
    it('have the same keys, none empty', () => {
      expect([...italian.keys()].sort()).toEqual([...english.keys()].sort());
      for (const [key, value] of [...english, ...italian]) expect(value.trim(), key).not.toBe('');
    });

    it('keep the same interpolation placeholders', () => {
      for (const [key, value] of english)
        expect(placeholders(italian.get(key) ?? ''), key).toEqual(placeholders(value));
    });
  });
  return { english, italian };
}
