import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noteSearchTerms } from './search-query';

describe('noteSearchTerms', () => {
  it('matches the last word as a prefix and the others as words', () => {
    expect(noteSearchTerms('gro')).toEqual({ words: null, prefix: 'gro', join: 'and' });
    expect(noteSearchTerms('buy Gro')).toEqual({ words: 'buy', prefix: 'gro', join: 'and' });
    expect(noteSearchTerms('  buy fresh  gro')).toEqual({ words: 'buy fresh', prefix: 'gro', join: 'and' });
    // A space after the last word says it is finished.
    expect(noteSearchTerms('buy gro ')).toEqual({ words: 'buy gro', prefix: null, join: 'and' });
    expect(noteSearchTerms('caffè')).toEqual({ words: null, prefix: 'caffè', join: 'and' });
  });

  it('joins the prefix with "or" when the words end with it', () => {
    expect(noteSearchTerms('milk or gro')).toEqual({ words: 'milk', prefix: 'gro', join: 'or' });
    expect(noteSearchTerms('or gro')).toEqual({ words: null, prefix: 'gro', join: 'or' });
    expect(noteSearchTerms('color gro')).toEqual({ words: 'color', prefix: 'gro', join: 'and' });
  });

  it('uses no prefix for phrases, negations and punctuation', () => {
    expect(noteSearchTerms('"olive oil"')).toEqual({ words: '"olive oil"', prefix: null, join: 'and' });
    expect(noteSearchTerms('milk -eggs')).toEqual({ words: 'milk -eggs', prefix: null, join: 'and' });
    expect(noteSearchTerms("it's")).toEqual({ words: "it's", prefix: null, join: 'and' });
    expect(noteSearchTerms('a:*|b')).toEqual({ words: 'a:*|b', prefix: null, join: 'and' });
  });

  it('has nothing to search in blank text', () => {
    expect(noteSearchTerms('')).toBeNull();
    expect(noteSearchTerms('   ')).toBeNull();
  });

  it('only ever puts letters and digits in the prefix (it goes into to_tsquery)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (q) => {
        const terms = noteSearchTerms(q);
        if (terms?.prefix != null) expect(terms.prefix).toMatch(/^[\p{L}\p{N}]+$/u);
        if (terms) expect(terms.words !== null || terms.prefix !== null).toBe(true);
      }),
    );
  });
});
