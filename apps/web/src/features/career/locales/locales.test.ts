import { describe, expect, it } from 'vitest';
import { goalStatuses } from '@track-grow/domain/career';
import { describeCatalogues } from '../../../test/catalogues.ts';
import en from './en.json';
import it_ from './it.json';

const { english, italian } = describeCatalogues('career', en, it_);

describe('the career catalogues', () => {
  it('name every goal status and skill level in both languages', () => {
    for (const status of goalStatuses) {
      expect(english.has(`statuses.${status}`), status).toBe(true);
      expect(italian.has(`statuses.${status}`), status).toBe(true);
    }
    for (const level of [1, 2, 3, 4, 5]) expect(italian.has(`levels.${level}`)).toBe(true);
  });
});
