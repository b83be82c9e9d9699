import { describe, expect, it } from 'vitest';
import { wellnessMeasures } from '@track-grow/domain/wellness';
import { describeCatalogues } from '../../../test/catalogues.ts';
import en from './en.json';
import it_ from './it.json';

const { english, italian } = describeCatalogues('wellness', en, it_);

describe('the wellness catalogues', () => {
  it('name every measure of the domain in both languages', () => {
    for (const measure of wellnessMeasures) {
      expect(english.has(`measures.${measure}`), measure).toBe(true);
      expect(italian.has(`measures.${measure}`), measure).toBe(true);
    }
  });
});
